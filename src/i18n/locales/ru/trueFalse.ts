/** Russian (ru): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Верно / неверно',
  rightAnswer: 'Правильный ответ',
  feedbackTrue: 'Отзыв на ответ «Верно»',
  feedbackFalse: 'Отзыв на ответ «Неверно»',
  true: 'Верно',
  false: 'Неверно',
} as const;
