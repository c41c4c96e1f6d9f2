/** Swedish (sv): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Ditt quiz: {{title}}',
    reminderSubject: 'Påminnelse: {{title}}',
    opening: 'Du har ett quiz att göra: {{title}}',
    reminderOpening: 'Påminnelse: du har inte lämnat in det här quizet än: {{title}}',
    sentToClass: '{{name}} skickade det till klassen {{className}}.',
    sentToYou: '{{name}} skickade det till dig.',
    replyToTeacher: 'Svara på det här meddelandet för att skriva till läraren.',
    deadline: 'Tidsfrist: {{deadline}}',
    noDeadline: 'Ingen tidsfrist',
    openWithLink: 'Öppna det med din personliga länk: {{link}}',
    openQuiz: 'Öppna quizet',
    linkIsYours: 'Länken är bara din: dina svar sparas under den.',
  },
} as const satisfies MailCatalog;
