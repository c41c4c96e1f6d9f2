/** Norwegian Bokmål (nb): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Kortsvar',
  answers: 'Godtatte svar',
  answer: 'Godtatt svar {{number}}',
  feedback: 'Tilbakemelding for godtatt svar {{number}}',
  fraction: 'Andel av poengene for godtatt svar {{number}}',
  addAnswer: 'Legg til godtatt svar',
  removeAnswer: 'Fjern godtatt svar {{number}}',
  caseSensitive: 'Skill mellom store og små bokstaver',
  hint: 'Mellomrom før, etter og mellom ord ignoreres; en stjerne (*) passer med all tekst.',
  wrongAnswers: 'Vanligste gale svar på spørsmål {{number}}',
  colAnswer: 'Svar',
  colCount: 'Elever',
} as const;
