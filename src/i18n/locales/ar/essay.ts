/** Arabic (ar): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'مقالي',
  needsGrading: 'بانتظار التصحيح',
  needsGradingSoFar: '{{percentage}} % حتى الآن · بانتظار التصحيح',
  handScored: 'يصحح المعلم كل مقال: تعرض المحاولة «بانتظار التصحيح» حتى يحصل المقال على نقاط.',
  minWords: 'الحد الأدنى للكلمات',
  minWordsHint: 'اتركه فارغًا لعدم وضع حد أدنى. تُحفظ الإجابة الأقصر ويمكن تسليمها.',
  maxWords: 'الحد الأقصى للكلمات',
  maxWordsHint: 'اتركه فارغًا لعدم وضع حد. لا يمكن حفظ إجابة أطول.',
  lines: 'أسطر مربع الإجابة',
  template: 'النص الذي يبدأ به مربع الإجابة',
  graderInfo: 'معلومات للمصححين',
  graderInfoHint: 'ما تقوله الإجابة الجيدة. لا يراها الطلاب أبدًا.',
  noLimit: 'لا يوجد حد للكلمات',
  error_minAboveMax: 'يجب ألا يزيد الحد الأدنى على الحد الأقصى.',
} as const;
