/** Russian (ru): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Упорядочивание',
  items: 'Элементы в правильном порядке',
  hint: 'Учащиеся видят элементы перемешанными и расставляют их в этом порядке.',
  item: 'Элемент {{number}}',
  addItem: 'Добавить элемент',
  removeItem: 'Удалить элемент {{number}}',
  rightOrder: 'Правильный порядок',
  error_itemEmpty: 'Элементы не должны быть пустыми.',
  error_itemDuplicated: 'Элементы не должны повторяться.',
  scoring: 'Оценивание',
  scoringPartial: 'Частичный балл: каждый элемент, за которым идёт верный следующий, приносит долю баллов',
  scoringAllOrNothing: 'Всё или ничего: баллы только если весь порядок верен',
} as const;
