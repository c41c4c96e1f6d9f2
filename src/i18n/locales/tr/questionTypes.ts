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
  /** ADR 389: the chemical structure question. */
  structure: 'Kimyasal yapı',
  structureBoard: 'Doğru molekül için çizim tahtası',
  structureText: 'Doğru molekül (SMILES veya molfile)',
  structureTextHint: 'Tahtaya çizin ya da SMILES veya molfile metnini buraya yazın veya yapıştırın.',
  structureStereo: 'Stereokimya sayılır',
  structureStereoHint: 'Enantiyomerler ve E/Z izomerleri o zaman farklı cevaplardır.',
  structureStereoOn: 'Evet',
  structureStereoOff: 'Hayır',
  structureRight: 'Doğru molekül',
  structureMissing: 'Doğru molekülü çizin ya da SMILES veya molfile metnini yapıştırın',
  structureUnreadable: 'Molekül okunamadı: SMILES veya molfile metnini kontrol edin',
  structureEmpty: 'Molekülde atom yok: çizin ya da SMILES yazın',
  structureTooLarge: 'Molekül çok büyük: en fazla 100 atom',
  structureLoading: 'Çizim tahtası yükleniyor…',
  structureLoadFailed: 'Çizim tahtası yüklenemedi: bunun yerine SMILES yazın.',
} as const;
export const choice = {
  name: 'Çoktan seçmeli',
} as const;
