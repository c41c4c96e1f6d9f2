/** Chinese (zh): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: '新问题的类型',
  points: '分值',
  generalFeedback: '总体反馈',
  pointsAndFeedback: '分值和反馈',
  pointsEarned: '{{earned}} / {{max}}',
  textBlock: '文本块',
  addText: '添加文本',
  textBlockText: '向学生显示的文本',
  textBlockHint: '学生在题目之间阅读这段文本。它不提问，也没有分数。',
  equationError: '公式错误',
  equationPreview: '预览',
} as const;
export const choice = {
  name: '选择题',
} as const;
