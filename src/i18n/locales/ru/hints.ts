/** Russian (ru): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Подсказки',
  intro:
    'Отвечая, учащийся может запрашивать подсказки по очереди. Подсказка может отнять часть баллов за вопрос.',
  add: 'Добавить подсказку',
  hintLabel: 'Подсказка {{number}}',
  solutionLabel: 'Решение',
  text: 'Текст: {{name}}',
  penalty: 'Штраф (% баллов)',
  penaltyHint: 'Вычитается из баллов за ответ, когда учащийся открывает эту подсказку; 0 — без штрафа.',
  isSolution: 'Это подробное решение (кнопка учащегося: «Показать решение»)',
  moveUp: 'Переместить вверх: {{name}}',
  moveDown: 'Переместить вниз: {{name}}',
  remove: 'Удалить: {{name}}',
  used: 'Использовано подсказок: {{count}}',
} as const;
