/** Arabic (ar): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'نوع السؤال الجديد',
  points: 'النقاط',
  generalFeedback: 'ملاحظات عامة',
  pointsAndFeedback: 'النقاط والملاحظات',
  pointsEarned: '{{earned}} من {{max}}',
  textBlock: 'كتلة نصية',
  addText: 'إضافة نص',
  textBlockText: 'النص المعروض على الطلاب',
  textBlockHint: 'يقرأ الطلاب هذا النص بين الأسئلة. لا يطرح سؤالًا وليست له نقاط.',
  equationError: 'خطأ في المعادلة',
  equationPreview: 'معاينة',
} as const;
export const choice = {
  name: 'اختيار من متعدد',
} as const;
