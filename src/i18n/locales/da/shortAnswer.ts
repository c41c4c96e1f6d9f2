/** Danish (da): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Kort svar',
  answers: 'Godkendte svar',
  answer: 'Godkendt svar {{number}}',
  feedback: 'Feedback til godkendt svar {{number}}',
  fraction: 'Andel af point for godkendt svar {{number}}',
  addAnswer: 'Tilføj godkendt svar',
  removeAnswer: 'Fjern godkendt svar {{number}}',
  caseSensitive: 'Forskel på store og små bogstaver',
  hint: 'Mellemrum før, efter og mellem ord ignoreres; en stjerne (*) matcher enhver tekst.',
  wrongAnswers: 'Hyppigste forkerte svar på spørgsmål {{number}}',
  colAnswer: 'Svar',
  colCount: 'Elever',
} as const;
