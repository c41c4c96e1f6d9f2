/** Turkish (tr): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'İpuçları',
  intro:
    'Öğrenci yanıtlarken ipuçlarını sırayla isteyebilir. Bir ipucu, sorunun puanının bir kısmına mal olabilir.',
  add: 'İpucu ekle',
  hintLabel: 'İpucu {{number}}',
  solutionLabel: 'Çözüm',
  text: '{{name}} metni',
  penalty: 'Ceza (puanın %’si)',
  penaltyHint: 'Öğrenci bu ipucunu gösterdiğinde yanıtın puanından düşülür; ceza yoksa 0.',
  isSolution: 'Bu, adım adım çözümdür (öğrencinin düğmesinde “Çözümü göster” yazar)',
  moveUp: '{{name}} yukarı taşı',
  moveDown: '{{name}} aşağı taşı',
  remove: '{{name}} kaldır',
  used: 'Kullanılan ipuçları: {{count}}',
} as const;
