/** Dutch (nl): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Kort antwoord',
  answers: 'Geaccepteerde antwoorden',
  answer: 'Geaccepteerd antwoord {{number}}',
  feedback: 'Feedback bij geaccepteerd antwoord {{number}}',
  fraction: 'Deel van de punten voor geaccepteerd antwoord {{number}}',
  addAnswer: 'Geaccepteerd antwoord toevoegen',
  removeAnswer: 'Geaccepteerd antwoord {{number}} verwijderen',
  caseSensitive: 'Hoofdlettergevoelig',
  hint: 'Spaties voor, na en tussen woorden worden genegeerd; een sterretje (*) past bij elke tekst.',
  wrongAnswers: 'Meest gegeven foute antwoorden op vraag {{number}}',
  colAnswer: 'Antwoord',
  colCount: 'Leerlingen',
} as const;
