/** Japanese (ja): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: '新しい問題の種類',
  points: '配点',
  generalFeedback: '全体のフィードバック',
  pointsAndFeedback: '配点とフィードバック',
  pointsEarned: '{{max}} 点中 {{earned}} 点',
  textBlock: 'テキストブロック',
  addText: 'テキストを追加',
  textBlockText: '生徒に表示するテキスト',
  textBlockHint: '生徒は問題の間でこのテキストを読みます。何も問わず、配点はありません。',
  equationError: '数式のエラー',
  equationPreview: 'プレビュー',
  /** ADR 389: the chemical structure question. */
  structure: '化学構造',
  structureBoard: '正しい分子の描画ボード',
  structureText: '正しい分子（SMILES または molfile）',
  structureTextHint: 'ボードに描くか、ここに SMILES または molfile を入力または貼り付けてください。',
  structureStereo: '立体化学を区別する',
  structureStereoHint: '鏡像異性体や E/Z 異性体は別の答えになります。',
  structureStereoOn: 'はい',
  structureStereoOff: 'いいえ',
  structureRight: '正しい分子',
  structureMissing: '正しい分子を描くか、SMILES または molfile を貼り付けてください',
  structureUnreadable: '分子を読み取れませんでした。SMILES または molfile を確認してください',
  structureEmpty: '分子に原子がありません。描くか SMILES を入力してください',
  structureTooLarge: '分子が大きすぎます。原子は 100 個までです',
  structureLoading: '描画ボードを読み込んでいます…',
  structureLoadFailed: '描画ボードを読み込めませんでした。代わりに SMILES を入力してください。',
} as const;
export const choice = {
  name: '多肢選択',
} as const;
