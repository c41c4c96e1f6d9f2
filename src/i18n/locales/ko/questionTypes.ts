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
  /** ADR 389: the chemical structure question. */
  structure: '화학 구조',
  structureBoard: '정답 분자 그리기 판',
  structureText: '정답 분자 (SMILES 또는 molfile)',
  structureTextHint: '판에 그리거나 여기에 SMILES 또는 molfile을 입력하거나 붙여 넣으세요.',
  structureStereo: '입체화학 구분',
  structureStereoHint: '거울상 이성질체와 E/Z 이성질체가 서로 다른 답이 됩니다.',
  structureStereoOn: '예',
  structureStereoOff: '아니요',
  structureRight: '정답 분자',
  structureMissing: '정답 분자를 그리거나 SMILES 또는 molfile을 붙여 넣으세요',
  structureUnreadable: '분자를 읽을 수 없습니다: SMILES 또는 molfile을 확인하세요',
  structureEmpty: '분자에 원자가 없습니다: 그리거나 SMILES를 입력하세요',
  structureTooLarge: '분자가 너무 큽니다: 원자는 최대 100개입니다',
  structureLoading: '그리기 판을 불러오는 중…',
  structureLoadFailed: '그리기 판을 불러오지 못했습니다: 대신 SMILES를 입력하세요.',
} as const;
export const choice = {
  name: '선다형',
} as const;
