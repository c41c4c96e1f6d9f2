/** Russian (ru): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Тип нового вопроса',
  points: 'Баллы',
  generalFeedback: 'Общий отзыв',
  pointsAndFeedback: 'Баллы и отзыв',
  pointsEarned: '{{earned}} из {{max}}',
  textBlock: 'Текстовый блок',
  addText: 'Добавить текст',
  textBlockText: 'Текст для учащихся',
  textBlockHint: 'Учащиеся читают этот текст между вопросами. Он ничего не спрашивает и не даёт баллов.',
  equationError: 'Ошибка в формуле',
  equationPreview: 'Предпросмотр',
} as const;
export const choice = {
  name: 'Множественный выбор',
} as const;
