/** Italian (it): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Saggio',
  needsGrading: 'Da valutare',
  needsGradingSoFar: '{{percentage}} % finora · Da valutare',
  handScored:
    'Ogni saggio è valutato da un docente: il suo tentativo mostra «Da valutare» finché il saggio non ha punti.',
  minWords: 'Numero minimo di parole',
  minWordsHint:
    'Lascia vuoto per nessun minimo. Una risposta più corta viene comunque salvata e può essere consegnata.',
  maxWords: 'Numero massimo di parole',
  maxWordsHint: 'Lascia vuoto per nessun limite. Una risposta più lunga non può essere salvata.',
  lines: 'Righe della casella di risposta',
  template: 'Testo iniziale della casella di risposta',
  graderInfo: 'Informazioni per chi valuta',
  graderInfoHint: 'Che cosa dice una buona risposta. Gli studenti non la vedono mai.',
  noLimit: 'Nessun limite di parole',
  error_minAboveMax: 'Il minimo non deve superare il massimo.',
} as const;
