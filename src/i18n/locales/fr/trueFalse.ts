/** French (fr): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Vrai / faux',
  rightAnswer: 'Bonne réponse',
  feedbackTrue: 'Commentaire pour Vrai',
  feedbackFalse: 'Commentaire pour Faux',
  true: 'Vrai',
  false: 'Faux',
} as const;
