/** Italian (it): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Abbinamento',
  pairs: 'Coppie',
  pairsHint:
    'Ogni voce con la sua risposta giusta. Gli studenti scelgono una risposta per ogni voce tra tutte le risposte, mostrate in ordine alfabetico.',
  prompt: 'Voce {{number}}',
  answer: 'Risposta alla voce {{number}}',
  addPair: 'Aggiungi coppia',
  removePair: 'Rimuovi la coppia {{number}}',
  distractors: 'Risposte aggiuntive',
  distractorsHint: 'Risposte sbagliate facoltative mostrate tra le scelte; nessuna voce è abbinata a loro.',
  distractor: 'Risposta aggiuntiva {{number}}',
  addDistractor: 'Aggiungi risposta aggiuntiva',
  removeDistractor: 'Rimuovi la risposta aggiuntiva {{number}}',
  rightPairs: 'Coppie giuste',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Le voci non devono essere vuote.',
  error_promptDuplicated: 'Le voci non devono essere duplicate.',
  error_answerEmpty: 'Le risposte non devono essere vuote.',
  error_distractorEmpty: 'Le risposte aggiuntive non devono essere vuote.',
  error_distractorPaired: 'Una risposta aggiuntiva non deve essere la risposta di una voce.',
} as const;
