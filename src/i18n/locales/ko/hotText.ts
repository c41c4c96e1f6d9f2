/** Korean (ko): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: '텍스트 선택',
  passage: '지문',
  passageHint:
    '학생이 고를 수 있는 단어나 구를 [단어]처럼 대괄호로 묶으세요. 또는 지문에서 단어를 선택하고 「선택 가능하게」를 누르세요.',
  markSelection: '선택 가능하게',
  spans: '선택할 수 있는 단어: 정답에 표시',
  right: '정답: {{text}}',
  feedback: '「{{text}}」을(를) 골랐을 때 피드백',
  minChoices: '고를 최소 단어 수 (0: 최소 없음)',
  maxChoices: '고를 최대 단어 수 (0: 제한 없음)',
  spanPoints: '{{points}}점',
  rightWords: '정답 단어',
  scoring: '채점',
  scoringPartial: '부분 점수: 고른 정답 단어마다 점수의 몫을 얻고, 오답 단어마다 몫을 잃습니다',
  scoringAllOrNothing: '전부 아니면 전무: 정답 단어를 정확히 골랐을 때만 점수',
  error_noSpan: '지문에서 단어를 하나 이상 [ 와 ] 사이에 넣어 선택 가능하게 하세요.',
  error_noRight: '선택할 수 있는 단어를 하나 이상 정답으로 표시하세요.',
  error_brackets: '모든 [ 에는 짝이 되는 ] 가 필요하며, 비어 있지 않은 단어를 감싸야 합니다.',
  error_choices: '최소 수는 최대 수나 선택할 수 있는 단어 수보다 클 수 없습니다.',
} as const;
