/** Italian (it): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Tipo della nuova domanda',
  points: 'Punti',
  generalFeedback: 'Feedback generale',
  pointsAndFeedback: 'Punti e feedback',
  pointsEarned: '{{earned}} su {{max}}',
} as const;
export const choice = {
  name: 'Scelta multipla',
} as const;
