/** Korean (ko): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: '단답형',
  answers: '인정 답안',
  answer: '인정 답안 {{number}}',
  feedback: '인정 답안 {{number}}에 대한 피드백',
  fraction: '인정 답안 {{number}}의 점수 비율',
  addAnswer: '인정 답안 추가',
  removeAnswer: '인정 답안 {{number}} 삭제',
  caseSensitive: '대소문자 구분',
  hint: '단어 앞뒤와 사이의 공백은 무시되며, 별표(*)는 어떤 텍스트와도 일치합니다.',
  wrongAnswers: '문항 {{number}}의 가장 흔한 오답',
  colAnswer: '답안',
  colCount: '학생 수',
} as const;
