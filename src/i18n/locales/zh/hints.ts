/** Chinese (Simplified) (zh): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: '提示',
  intro: '作答时，学生可以依次请求每条提示。提示可能会扣除本题的部分分数。',
  add: '添加提示',
  hintLabel: '提示 {{number}}',
  solutionLabel: '解答',
  text: '{{name}}的内容',
  penalty: '扣分（分数的 %）',
  penaltyHint: '学生显示此提示后，从答案得分中扣除；不扣分填 0。',
  isSolution: '这是完整解答（学生的按钮显示为“显示解答”）',
  moveUp: '上移{{name}}',
  moveDown: '下移{{name}}',
  remove: '删除{{name}}',
  used: '已用提示：{{count}}',
} as const;
