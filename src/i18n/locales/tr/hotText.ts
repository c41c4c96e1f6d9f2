/** Turkish (tr): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Metinde seçim',
  passage: 'Metin',
  passageHint:
    'Öğrencinin seçebileceği her sözcüğü veya ifadeyi köşeli ayraç içine alın, örneğin [sözcük]. Ya da metinde sözcükleri seçip Seçilebilir yap düğmesine basın.',
  markSelection: 'Seçilebilir yap',
  spans: 'Seçilebilir sözcükler: doğru olanları işaretleyin',
  right: 'Doğru: {{text}}',
  feedback: '“{{text}}” seçildiğinde geri bildirim',
  minChoices: 'Seçilecek en az sözcük (0: alt sınır yok)',
  maxChoices: 'Seçilecek en çok sözcük (0: sınır yok)',
  spanPoints: '{{points}} puan',
  rightWords: 'Doğru sözcükler',
  scoring: 'Puanlama',
  scoringPartial:
    'Kısmi puan: seçilen her doğru sözcük puanın kendi payını kazandırır, her yanlış sözcük bir pay düşürür',
  scoringAllOrNothing: 'Ya hep ya hiç: puan yalnızca tam olarak doğru sözcükler için',
  error_noSpan: 'Metinden en az bir sözcüğü [ ile ] arasında seçilebilir olarak işaretleyin.',
  error_noRight: 'En az bir seçilebilir sözcüğü doğru olarak işaretleyin.',
  error_brackets: 'Her [ kendi ] işaretini ister ve boş olmayan sözcükleri çevrelemelidir.',
  error_choices: 'En az sayı, en çok sayıdan ya da seçilebilir sözcük sayısından büyük olamaz.',
} as const;
