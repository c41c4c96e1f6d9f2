/** Arabic (ar): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'صواب / خطأ',
  rightAnswer: 'الإجابة الصحيحة',
  feedbackTrue: 'ملاحظات عند اختيار صواب',
  feedbackFalse: 'ملاحظات عند اختيار خطأ',
  true: 'صواب',
  false: 'خطأ',
} as const;
