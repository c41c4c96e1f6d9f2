/** Chinese (zh): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: '为 {{name}} 添加图片',
  replace: '替换图片',
  replaceOf: '替换 {{name}} 的图片',
  remove: '移除图片',
  removeOf: '移除 {{name}} 的图片',
  alt: '替代文字',
  altOf: '{{name}} 图片的替代文字',
  altHint: '图片所显示的内容，会朗读给看不到图片的学生；没有文字的条目以此为名。',
  thumbnail: '{{name}} 的图片',
} as const;
