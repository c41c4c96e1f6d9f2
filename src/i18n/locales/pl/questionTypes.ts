/** Polish (pl): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Rodzaj nowego pytania',
  points: 'Punkty',
  generalFeedback: 'Informacja zwrotna ogólna',
  pointsAndFeedback: 'Punkty i informacja zwrotna',
  pointsEarned: '{{earned}} z {{max}}',
  textBlock: 'Blok tekstu',
  addText: 'Dodaj tekst',
  textBlockText: 'Tekst widoczny dla uczniów',
  textBlockHint: 'Uczniowie czytają ten tekst między pytaniami. Nie zadaje pytania i nie ma punktów.',
  equationError: 'Błąd w równaniu',
  equationPreview: 'Podgląd',
} as const;
export const choice = {
  name: 'Wielokrotny wybór',
} as const;
