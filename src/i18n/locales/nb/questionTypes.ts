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
  /** ADR 389: the chemical structure question. */
  structure: 'Kjemisk struktur',
  structureBoard: 'Tegnebrett for det riktige molekylet',
  structureText: 'Riktig molekyl (SMILES eller molfile)',
  structureTextHint: 'Tegn det på brettet, eller skriv eller lim inn SMILES eller molfile her.',
  structureStereo: 'Stereokjemi teller',
  structureStereoHint: 'Enantiomerer og E/Z-isomerer er da ulike svar.',
  structureStereoOn: 'Ja',
  structureStereoOff: 'Nei',
  structureRight: 'Riktig molekyl',
  structureMissing: 'Tegn det riktige molekylet, eller lim inn SMILES eller molfile',
  structureUnreadable: 'Molekylet kunne ikke leses: sjekk SMILES eller molfile',
  structureEmpty: 'Molekylet har ingen atomer: tegn det, eller skriv SMILES',
  structureTooLarge: 'Molekylet er for stort: høyst 100 atomer',
  structureLoading: 'Laster tegnebrettet …',
  structureLoadFailed: 'Tegnebrettet kunne ikke lastes: skriv SMILES i stedet.',
} as const;
export const choice = {
  name: 'Flervalg',
} as const;
