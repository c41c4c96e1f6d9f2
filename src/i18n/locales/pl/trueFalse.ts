/** Polish (pl): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Prawda / fałsz',
  rightAnswer: 'Poprawna odpowiedź',
  feedbackTrue: 'Informacja zwrotna dla Prawda',
  feedbackFalse: 'Informacja zwrotna dla Fałsz',
  true: 'Prawda',
  false: 'Fałsz',
} as const;
