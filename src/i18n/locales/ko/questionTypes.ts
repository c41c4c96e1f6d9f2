/** Korean (ko): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: '새 문항의 유형',
  points: '배점',
  generalFeedback: '전체 피드백',
  pointsAndFeedback: '배점과 피드백',
  pointsEarned: '{{max}}점 중 {{earned}}점',
  textBlock: '텍스트 블록',
  addText: '텍스트 추가',
  textBlockText: '학생에게 보이는 텍스트',
  textBlockHint: '학생은 문항 사이에서 이 텍스트를 읽습니다. 묻는 것이 없고 배점도 없습니다.',
  equationError: '수식 오류',
  equationPreview: '미리 보기',
} as const;
export const choice = {
  name: '선다형',
} as const;
