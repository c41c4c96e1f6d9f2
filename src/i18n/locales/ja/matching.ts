/** Japanese (ja): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: '組み合わせ',
  pairs: '組',
  pairsHint:
    '各問題文と正しい答えの組です。学生は各問題文について、五十音順・アルファベット順に並んだすべての答えから1つを選びます。',
  prompt: '問題文 {{number}}',
  answer: '問題文 {{number}} の答え',
  addPair: '組を追加',
  removePair: '組 {{number}} を削除',
  distractors: '追加の答え',
  distractorsHint: '選択肢に加える任意の誤答です。どの問題文とも組になりません。',
  distractor: '追加の答え {{number}}',
  addDistractor: '追加の答えを追加',
  removeDistractor: '追加の答え {{number}} を削除',
  rightPairs: '正しい組',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: '問題文を空にしないでください。',
  error_promptDuplicated: '問題文を重複させないでください。',
  error_answerEmpty: '答えを空にしないでください。',
  error_distractorEmpty: '追加の答えを空にしないでください。',
  error_distractorPaired: '追加の答えを問題文の答えと同じにしないでください。',
} as const;
