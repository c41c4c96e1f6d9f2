/** Swedish (sv): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Typ av den nya frågan',
  points: 'Poäng',
  generalFeedback: 'Allmän återkoppling',
  pointsAndFeedback: 'Poäng och återkoppling',
  pointsEarned: '{{earned}} av {{max}}',
  textBlock: 'Textblock',
  addText: 'Lägg till text',
  textBlockText: 'Text som eleverna ser',
  textBlockHint: 'Eleverna läser den här texten mellan frågorna. Den frågar inget och ger inga poäng.',
  equationError: 'Fel i formeln',
  equationPreview: 'Förhandsvisning',
} as const;
export const choice = {
  name: 'Flerval',
} as const;
