/** Arabic (ar): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'إجابة قصيرة',
  answers: 'الإجابات المقبولة',
  answer: 'الإجابة المقبولة {{number}}',
  feedback: 'ملاحظات للإجابة المقبولة {{number}}',
  fraction: 'نصيب الإجابة المقبولة {{number}} من النقاط',
  addAnswer: 'إضافة إجابة مقبولة',
  removeAnswer: 'إزالة الإجابة المقبولة {{number}}',
  caseSensitive: 'مراعاة حالة الأحرف',
  hint: 'تُتجاهل المسافات قبل الكلمات وبعدها وبينها؛ وتطابق النجمة (*) أي نص.',
  wrongAnswers: 'أكثر الإجابات الخاطئة شيوعًا للسؤال {{number}}',
  colAnswer: 'الإجابة',
  colCount: 'الطلاب',
} as const;
