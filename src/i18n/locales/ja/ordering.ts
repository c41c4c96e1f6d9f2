/** Japanese (ja): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: '並べ替え',
  items: '正しい順番の項目',
  hint: '学生には項目がシャッフルされて表示され、学生がこの順番に並べます。',
  item: '項目 {{number}}',
  addItem: '項目を追加',
  removeItem: '項目 {{number}} を削除',
  rightOrder: '正しい順番',
  error_itemEmpty: '項目を空にしないでください。',
  error_itemDuplicated: '項目を重複させないでください。',
  scoring: '採点方法',
  scoringPartial: '部分点: 正しい次の項目が続く項目ごとに点数の一部を得る',
  scoringAllOrNothing: '全か無か: 順番全体が正しいときだけ点数を得る',
} as const;
