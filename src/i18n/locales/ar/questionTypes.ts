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
  /** ADR 389: the chemical structure question. */
  structure: 'بنية كيميائية',
  structureBoard: 'لوحة رسم الجزيء الصحيح',
  structureText: 'الجزيء الصحيح (SMILES أو molfile)',
  structureTextHint: 'ارسمه على اللوحة، أو اكتب أو الصق صيغة SMILES أو ملف molfile الخاص به هنا.',
  structureStereo: 'الكيمياء الفراغية محتسبة',
  structureStereoHint: 'تصبح المتماكبات الضوئية ومتماكبات E/Z إجابات مختلفة.',
  structureStereoOn: 'نعم',
  structureStereoOff: 'لا',
  structureRight: 'الجزيء الصحيح',
  structureMissing: 'ارسم الجزيء الصحيح أو الصق صيغة SMILES أو ملف molfile الخاص به',
  structureUnreadable: 'تعذرت قراءة الجزيء: تحقق من صيغة SMILES أو ملف molfile',
  structureEmpty: 'الجزيء بلا ذرات: ارسمه أو اكتب صيغة SMILES الخاصة به',
  structureTooLarge: 'الجزيء كبير جدًا: 100 ذرة على الأكثر',
  structureLoading: 'جارٍ تحميل لوحة الرسم…',
  structureLoadFailed: 'تعذر تحميل لوحة الرسم: اكتب صيغة SMILES بدلًا من ذلك.',
} as const;
export const choice = {
  name: 'اختيار من متعدد',
} as const;
