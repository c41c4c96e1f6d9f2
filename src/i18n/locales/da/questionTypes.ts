/** Danish (da): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Type af det nye spørgsmål',
  points: 'Point',
  generalFeedback: 'Generel feedback',
  pointsAndFeedback: 'Point og feedback',
  pointsEarned: '{{earned}} af {{max}}',
  textBlock: 'Tekstblok',
  addText: 'Tilføj tekst',
  textBlockText: 'Tekst, som eleverne ser',
  textBlockHint:
    'Eleverne læser denne tekst mellem spørgsmålene. Den spørger ikke om noget og giver ingen point.',
  equationError: 'Fejl i ligningen',
  equationPreview: 'Forhåndsvisning',
} as const;
export const choice = {
  name: 'Flervalgsspørgsmål',
} as const;
