/** Norwegian Bokmål (nb): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Essay',
  needsGrading: 'Må vurderes',
  needsGradingSoFar: '{{percentage}} % så langt · Må vurderes',
  handScored: 'En lærer vurderer hvert essay: forsøket viser «Må vurderes» til essayet har poeng.',
  minWords: 'Minste antall ord',
  minWordsHint: 'La stå tomt for ingen minstegrense. Et kortere svar lagres likevel og kan leveres.',
  maxWords: 'Høyeste antall ord',
  maxWordsHint: 'La stå tomt for ingen grense. Et lengre svar kan ikke lagres.',
  lines: 'Linjer i svarfeltet',
  template: 'Tekst svarfeltet starter med',
  graderInfo: 'Informasjon til vurderere',
  graderInfoHint: 'Hva et godt svar sier. Elevene ser det aldri.',
  noLimit: 'Ingen ordgrense',
  error_minAboveMax: 'Minimum bør ikke være over maksimum.',
} as const;
