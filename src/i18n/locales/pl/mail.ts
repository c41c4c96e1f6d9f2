/** Polish (pl): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Twój quiz: {{title}}',
    reminderSubject: 'Przypomnienie: {{title}}',
    opening: 'Masz quiz do rozwiązania: {{title}}',
    reminderOpening: 'Przypomnienie: nie oddałeś jeszcze tego quizu: {{title}}',
    sentToClass: '{{name}} wysłał(a) go do klasy {{className}}.',
    sentToYou: '{{name}} wysłał(a) go do Ciebie.',
    replyToTeacher: 'Odpowiedz na tę wiadomość, aby napisać do nauczyciela.',
    deadline: 'Termin: {{deadline}}',
    noDeadline: 'Bez terminu',
    openWithLink: 'Otwórz go swoim osobistym linkiem: {{link}}',
    openQuiz: 'Otwórz quiz',
    linkIsYours: 'Link należy tylko do Ciebie: Twoje odpowiedzi są pod nim zapisywane.',
  },
} as const satisfies MailCatalog;
