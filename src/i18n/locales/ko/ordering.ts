/** Korean (ko): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: '순서 배열',
  items: '올바른 순서의 항목',
  hint: '학생에게는 항목이 섞여 보이며, 학생이 이 순서대로 배열합니다.',
  item: '항목 {{number}}',
  addItem: '항목 추가',
  removeItem: '항목 {{number}} 삭제',
  rightOrder: '올바른 순서',
  error_itemEmpty: '항목은 비워 둘 수 없습니다.',
  error_itemDuplicated: '항목은 중복될 수 없습니다.',
} as const;
