/** Japanese (ja): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'ヒント',
  intro: '解答中に生徒はヒントを順に表示できます。ヒントには問題の配点の一部がかかることがあります。',
  add: 'ヒントを追加',
  hintLabel: 'ヒント {{number}}',
  solutionLabel: '解答',
  text: '{{name}}の本文',
  penalty: '減点（配点の %）',
  penaltyHint: '生徒がこのヒントを表示すると解答の得点から差し引かれます。減点なしは 0。',
  isSolution: 'これは解き方を示した解答です（生徒のボタンは「解答を表示」）',
  moveUp: '{{name}}を上へ移動',
  moveDown: '{{name}}を下へ移動',
  remove: '{{name}}を削除',
  used: '使用したヒント: {{count}}',
} as const;
