/** Japanese (ja): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: '正誤',
  rightAnswer: '正解',
  feedbackTrue: '「正しい」へのフィードバック',
  feedbackFalse: '「誤り」へのフィードバック',
  true: '正しい',
  false: '誤り',
} as const;
