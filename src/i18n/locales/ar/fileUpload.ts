/** Arabic (ar): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'رفع ملف',
  handScored:
    'يجيب الطلاب بإرسال ملف (تقرير، أو صورة لخطوات الحل)؛ ويقيّمه معلم: تعرض المحاولة «بانتظار التصحيح» حتى تحصل الإجابة على درجات.',
  kinds: 'أنواع الملفات المقبولة',
  kindsHint: 'امتدادات مثل ‎.pdf أو أنواع مثل image/*، مفصولة بفواصل. اتركه فارغًا لقبول أي ملف.',
  anyKind: 'أي نوع من الملفات',
  maxSize: 'أكبر ملف (ميغابايت)',
  maxSizeHint: '{{max}} ميغابايت على الأكثر. اتركه فارغًا ليكون {{max}} ميغابايت.',
  maxFiles: 'عدد الملفات لكل إجابة',
  instructions: 'تعليمات للطلاب',
  instructionsHint: 'تظهر بجانب منتقي الملفات: ماذا يُرسل وكيف.',
  limits: 'الحدود',
  oneFile: 'ملف واحد، حتى {{size}}',
  manyFiles: 'الحد الأقصى لعدد الملفات: {{max}}، كل منها حتى {{size}}',
  error_badKind: 'اكتب كل نوع ملف كامتداد مثل ‎.pdf أو كنوع مثل image/*.',
  error_tooManyKinds: 'يقبل السؤال 20 نوعًا من الملفات على الأكثر.',
  error_noImage: 'سؤال الرسم يحتاج إلى صورة: أضف صورة في الأعلى.',
  drawing: 'يرسم الطالب على الصورة',
  drawingHint:
    'يرسم الطلاب على صورة السؤال ببضعة ألوان وأعراض للقلم؛ يُرسل الرسم ملفًا واحدًا بصيغة PNG، أو يرسلون صورة بدلًا منه. يحتاج إلى صورة السؤال.',
  drawingKey: 'يرسم الطالب على صورة السؤال؛ ويُرسل الرسم ملفًا بصيغة PNG.',
  download: 'تنزيل {{name}} ‏({{size}})',
  downloadFailed: 'تعذّر تنزيل الملف. حاول مرة أخرى.',
} as const;
