/** Korean (ko): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: '참 / 거짓',
  rightAnswer: '정답',
  feedbackTrue: '참에 대한 피드백',
  feedbackFalse: '거짓에 대한 피드백',
  true: '참',
  false: '거짓',
} as const;
