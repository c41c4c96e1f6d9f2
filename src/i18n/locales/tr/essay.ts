/** Turkish (tr): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Kompozisyon',
  needsGrading: 'Değerlendirilmeyi bekliyor',
  needsGradingSoFar: 'Şimdilik %{{percentage}} · Değerlendirilmeyi bekliyor',
  handScored:
    'Her kompozisyonu bir öğretmen puanlar: kompozisyon puan alana kadar denemede “Değerlendirilmeyi bekliyor” görünür.',
  minWords: 'En az kelime',
  minWordsHint:
    'En az sınır olmaması için boş bırakın. Daha kısa bir cevap yine de kaydedilir ve gönderilebilir.',
  maxWords: 'En fazla kelime',
  maxWordsHint: 'Sınır olmaması için boş bırakın. Daha uzun bir cevap kaydedilemez.',
  lines: 'Cevap kutusunun satır sayısı',
  template: 'Cevap kutusunun başlangıç metni',
  graderInfo: 'Puanlayanlar için bilgi',
  graderInfoHint: 'İyi bir cevabın ne söylediği. Öğrenciler bunu asla görmez.',
  noLimit: 'Kelime sınırı yok',
  error_minAboveMax: 'En az kelime sayısı en fazla kelime sayısının üstünde olmamalıdır.',
} as const;
