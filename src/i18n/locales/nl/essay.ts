/** Dutch (nl): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Open vraag',
  needsGrading: 'Moet beoordeeld worden',
  needsGradingSoFar: '{{percentage}} % tot nu toe · Moet beoordeeld worden',
  handScored:
    'Een docent beoordeelt elk antwoord op een open vraag: de poging toont ‘Moet beoordeeld worden’ tot het antwoord punten heeft.',
  minWords: 'Minimumaantal woorden',
  minWordsHint:
    'Laat leeg voor geen minimum. Een korter antwoord wordt toch opgeslagen en kan worden ingeleverd.',
  maxWords: 'Maximumaantal woorden',
  maxWordsHint: 'Laat leeg voor geen limiet. Een langer antwoord kan niet worden opgeslagen.',
  lines: 'Regels van het antwoordvak',
  template: 'Tekst waarmee het antwoordvak begint',
  graderInfo: 'Informatie voor beoordelaars',
  graderInfoHint: 'Wat een goed antwoord zegt. Studenten zien dit nooit.',
  noLimit: 'Geen woordlimiet',
  error_minAboveMax: 'Het minimum mag niet boven het maximum liggen.',
} as const;
