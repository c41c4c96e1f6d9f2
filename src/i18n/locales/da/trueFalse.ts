/** Danish (da): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Sandt / falsk',
  rightAnswer: 'Rigtigt svar',
  feedbackTrue: 'Feedback ved Sandt',
  feedbackFalse: 'Feedback ved Falsk',
  true: 'Sandt',
  false: 'Falsk',
} as const;
