/** Arabic (ar): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'اختبارك: {{title}}',
    reminderSubject: 'تذكير: {{title}}',
    opening: 'لديك اختبار لتؤديه: {{title}}',
    reminderOpening: 'تذكير: لم تسلّم هذا الاختبار بعد: {{title}}',
    sentToClass: 'أرسله {{name}} إلى الصف {{className}}.',
    sentToYou: 'أرسله {{name}} إليك.',
    replyToTeacher: 'رد على هذه الرسالة لتكتب إلى المعلم.',
    deadline: 'الموعد النهائي: {{deadline}}',
    noDeadline: 'لا يوجد موعد نهائي',
    openWithLink: 'افتحه برابطك الشخصي: {{link}}',
    openQuiz: 'افتح الاختبار',
    linkIsYours: 'الرابط لك وحدك: تُحفظ إجاباتك عليه.',
  },
} as const satisfies MailCatalog;
