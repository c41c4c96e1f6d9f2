/** Turkish (tr): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Doğru / yanlış',
  rightAnswer: 'Doğru cevap',
  feedbackTrue: 'Doğru için geri bildirim',
  feedbackFalse: 'Yanlış için geri bildirim',
  true: 'Doğru',
  false: 'Yanlış',
} as const;
