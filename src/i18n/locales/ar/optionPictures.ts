/** Arabic (ar): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'إضافة صورة إلى {{name}}',
  replace: 'استبدال الصورة',
  replaceOf: 'استبدال صورة {{name}}',
  remove: 'إزالة الصورة',
  removeOf: 'إزالة صورة {{name}}',
  alt: 'النص البديل',
  altOf: 'النص البديل لصورة {{name}}',
  altHint: 'ما تُظهره الصورة، يُقرأ بصوت عالٍ للطلاب الذين لا يستطيعون رؤيتها؛ والعنصر الذي لا نص له يُعرف به.',
  thumbnail: 'صورة {{name}}',
} as const;
