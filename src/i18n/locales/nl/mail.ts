/** Dutch (nl): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Je quiz: {{title}}',
    reminderSubject: 'Herinnering: {{title}}',
    opening: 'Je hebt een quiz te maken: {{title}}',
    reminderOpening: 'Herinnering: je hebt deze quiz nog niet ingeleverd: {{title}}',
    sentToClass: '{{name}} heeft hem naar de klas {{className}} gestuurd.',
    sentToYou: '{{name}} heeft hem naar je gestuurd.',
    replyToTeacher: 'Beantwoord dit bericht om de docent te schrijven.',
    deadline: 'Deadline: {{deadline}}',
    noDeadline: 'Geen deadline',
    openWithLink: 'Open hem met je persoonlijke link: {{link}}',
    openQuiz: 'Quiz openen',
    linkIsYours: 'De link is alleen van jou: je antwoorden worden eronder bewaard.',
  },
} as const satisfies MailCatalog;
