/** Dutch (nl): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Waar / onwaar',
  rightAnswer: 'Juist antwoord',
  feedbackTrue: 'Feedback bij Waar',
  feedbackFalse: 'Feedback bij Onwaar',
  true: 'Waar',
  false: 'Onwaar',
} as const;
