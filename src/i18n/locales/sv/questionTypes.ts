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
  /** ADR 389: the chemical structure question. */
  structure: 'Kemisk struktur',
  structureBoard: 'Ritbräda för rätt molekyl',
  structureText: 'Rätt molekyl (SMILES eller molfile)',
  structureTextHint: 'Rita den på brädan, eller skriv eller klistra in dess SMILES eller molfile här.',
  structureStereo: 'Stereokemi räknas',
  structureStereoHint: 'Enantiomerer och E/Z-isomerer är då olika svar.',
  structureStereoOn: 'Ja',
  structureStereoOff: 'Nej',
  structureRight: 'Rätt molekyl',
  structureMissing: 'Rita rätt molekyl eller klistra in dess SMILES eller molfile',
  structureUnreadable: 'Molekylen kunde inte läsas: kontrollera dess SMILES eller molfile',
  structureEmpty: 'Molekylen har inga atomer: rita den eller skriv dess SMILES',
  structureTooLarge: 'Molekylen är för stor: högst 100 atomer',
  structureLoading: 'Läser in ritbrädan …',
  structureLoadFailed: 'Ritbrädan kunde inte läsas in: skriv SMILES i stället.',
} as const;
export const choice = {
  name: 'Flerval',
} as const;
