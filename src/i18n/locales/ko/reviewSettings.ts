/** Korean (ko): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: '학생에게 보이는 내용',
  score: '점수',
  scoreAtOnce: '즉시',
  scoreAfterDeadline: '마감일 이후',
  scoreOnRelease: '내가 공개할 때',
  answers: '정답과 피드백',
  answersNever: '표시 안 함',
  answersAfterSubmit: '제출 후',
  answersAfterDeadline: '마감일 이후',
  hint: '학생은 제출 후 개인 링크에서 이를 봅니다. 내 코멘트는 점수와 함께 표시됩니다. 마감일이 없으면 “마감일 이후”는 마감일이 정해지고 지날 때까지 기다립니다.',
  revealsScore:
    '이 선택으로는 점수가 표시되기 전에 학생이 자신의 답 옆에서 정답을 보게 되어 점수가 드러납니다. 정답은 점수보다 먼저 보여 주지 마세요.',
  save: '설정 저장',
  saved: '설정이 저장되었습니다',
  notReleased: '점수가 아직 공개되지 않았습니다.',
  released: '{{when}}에 점수를 공개했습니다.',
  release: '점수 공개',
  withdraw: '공개 취소',
  loadFailed: '설정을 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;
