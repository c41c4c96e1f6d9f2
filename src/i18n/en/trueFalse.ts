/** Strings of the true / false question's editor. */
export const trueFalse = {
  name: 'True / false',
  rightAnswer: 'Right answer',
  feedbackTrue: 'Feedback for True',
  feedbackFalse: 'Feedback for False',
  true: 'True',
  false: 'False',
} as const;
