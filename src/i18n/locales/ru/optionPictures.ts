/** Russian (ru): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Добавить изображение: {{name}}',
  replace: 'Заменить изображение',
  replaceOf: 'Заменить изображение: {{name}}',
  remove: 'Удалить изображение',
  removeOf: 'Удалить изображение: {{name}}',
  alt: 'Альтернативный текст',
  altOf: 'Альтернативный текст изображения: {{name}}',
  altHint:
    'Что показано на изображении; зачитывается ученикам, которые не могут его увидеть. Вариант без текста называется так.',
  thumbnail: 'Изображение: {{name}}',
} as const;
