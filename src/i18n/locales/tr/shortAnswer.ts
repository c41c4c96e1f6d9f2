/** Turkish (tr): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Kısa cevap',
  answers: 'Kabul edilen cevaplar',
  answer: 'Kabul edilen cevap {{number}}',
  feedback: 'Kabul edilen cevap {{number}} için geri bildirim',
  fraction: 'Kabul edilen cevap {{number}} için puan payı',
  addAnswer: 'Kabul edilen cevap ekle',
  removeAnswer: 'Kabul edilen cevap {{number}} kaldır',
  caseSensitive: 'Büyük/küçük harfe duyarlı',
  hint: 'Sözcüklerin önündeki, arkasındaki ve aralarındaki boşluklar yok sayılır; yıldız (*) her metinle eşleşir.',
  wrongAnswers: 'Soru {{number}} için en sık verilen yanlış cevaplar',
  colAnswer: 'Cevap',
  colCount: 'Öğrenci',
} as const;
