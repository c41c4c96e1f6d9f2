/** Italian (it): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Vero / falso',
  rightAnswer: 'Risposta corretta',
  feedbackTrue: 'Feedback per Vero',
  feedbackFalse: 'Feedback per Falso',
  true: 'Vero',
  false: 'Falso',
} as const;
