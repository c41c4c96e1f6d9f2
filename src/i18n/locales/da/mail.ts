/** Danish (da): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Din quiz: {{title}}',
    reminderSubject: 'Påmindelse: {{title}}',
    opening: 'Du har en quiz, du skal tage: {{title}}',
    reminderOpening: 'Påmindelse: du har ikke afleveret denne quiz endnu: {{title}}',
    sentToClass: '{{name}} sendte den til klassen {{className}}.',
    sentToYou: '{{name}} sendte den til dig.',
    replyToTeacher: 'Svar på denne besked for at skrive til læreren.',
    deadline: 'Frist: {{deadline}}',
    noDeadline: 'Ingen frist',
    openWithLink: 'Åbn den med dit personlige link: {{link}}',
    openQuiz: 'Åbn quizzen',
    linkIsYours: 'Linket er kun dit: dine svar gemmes under det.',
  },
} as const satisfies MailCatalog;
