/** Hebrew (he): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'הוספת תמונה ל{{name}}',
  replace: 'החלפת תמונה',
  replaceOf: 'החלפת התמונה של {{name}}',
  remove: 'הסרת תמונה',
  removeOf: 'הסרת התמונה של {{name}}',
  alt: 'טקסט חלופי',
  altOf: 'טקסט חלופי לתמונה של {{name}}',
  altHint: 'מה שהתמונה מראה, מוקרא לתלמידים שאינם יכולים לראות אותה; פריט בלי טקסט נקרא בשמו.',
  thumbnail: 'תמונה של {{name}}',
} as const;
