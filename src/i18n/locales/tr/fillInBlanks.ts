/** Turkish (tr): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Boşluk doldurma',
  text: 'Boşluklu metin',
  textHint:
    'İmleci boşluğun geleceği yere koyun ya da boşluğun yerini alacağı sözcükleri seçin, sonra "Boşluk ekle"ye basın. Her boşluk metinde [[1]], [[2]]… olarak görünür.',
  addGap: 'Boşluk ekle',
  gap: 'Boşluk {{number}}',
  removeGap: 'Boşluk {{number}} kaldır',
  kind: 'Boşluk {{number}} türü',
  kind_typed: 'Yazılan cevap',
  kind_dropdown: 'Açılır liste',
  answer: 'Boşluk {{number}} için kabul edilen cevap {{entry}}',
  addAnswer: 'Boşluk {{number}} için kabul edilen cevap ekle',
  removeAnswer: 'Boşluk {{number}} kabul edilen cevap {{entry}} kaldır',
  caseSensitive: 'Büyük/küçük harfe duyarlı (boşluk {{number}})',
  option: 'Boşluk {{number}} için seçenek {{entry}}',
  rightOptionIs: 'Boşluk {{number}} seçenek {{entry}} doğru',
  addOption: 'Boşluk {{number}} için seçenek ekle',
  removeOption: 'Boşluk {{number}} seçenek {{entry}} kaldır',
  answersHint:
    'Yıldız (*) her metinle eşleşir; sözcüklerin önündeki, arkasındaki ve aralarındaki boşluklar yok sayılır.',
  rightAnswers: 'Doğru cevaplar',
  rightAnswer: 'Boşluk {{number}}: {{answer}}',
  error_noGap: 'Metne en az bir boşluk ekleyin.',
  error_gapNotOnce:
    'Her boşluk metinde tam bir kez yer almalı: eksik ya da yinelenen işaretleri geri koyun veya boşluğu kaldırın.',
  error_unknownMarker: 'Metinde var olmayan bir boşluk için [[9]] gibi bir işaret var.',
  error_optionEmpty: 'Seçenekler boş olmamalı.',
  error_optionDuplicated: 'Seçenekler yinelenmemeli.',
  error_fewOptions: 'Açılır listede en az iki seçenek olmalı.',
  error_answerEmpty: 'Kabul edilen cevaplar boş olmamalı.',
  error_answerDuplicated: 'Kabul edilen cevaplar yinelenmemeli.',
} as const;
