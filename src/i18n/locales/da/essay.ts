/** Danish (da): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Essay',
  needsGrading: 'Afventer bedømmelse',
  needsGradingSoFar: '{{percentage}} % indtil videre · Afventer bedømmelse',
  handScored:
    'En lærer bedømmer hvert essay: forsøget viser “Afventer bedømmelse”, indtil essayet har point.',
  minWords: 'Mindste antal ord',
  minWordsHint: 'Lad feltet stå tomt for intet minimum. Et kortere svar gemmes stadig og kan afleveres.',
  maxWords: 'Højeste antal ord',
  maxWordsHint: 'Lad feltet stå tomt for ingen grænse. Et længere svar kan ikke gemmes.',
  lines: 'Linjer i svarfeltet',
  template: 'Tekst, som svarfeltet starter med',
  graderInfo: 'Information til bedømmere',
  graderInfoHint: 'Hvad et godt svar indeholder. Eleverne ser det aldrig.',
  noLimit: 'Ingen ordgrænse',
  error_minAboveMax: 'Minimum må ikke være over maksimum.',
} as const;
