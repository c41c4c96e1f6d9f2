/**
 * The messages the server sends students (their personal link, a reminder), in English: the same catalog format
 * as the console's (nested keys, `{{value}}`), read on the server by `createCatalogT`. Other languages are files of
 * the same shape under src/i18n/locales/<tag>/mail.ts. The message goes out in the student's language when the
 * console knows it, otherwise in the teacher's (ADR 269).
 */
export const enMail = {
  mail: {
    subject: 'Your quiz: {{title}}',
    reminderSubject: 'Reminder: {{title}}',
    opening: 'You have a quiz to take: {{title}}',
    reminderOpening: 'Reminder: you have not submitted this quiz yet: {{title}}',
    sentToClass: '{{name}} sent it to the class {{className}}.',
    sentToYou: '{{name}} sent it to you.',
    replyToTeacher: 'Reply to this message to write to them.',
    deadline: 'Deadline: {{deadline}}',
    noDeadline: 'No deadline',
    openWithLink: 'Open it with your personal link: {{link}}',
    openQuiz: 'Open the quiz',
    linkIsYours: 'The link is yours alone: your answers are saved under it.',
  },
} as const;
