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
  /** ADR 389: the chemical structure question. */
  structure: 'Struktura chemiczna',
  structureBoard: 'Tablica do rysowania właściwej cząsteczki',
  structureText: 'Właściwa cząsteczka (SMILES lub molfile)',
  structureTextHint: 'Narysuj ją na tablicy albo wpisz lub wklej tutaj jej SMILES lub molfile.',
  structureStereo: 'Stereochemia ma znaczenie',
  structureStereoHint: 'Enancjomery i izomery E/Z są wtedy różnymi odpowiedziami.',
  structureStereoOn: 'Tak',
  structureStereoOff: 'Nie',
  structureRight: 'Właściwa cząsteczka',
  structureMissing: 'Narysuj właściwą cząsteczkę albo wklej jej SMILES lub molfile',
  structureUnreadable: 'Nie udało się odczytać cząsteczki: sprawdź jej SMILES lub molfile',
  structureEmpty: 'Cząsteczka nie ma atomów: narysuj ją albo wpisz jej SMILES',
  structureTooLarge: 'Cząsteczka jest za duża: najwyżej 100 atomów',
  structureLoading: 'Wczytywanie tablicy do rysowania…',
  structureLoadFailed: 'Nie udało się wczytać tablicy do rysowania: wpisz zamiast tego SMILES.',
} as const;
export const choice = {
  name: 'Wielokrotny wybór',
} as const;
