/** Swedish (sv): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Essä',
  needsGrading: 'Behöver bedömas',
  needsGradingSoFar: '{{percentage}} % hittills · Behöver bedömas',
  handScored: 'En lärare bedömer varje essä: försöket visar ”Behöver bedömas” tills essän har poäng.',
  minWords: 'Minsta antal ord',
  minWordsHint: 'Lämna tomt för inget minimum. Ett kortare svar sparas ändå och kan lämnas in.',
  maxWords: 'Högsta antal ord',
  maxWordsHint: 'Lämna tomt för ingen gräns. Ett längre svar kan inte sparas.',
  lines: 'Rader i svarsrutan',
  template: 'Text som svarsrutan börjar med',
  graderInfo: 'Information till bedömare',
  graderInfoHint: 'Vad ett bra svar säger. Eleverna ser det aldrig.',
  noLimit: 'Ingen ordgräns',
  error_minAboveMax: 'Minimum bör inte vara över maximum.',
} as const;
