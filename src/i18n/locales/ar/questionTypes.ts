/** Arabic (ar): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'نوع السؤال الجديد',
  points: 'النقاط',
  generalFeedback: 'ملاحظات عامة',
  pointsAndFeedback: 'النقاط والملاحظات',
  pointsEarned: '{{earned}} من {{max}}',
} as const;
export const choice = {
  name: 'اختيار من متعدد',
} as const;
