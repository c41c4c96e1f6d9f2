/** The quiz editor's word on students who have started the quiz (ADR 214), in Chinese (zh), from src/i18n/en/takers.ts. */
export const takers = {
  started_one: '已有 {{count}} 名学生开始了此测验：他们保留开始时的版本；从现在起开始的学生将获得此版本。',
  started_other: '已有 {{count}} 名学生开始了此测验：他们保留开始时的版本；从现在起开始的学生将获得此版本。',
} as const;
