/** Italian (it): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Completa gli spazi',
  text: 'Testo con spazi vuoti',
  textHint:
    'Metti il cursore dove va uno spazio vuoto, oppure seleziona le parole che sostituisce, poi premi «Aggiungi spazio». Ogni spazio compare nel testo come [[1]], [[2]]…',
  addGap: 'Aggiungi spazio',
  gap: 'Spazio {{number}}',
  removeGap: 'Rimuovi lo spazio {{number}}',
  kind: 'Tipo dello spazio {{number}}',
  kind_typed: 'Risposta scritta',
  kind_dropdown: 'Menu a tendina',
  answer: 'Risposta accettata {{entry}} per lo spazio {{number}}',
  addAnswer: 'Aggiungi risposta accettata allo spazio {{number}}',
  removeAnswer: 'Rimuovi la risposta accettata {{entry}} dello spazio {{number}}',
  caseSensitive: 'Distingui maiuscole e minuscole (spazio {{number}})',
  option: 'Opzione {{entry}} per lo spazio {{number}}',
  rightOptionIs: 'L’opzione {{entry}} dello spazio {{number}} è quella giusta',
  addOption: 'Aggiungi opzione allo spazio {{number}}',
  removeOption: 'Rimuovi l’opzione {{entry}} dello spazio {{number}}',
  answersHint:
    'Un asterisco (*) corrisponde a qualsiasi testo; gli spazi prima, dopo e tra le parole vengono ignorati.',
  rightAnswers: 'Risposte giuste',
  rightAnswer: 'Spazio {{number}}: {{answer}}',
  error_noGap: 'Aggiungi almeno uno spazio vuoto al testo.',
  error_gapNotOnce:
    'Ogni spazio deve comparire una sola volta nel testo: rimetti o rimuovi gli spazi il cui segnaposto manca o è ripetuto.',
  error_unknownMarker: 'Il testo contiene un segnaposto come [[9]] per uno spazio che non esiste.',
  error_optionEmpty: 'Le opzioni non devono essere vuote.',
  error_optionDuplicated: 'Le opzioni non devono essere duplicate.',
  error_fewOptions: 'Un menu a tendina richiede almeno due opzioni.',
  error_answerEmpty: 'Le risposte accettate non devono essere vuote.',
  error_answerDuplicated: 'Le risposte accettate non devono essere duplicate.',
} as const;
