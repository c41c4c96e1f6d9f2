/** Korean (ko): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: '서술형',
  needsGrading: '채점 필요',
  needsGradingSoFar: '현재까지 {{percentage}}% · 채점 필요',
  handScored: '서술형 답안은 교사가 채점합니다. 점수가 매겨질 때까지 해당 응시에는 “채점 필요”이 표시됩니다.',
  minWords: '최소 단어 수',
  minWordsHint: '최소가 없으려면 비워 두세요. 더 짧은 답안도 저장되며 제출할 수 있습니다.',
  maxWords: '최대 단어 수',
  maxWordsHint: '제한이 없으려면 비워 두세요. 더 긴 답안은 저장할 수 없습니다.',
  lines: '답안 칸의 줄 수',
  template: '답안 칸에 처음 들어 있는 글',
  graderInfo: '채점자용 정보',
  graderInfoHint: '좋은 답안이 말하는 내용입니다. 학생에게는 보이지 않습니다.',
  noLimit: '단어 수 제한 없음',
  error_minAboveMax: '최소 단어 수가 최대 단어 수보다 크면 안 됩니다.',
} as const;
