/** Chinese (zh): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: '新问题的类型',
  points: '分值',
  generalFeedback: '总体反馈',
  pointsAndFeedback: '分值和反馈',
  pointsEarned: '{{earned}} / {{max}}',
} as const;
export const choice = {
  name: '选择题',
} as const;
