/** Dutch (nl): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Soort van de nieuwe vraag',
  points: 'Punten',
  generalFeedback: 'Algemene feedback',
  pointsAndFeedback: 'Punten en feedback',
  pointsEarned: '{{earned}} van {{max}}',
  textBlock: 'Tekstblok',
  addText: 'Tekst toevoegen',
  textBlockText: 'Tekst die leerlingen zien',
  textBlockHint: 'Leerlingen lezen deze tekst tussen de vragen. Hij vraagt niets en levert geen punten op.',
  equationError: 'Fout in de formule',
  equationPreview: 'Voorbeeld',
} as const;
export const choice = {
  name: 'Meerkeuze',
} as const;
