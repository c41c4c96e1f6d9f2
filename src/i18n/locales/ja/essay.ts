/** Japanese (ja): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: '記述式',
  needsGrading: '採点待ち',
  needsGradingSoFar: '現時点で {{percentage}} % · 採点待ち',
  handScored: '記述式の解答は教員が採点します。点数が付くまで、その受験には「採点待ち」と表示されます。',
  minWords: '語数の下限',
  minWordsHint: '下限なしにするには空欄のままにします。これより短い解答も保存され、提出できます。',
  maxWords: '語数の上限',
  maxWordsHint: '上限なしにするには空欄のままにします。これより長い解答は保存できません。',
  lines: '解答欄の行数',
  template: '解答欄の初期テキスト',
  graderInfo: '採点者向けの情報',
  graderInfoHint: '良い解答に書かれている内容です。学生には表示されません。',
  noLimit: '語数の上限なし',
  error_minAboveMax: '下限は上限を超えないようにしてください。',
} as const;
