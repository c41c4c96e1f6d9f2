/** Arabic (ar): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'ما يراه الطلاب',
  score: 'الدرجة',
  scoreAtOnce: 'فورًا',
  scoreAfterDeadline: 'بعد الموعد النهائي',
  scoreOnRelease: 'عندما أنشرها',
  answers: 'الإجابات الصحيحة والملاحظات',
  answersNever: 'أبدًا',
  answersAfterSubmit: 'بعد التسليم',
  answersAfterDeadline: 'بعد الموعد النهائي',
  hint: 'يرى الطلاب هذا في رابطهم الشخصي بعد التسليم؛ وتظهر تعليقاتك مع الدرجة. بدون موعد نهائي، ينتظر خيار «بعد الموعد النهائي» حتى يُحدَّد موعد ويمضي.',
  revealsScore:
    'بهذه الاختيارات يرى كل طالب الإجابات الصحيحة بجانب إجاباته قبل أن تظهر الدرجة، فتكشف الدرجة. اعرض الإجابات الصحيحة في وقت لا يسبق الدرجة.',
  save: 'حفظ الإعداد',
  saved: 'تم حفظ الإعداد',
  notReleased: 'لم تُنشر الدرجات بعد.',
  released: 'نُشرت الدرجات في {{when}}.',
  release: 'نشر الدرجات',
  withdraw: 'سحب النشر',
  loadFailed: 'تعذّر تحميل الإعداد.',
  retry: 'حاول مرة أخرى',
} as const;
