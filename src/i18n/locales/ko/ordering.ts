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
  scoring: '채점 방식',
  scoringPartial: '부분 점수: 올바른 다음 항목이 뒤따르는 항목마다 점수의 일부를 받음',
  scoringAllOrNothing: '전부 아니면 0점: 전체 순서가 맞을 때만 점수를 받음',
} as const;
