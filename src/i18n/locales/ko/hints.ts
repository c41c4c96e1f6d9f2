/** Korean (ko): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: '힌트',
  intro:
    '학생은 답하는 동안 힌트를 하나씩 차례로 볼 수 있습니다. 힌트는 문항 배점의 일부를 차감할 수 있습니다.',
  add: '힌트 추가',
  hintLabel: '힌트 {{number}}',
  solutionLabel: '풀이',
  text: '{{name}} 내용',
  penalty: '감점(배점의 %)',
  penaltyHint: '학생이 이 힌트를 보면 답의 점수에서 차감됩니다. 감점이 없으면 0.',
  isSolution: '자세한 풀이입니다(학생의 버튼에는 “풀이 보기”로 표시)',
  moveUp: '{{name}} 위로 이동',
  moveDown: '{{name}} 아래로 이동',
  remove: '{{name}} 삭제',
  used: '사용한 힌트: {{count}}',
} as const;
