/** Chinese (zh): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: '排序题',
  items: '按正确顺序排列的项目',
  hint: '学生看到打乱的项目，并按此顺序排列。',
  item: '项目 {{number}}',
  addItem: '添加项目',
  removeItem: '删除项目 {{number}}',
  rightOrder: '正确顺序',
  error_itemEmpty: '项目不应为空。',
  error_itemDuplicated: '项目不应重复。',
  scoring: '评分方式',
  scoringPartial: '部分得分：每个后面紧跟正确下一项的项目得到一部分分数',
  scoringAllOrNothing: '全对才得分：只有整个顺序都正确才得分',
} as const;
