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
} as const;
export const choice = {
  name: '多肢選択',
} as const;
