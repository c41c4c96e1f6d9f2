/** Turkish (tr): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Yeni sorunun türü',
  points: 'Puan',
  generalFeedback: 'Genel geri bildirim',
  pointsAndFeedback: 'Puan ve geri bildirim',
  pointsEarned: '{{earned}} / {{max}}',
  textBlock: 'Metin bloğu',
  addText: 'Metin ekle',
  textBlockText: 'Öğrencilere gösterilen metin',
  textBlockHint: 'Öğrenciler bu metni sorular arasında okur. Bir şey sormaz ve puanı yoktur.',
  equationError: 'Denklem hatası',
  equationPreview: 'Önizleme',
} as const;
export const choice = {
  name: 'Çoktan seçmeli',
} as const;
