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
  /** ADR 389: the chemical structure question. */
  structure: 'Struttura chimica',
  structureBoard: 'Tavola da disegno per la molecola giusta',
  structureText: 'Molecola giusta (SMILES o molfile)',
  structureTextHint: 'Disegnala sulla tavola, oppure digita o incolla qui il suo SMILES o il suo molfile.',
  structureStereo: 'La stereochimica conta',
  structureStereoHint: 'Enantiomeri e isomeri E/Z sono allora risposte diverse.',
  structureStereoOn: 'Sì',
  structureStereoOff: 'No',
  structureRight: 'Molecola giusta',
  structureMissing: 'Disegna la molecola giusta o incolla il suo SMILES o il suo molfile',
  structureUnreadable: 'Impossibile leggere la molecola: controlla il suo SMILES o il suo molfile',
  structureEmpty: 'La molecola non ha atomi: disegnala o digita il suo SMILES',
  structureTooLarge: 'La molecola è troppo grande: al massimo 100 atomi',
  structureLoading: 'Caricamento della tavola da disegno…',
  structureLoadFailed: 'Impossibile caricare la tavola da disegno: digita invece lo SMILES.',
} as const;
export const choice = {
  name: 'Scelta multipla',
} as const;
