/** Norwegian Bokmål (nb): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Quizen din: {{title}}',
    reminderSubject: 'Påminnelse: {{title}}',
    opening: 'Du har en quiz å ta: {{title}}',
    reminderOpening: 'Påminnelse: du har ikke levert denne quizen ennå: {{title}}',
    sentToClass: '{{name}} sendte den til klassen {{className}}.',
    sentToYou: '{{name}} sendte den til deg.',
    replyToTeacher: 'Svar på denne meldingen for å skrive til læreren.',
    deadline: 'Frist: {{deadline}}',
    noDeadline: 'Ingen frist',
    openWithLink: 'Åpne den med din personlige lenke: {{link}}',
    openQuiz: 'Åpne quizen',
    linkIsYours: 'Lenken er bare din: svarene dine lagres under den.',
  },
} as const satisfies MailCatalog;
