/** Danish (da): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Type af det nye spørgsmål',
  points: 'Point',
  generalFeedback: 'Generel feedback',
  pointsAndFeedback: 'Point og feedback',
  feedbackByOutcome: 'Feedback efter resultat',
  feedbackOnRight: 'Feedback på et rigtigt svar',
  feedbackOnPartlyRight: 'Feedback på et delvist rigtigt svar',
  feedbackOnWrong: 'Feedback på et forkert svar',
  pointsEarned: '{{earned}} af {{max}}',
  textBlock: 'Tekstblok',
  addText: 'Tilføj tekst',
  textBlockText: 'Tekst, som eleverne ser',
  textBlockHint:
    'Eleverne læser denne tekst mellem spørgsmålene. Den spørger ikke om noget og giver ingen point.',
  equationError: 'Fejl i ligningen',
  equationPreview: 'Forhåndsvisning',
  /** ADR 389: the chemical structure question. */
  structure: 'Kemisk struktur',
  structureBoard: 'Tegnebræt til det rigtige molekyle',
  structureText: 'Rigtigt molekyle (SMILES eller molfile)',
  structureTextHint: 'Tegn det på brættet, eller skriv eller indsæt dets SMILES eller molfile her.',
  structureStereo: 'Stereokemi tæller',
  structureStereoHint: 'Enantiomerer og E/Z-isomerer er så forskellige svar.',
  structureStereoOn: 'Ja',
  structureStereoOff: 'Nej',
  structureRight: 'Rigtigt molekyle',
  structureMissing: 'Tegn det rigtige molekyle, eller indsæt dets SMILES eller molfile',
  structureUnreadable: 'Molekylet kunne ikke læses: tjek dets SMILES eller molfile',
  structureEmpty: 'Molekylet har ingen atomer: tegn det, eller skriv dets SMILES',
  structureTooLarge: 'Molekylet er for stort: højst 100 atomer',
  structureLoading: 'Indlæser tegnebrættet…',
  structureLoadFailed: 'Tegnebrættet kunne ikke indlæses: skriv SMILES i stedet.',
} as const;
export const choice = {
  name: 'Flervalgsspørgsmål',
} as const;
