/** Italian (it): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Risposta breve',
  answers: 'Risposte accettate',
  answer: 'Risposta accettata {{number}}',
  feedback: 'Feedback della risposta accettata {{number}}',
  fraction: 'Quota dei punti della risposta accettata {{number}}',
  addAnswer: 'Aggiungi risposta accettata',
  removeAnswer: 'Rimuovi la risposta accettata {{number}}',
  caseSensitive: 'Distingui maiuscole e minuscole',
  hint: 'Gli spazi prima, dopo e tra le parole vengono ignorati; un asterisco (*) corrisponde a qualsiasi testo.',
  wrongAnswers: 'Risposte errate più frequenti alla domanda {{number}}',
  colAnswer: 'Risposta',
  colCount: 'Studenti',
} as const;
