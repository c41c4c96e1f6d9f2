/** The quiz editor's word on students who have started the quiz (ADR 214), in Korean (ko), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '학생 {{count}}명이 이 퀴즈를 시작했습니다. 시작한 버전을 그대로 유지하며, 지금부터 시작하는 학생은 이 버전을 받습니다.',
  started_other:
    '학생 {{count}}명이 이 퀴즈를 시작했습니다. 시작한 버전을 그대로 유지하며, 지금부터 시작하는 학생은 이 버전을 받습니다.',
} as const;
