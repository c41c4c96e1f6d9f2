/** Turkish (tr): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Dosya yükleme',
  handScored:
    'Öğrenciler bir dosya göndererek yanıt verir (bir rapor, çözümlerinin fotoğrafı); öğretmen puanlar: yanıt puan alana dek deneme “Değerlendirilmeyi bekliyor” olarak görünür.',
  kinds: 'Kabul edilen dosya türleri',
  kindsHint:
    '.pdf gibi uzantılar ya da image/* gibi türler, virgülle ayrılmış. Her dosyayı kabul etmek için boş bırakın.',
  anyKind: 'Her dosya türü',
  maxSize: 'En büyük dosya (MB)',
  maxSizeHint: 'En fazla {{max}} MB. {{max}} MB için boş bırakın.',
  maxFiles: 'Yanıt başına dosya',
  instructions: 'Öğrencilere yönergeler',
  instructionsHint: 'Dosya seçicinin yanında gösterilir: ne ve nasıl gönderilecek.',
  limits: 'Sınırlar',
  oneFile: 'Bir dosya, en fazla {{size}}',
  manyFiles: 'En fazla {{max}} dosya, her biri en fazla {{size}}',
  error_badKind: 'Her dosya türünü bir uzantı (.pdf) ya da bir tür (image/*) olarak yazın.',
  error_tooManyKinds: 'Bir soru en fazla 20 dosya türü kabul eder.',
  error_noImage: 'Çizim sorusunun bir resmi olmalı: yukarıdan bir resim ekleyin.',
  drawing: 'Öğrenci resmin üzerine çizer',
  drawingHint:
    'Öğrenciler sorunun resminin üzerine birkaç renk ve kalem kalınlığıyla çizer; çizim tek bir PNG dosyası olarak gönderilir ya da bunun yerine bir resim gönderirler. Sorunun resmi gerekir.',
  drawingKey: 'Öğrenci sorunun resminin üzerine çizer; çizim PNG dosyası olarak gönderilir.',
  download: '{{name}} dosyasını indir ({{size}})',
  downloadFailed: 'Dosya indirilemedi. Yeniden deneyin.',
} as const;
