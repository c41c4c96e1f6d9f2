/** German (de): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Ihr Quiz: {{title}}',
    reminderSubject: 'Erinnerung: {{title}}',
    opening: 'Sie haben ein Quiz zu bearbeiten: {{title}}',
    reminderOpening: 'Erinnerung: Sie haben dieses Quiz noch nicht abgegeben: {{title}}',
    sentToClass: '{{name}} hat es an die Klasse {{className}} geschickt.',
    sentToYou: '{{name}} hat es Ihnen geschickt.',
    replyToTeacher: 'Antworten Sie auf diese Nachricht, um der Lehrkraft zu schreiben.',
    deadline: 'Frist: {{deadline}}',
    noDeadline: 'Keine Frist',
    openWithLink: 'Öffnen Sie es mit Ihrem persönlichen Link: {{link}}',
    openQuiz: 'Quiz öffnen',
    linkIsYours: 'Der Link gehört nur Ihnen: Ihre Antworten werden darunter gespeichert.',
  },
} as const satisfies MailCatalog;
