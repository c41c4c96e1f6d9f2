/** Turkish (tr): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Öğrenciler ne görür',
  score: 'Puan',
  scoreAtOnce: 'Hemen',
  scoreAfterDeadline: 'Son tarihten sonra',
  scoreOnRelease: 'Ben yayımladığımda',
  answers: 'Doğru cevaplar ve geri bildirim',
  answersNever: 'Asla',
  answersAfterSubmit: 'Teslimden sonra',
  answersAfterDeadline: 'Son tarihten sonra',
  hint: 'Öğrenciler bunu teslimden sonra kişisel bağlantılarında görür; yorumlarınız puanla birlikte görünür. Son tarih yoksa “Son tarihten sonra”, bir tarih belirlenip geçene kadar bekler.',
  revealsScore:
    'Bu seçimlerle her öğrenci puan gösterilmeden önce kendi cevaplarının yanında doğru cevapları görür ve puanı anlar. Doğru cevapları puandan önce göstermeyin.',
  save: 'Ayarı kaydet',
  saved: 'Ayar kaydedildi',
  notReleased: 'Puanlar henüz yayımlanmadı.',
  released: 'Puanlar {{when}} tarihinde yayımlandı.',
  release: 'Puanları yayımla',
  withdraw: 'Yayımı geri al',
  loadFailed: 'Ayar yüklenemedi.',
  retry: 'Tekrar dene',
} as const;
