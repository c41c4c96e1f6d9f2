/** Swedish (sv): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Sant / falskt',
  rightAnswer: 'Rätt svar',
  feedbackTrue: 'Återkoppling för Sant',
  feedbackFalse: 'Återkoppling för Falskt',
  true: 'Sant',
  false: 'Falskt',
} as const;
