/** Norwegian Bokmål (nb): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Type for det nye spørsmålet',
  points: 'Poeng',
  generalFeedback: 'Generell tilbakemelding',
  pointsAndFeedback: 'Poeng og tilbakemelding',
  pointsEarned: '{{earned}} av {{max}}',
  textBlock: 'Tekstblokk',
  addText: 'Legg til tekst',
  textBlockText: 'Tekst elevene ser',
  textBlockHint: 'Elevene leser denne teksten mellom spørsmålene. Den spør ikke om noe og gir ingen poeng.',
  equationError: 'Feil i likningen',
  equationPreview: 'Forhåndsvisning',
} as const;
export const choice = {
  name: 'Flervalg',
} as const;
