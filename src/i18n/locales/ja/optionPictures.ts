/** Japanese (ja): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: '{{name}} に画像を追加',
  replace: '画像を置き換え',
  replaceOf: '{{name}} の画像を置き換え',
  remove: '画像を削除',
  removeOf: '{{name}} の画像を削除',
  alt: '代替テキスト',
  altOf: '{{name}} の画像の代替テキスト',
  altHint:
    '画像に写っている内容。画像を見られない生徒に読み上げられます。テキストのない項目はこの名前で呼ばれます。',
  thumbnail: '{{name}} の画像',
} as const;
