/** Korean (ko): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: '새 문항의 유형',
  points: '배점',
  generalFeedback: '전체 피드백',
  pointsAndFeedback: '배점과 피드백',
  pointsEarned: '{{max}}점 중 {{earned}}점',
} as const;
export const choice = {
  name: '선다형',
} as const;
