/** Arabic (ar): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'التلميحات',
  intro: 'يمكن للطالب أثناء الإجابة طلب التلميحات واحدًا تلو الآخر. قد يُكلّف التلميح جزءًا من درجات السؤال.',
  add: 'إضافة تلميح',
  hintLabel: 'التلميح {{number}}',
  solutionLabel: 'الحل',
  text: 'نص {{name}}',
  penalty: 'الخصم (% من الدرجات)',
  penaltyHint: 'يُخصم من درجات الإجابة عندما يعرض الطالب هذا التلميح؛ 0 لعدم الخصم.',
  isSolution: 'هذا هو الحل المفصّل (يظهر زر الطالب باسم «عرض الحل»)',
  moveUp: 'نقل {{name}} لأعلى',
  moveDown: 'نقل {{name}} لأسفل',
  remove: 'إزالة {{name}}',
  used: 'التلميحات المستخدمة: {{count}}',
} as const;
