/** Turkish (tr): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: '{{name}} için resim ekle',
  replace: 'Resmi değiştir',
  replaceOf: '{{name}} resmini değiştir',
  remove: 'Resmi kaldır',
  removeOf: '{{name}} resmini kaldır',
  alt: 'Alternatif metin',
  altOf: '{{name}} resminin alternatif metni',
  altHint:
    'Resmin gösterdiği şey; onu göremeyen öğrencilere sesli okunur. Metni olmayan bir öğe bu adla anılır.',
  thumbnail: '{{name}} resmi',
} as const;
