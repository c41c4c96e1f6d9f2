/** Chinese (zh): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: '简答题',
  answers: '可接受的答案',
  answer: '可接受的答案 {{number}}',
  feedback: '可接受的答案 {{number}} 的反馈',
  fraction: '可接受的答案 {{number}} 的得分比例',
  addAnswer: '添加可接受的答案',
  removeAnswer: '删除可接受的答案 {{number}}',
  caseSensitive: '区分大小写',
  hint: '词前、词后和词间的空格会被忽略；星号 (*) 匹配任意文本。',
  wrongAnswers: '第 {{number}} 题最常见的错误答案',
  colAnswer: '答案',
  colCount: '学生数',
} as const;
