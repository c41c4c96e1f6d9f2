/** German (de): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Wahr / falsch',
  rightAnswer: 'Richtige Antwort',
  feedbackTrue: 'Feedback zu Wahr',
  feedbackFalse: 'Feedback zu Falsch',
  true: 'Wahr',
  false: 'Falsch',
} as const;
