/** Italian (it): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Cosa vedono gli studenti',
  score: 'Punteggio',
  scoreAtOnce: 'Subito',
  scoreAfterDeadline: 'Dopo la scadenza',
  scoreOnRelease: 'Quando lo pubblico',
  answers: 'Risposte corrette e feedback',
  answersNever: 'Mai',
  answersAfterSubmit: 'Dopo la consegna',
  answersAfterDeadline: 'Dopo la scadenza',
  hint: 'Gli studenti lo vedono sul proprio link personale dopo la consegna; i tuoi commenti compaiono con il punteggio. Senza scadenza, «Dopo la scadenza» attende che ne venga fissata una e sia passata.',
  revealsScore:
    'Con queste scelte ogni studente vede le risposte corrette accanto alle proprie prima che il punteggio sia mostrato: così il punteggio si indovina. Mostra le risposte corrette non prima del punteggio.',
  save: 'Salva impostazione',
  saved: 'Impostazione salvata',
  notReleased: 'I punteggi non sono ancora pubblicati.',
  released: 'Punteggi pubblicati il {{when}}.',
  release: 'Pubblica i punteggi',
  withdraw: 'Ritira la pubblicazione',
  loadFailed: 'Impossibile caricare l’impostazione.',
  retry: 'Riprova',
} as const;
