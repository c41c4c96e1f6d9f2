/** Chinese (zh): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: '判断题',
  rightAnswer: '正确答案',
  feedbackTrue: '选择“正确”时的反馈',
  feedbackFalse: '选择“错误”时的反馈',
  true: '正确',
  false: '错误',
} as const;
