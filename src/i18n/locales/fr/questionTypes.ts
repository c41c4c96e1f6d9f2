/** French (fr): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Type de la nouvelle question',
  points: 'Points',
  generalFeedback: 'Commentaire général',
  pointsAndFeedback: 'Points et commentaires',
  pointsEarned: '{{earned}} sur {{max}}',
} as const;
export const choice = {
  name: 'Choix multiple',
} as const;
