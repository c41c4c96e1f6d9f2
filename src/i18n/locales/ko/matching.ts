/** Korean (ko): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: '연결형',
  pairs: '짝',
  pairsHint:
    '각 제시문과 그 정답입니다. 학생은 가나다·알파벳순으로 표시된 모든 답 중에서 제시문마다 하나를 고릅니다.',
  prompt: '제시문 {{number}}',
  answer: '제시문 {{number}}의 답',
  addPair: '짝 추가',
  removePair: '짝 {{number}} 삭제',
  distractors: '추가 답',
  distractorsHint: '선택지에 함께 표시되는 선택적 오답으로, 어떤 제시문과도 짝이 아닙니다.',
  distractor: '추가 답 {{number}}',
  addDistractor: '추가 답 추가',
  removeDistractor: '추가 답 {{number}} 삭제',
  rightPairs: '정답 짝',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: '제시문은 비워 둘 수 없습니다.',
  error_promptDuplicated: '제시문은 중복될 수 없습니다.',
  error_answerEmpty: '답은 비워 둘 수 없습니다.',
  error_distractorEmpty: '추가 답은 비워 둘 수 없습니다.',
  error_distractorPaired: '추가 답은 제시문의 답과 같을 수 없습니다.',
} as const;
