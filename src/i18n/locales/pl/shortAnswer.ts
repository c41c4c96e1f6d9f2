/** Polish (pl): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Krótka odpowiedź',
  answers: 'Akceptowane odpowiedzi',
  answer: 'Akceptowana odpowiedź {{number}}',
  feedback: 'Informacja zwrotna do akceptowanej odpowiedzi {{number}}',
  fraction: 'Część punktów za akceptowaną odpowiedź {{number}}',
  addAnswer: 'Dodaj akceptowaną odpowiedź',
  removeAnswer: 'Usuń akceptowaną odpowiedź {{number}}',
  caseSensitive: 'Rozróżniaj wielkość liter',
  hint: 'Spacje przed słowami, po nich i między nimi są pomijane; gwiazdka (*) pasuje do dowolnego tekstu.',
  wrongAnswers: 'Najczęstsze błędne odpowiedzi na pytanie {{number}}',
  colAnswer: 'Odpowiedź',
  colCount: 'Uczniowie',
} as const;
