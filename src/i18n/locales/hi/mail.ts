/** Hindi (hi): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'आपकी क्विज़: {{title}}',
    reminderSubject: 'अनुस्मारक: {{title}}',
    opening: 'आपको एक क्विज़ देनी है: {{title}}',
    reminderOpening: 'अनुस्मारक: आपने यह क्विज़ अभी तक जमा नहीं की है: {{title}}',
    sentToClass: '{{name}} ने इसे कक्षा {{className}} को भेजा।',
    sentToYou: '{{name}} ने इसे आपको भेजा।',
    replyToTeacher: 'शिक्षक को लिखने के लिए इस संदेश का उत्तर दें।',
    deadline: 'समय सीमा: {{deadline}}',
    noDeadline: 'कोई समय सीमा नहीं',
    openWithLink: 'इसे अपने व्यक्तिगत लिंक से खोलें: {{link}}',
    openQuiz: 'क्विज़ खोलें',
    linkIsYours: 'यह लिंक केवल आपका है: आपके उत्तर इसी में सहेजे जाते हैं।',
  },
} as const satisfies MailCatalog;
