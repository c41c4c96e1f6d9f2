/** Hebrew (he): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'נכון / לא נכון',
  rightAnswer: 'התשובה הנכונה',
  feedbackTrue: 'משוב לתשובה נכון',
  feedbackFalse: 'משוב לתשובה לא נכון',
  true: 'נכון',
  false: 'לא נכון',
} as const;
