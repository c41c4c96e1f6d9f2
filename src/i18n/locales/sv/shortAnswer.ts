/** Swedish (sv): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Kort svar',
  answers: 'Godtagna svar',
  answer: 'Godtaget svar {{number}}',
  feedback: 'Återkoppling för godtaget svar {{number}}',
  fraction: 'Andel av poängen för godtaget svar {{number}}',
  addAnswer: 'Lägg till godtaget svar',
  removeAnswer: 'Ta bort godtaget svar {{number}}',
  caseSensitive: 'Skiftlägeskänsligt',
  hint: 'Mellanslag före, efter och mellan ord ignoreras; en asterisk (*) matchar vilken text som helst.',
  wrongAnswers: 'Vanligaste felaktiga svar på fråga {{number}}',
  colAnswer: 'Svar',
  colCount: 'Elever',
} as const;
