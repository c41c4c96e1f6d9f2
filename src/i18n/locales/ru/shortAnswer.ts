/** Russian (ru): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Краткий ответ',
  answers: 'Принимаемые ответы',
  answer: 'Принимаемый ответ {{number}}',
  feedback: 'Отзыв на принимаемый ответ {{number}}',
  fraction: 'Доля баллов за принимаемый ответ {{number}}',
  addAnswer: 'Добавить принимаемый ответ',
  removeAnswer: 'Удалить принимаемый ответ {{number}}',
  caseSensitive: 'С учётом регистра',
  hint: 'Пробелы до, после и между словами не учитываются; звёздочка (*) соответствует любому тексту.',
  wrongAnswers: 'Самые частые неверные ответы на вопрос {{number}}',
  colAnswer: 'Ответ',
  colCount: 'Учащиеся',
} as const;
