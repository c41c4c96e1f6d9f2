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
  /** ADR 389: the chemical structure question. */
  structure: 'Chemische structuur',
  structureBoard: 'Tekenbord voor de juiste molecule',
  structureText: 'Juiste molecule (SMILES of molfile)',
  structureTextHint: 'Teken haar op het bord, of typ of plak hier haar SMILES of molfile.',
  structureStereo: 'Stereochemie telt',
  structureStereoHint: 'Enantiomeren en E/Z-isomeren zijn dan verschillende antwoorden.',
  structureStereoOn: 'Ja',
  structureStereoOff: 'Nee',
  structureRight: 'Juiste molecule',
  structureMissing: 'Teken de juiste molecule of plak haar SMILES of molfile',
  structureUnreadable: 'De molecule kon niet worden gelezen: controleer haar SMILES of molfile',
  structureEmpty: 'De molecule heeft geen atomen: teken haar of typ haar SMILES',
  structureTooLarge: 'De molecule is te groot: hoogstens 100 atomen',
  structureLoading: 'Tekenbord laden…',
  structureLoadFailed: 'Het tekenbord kon niet laden: typ in plaats daarvan de SMILES.',
} as const;
export const choice = {
  name: 'Meerkeuze',
} as const;
