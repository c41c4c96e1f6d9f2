/** Italian (it): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Il tuo quiz: {{title}}',
    reminderSubject: 'Promemoria: {{title}}',
    opening: 'Hai un quiz da svolgere: {{title}}',
    reminderOpening: 'Promemoria: non hai ancora consegnato questo quiz: {{title}}',
    sentToClass: '{{name}} lo ha inviato alla classe {{className}}.',
    sentToYou: '{{name}} te lo ha inviato.',
    replyToTeacher: "Rispondi a questo messaggio per scrivere all'insegnante.",
    deadline: 'Scadenza: {{deadline}}',
    noDeadline: 'Nessuna scadenza',
    openWithLink: 'Aprilo con il tuo link personale: {{link}}',
    openQuiz: 'Apri il quiz',
    linkIsYours: 'Il link è solo tuo: le tue risposte vengono salvate con esso.',
  },
} as const satisfies MailCatalog;
