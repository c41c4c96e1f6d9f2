/** Italian (it): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Tipo della nuova domanda',
  points: 'Punti',
  generalFeedback: 'Feedback generale',
  pointsAndFeedback: 'Punti e feedback',
  pointsEarned: '{{earned}} su {{max}}',
  textBlock: 'Blocco di testo',
  addText: 'Aggiungi testo',
  textBlockText: 'Testo mostrato agli studenti',
  textBlockHint: 'Gli studenti leggono questo testo tra le domande. Non chiede nulla e non vale punti.',
  equationError: 'Errore nell’equazione',
  equationPreview: 'Anteprima',
} as const;
export const choice = {
  name: 'Scelta multipla',
} as const;
