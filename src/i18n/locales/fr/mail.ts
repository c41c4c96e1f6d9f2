/** French (fr): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Votre quiz : {{title}}',
    reminderSubject: 'Rappel : {{title}}',
    opening: 'Vous avez un quiz à faire : {{title}}',
    reminderOpening: "Rappel : vous n'avez pas encore rendu ce quiz : {{title}}",
    sentToClass: "{{name}} l'a envoyé à la classe {{className}}.",
    sentToYou: "{{name}} vous l'a envoyé.",
    replyToTeacher: 'Répondez à ce message pour lui écrire.',
    deadline: 'Date limite : {{deadline}}',
    noDeadline: 'Pas de date limite',
    openWithLink: 'Ouvrez-le avec votre lien personnel : {{link}}',
    openQuiz: 'Ouvrir le quiz',
    linkIsYours: 'Ce lien est à vous seul : vos réponses y sont enregistrées.',
  },
} as const satisfies MailCatalog;
