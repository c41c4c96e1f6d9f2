/** Strings every question type shares in the editor: the new question's type, points, general feedback. */
export const questionTypes = {
  newType: 'Type of the new question',
  points: 'Points',
  generalFeedback: 'General feedback',
  pointsAndFeedback: 'Points and feedback',
  /** ADR 404: the editor's fields of feedback on a right, a partly right and a wrong answer. */
  feedbackByOutcome: 'Feedback by outcome',
  feedbackOnRight: 'Feedback on a right answer',
  feedbackOnPartlyRight: 'Feedback on a partly right answer',
  feedbackOnWrong: 'Feedback on a wrong answer',
  pointsEarned: '{{earned}} of {{max}}',
  /** A text block (ADR 260): its name, the editor's button, its text field and what it is. */
  textBlock: 'Text block',
  addText: 'Add text',
  textBlockText: 'Text shown to students',
  textBlockHint: 'Students read this text between the questions. It asks nothing and has no points.',
  /** ADR 387: an equation that cannot be read, and the live preview under a field that has one. */
  equationError: 'Equation error',
  equationPreview: 'Preview',
  /** ADR 389: the chemical structure question. */
  structure: 'Chemical structure',
  structureBoard: 'Drawing board for the right molecule',
  structureText: 'Right molecule (SMILES or molfile)',
  structureTextHint: 'Draw it on the board, or type or paste its SMILES or molfile here.',
  structureStereo: 'Stereochemistry counts',
  structureStereoHint: 'Enantiomers and E/Z isomers are then different answers.',
  structureStereoOn: 'Yes',
  structureStereoOff: 'No',
  structureRight: 'Right molecule',
  structureMissing: 'Draw the right molecule or paste its SMILES or molfile',
  structureUnreadable: 'The molecule could not be read: check its SMILES or molfile',
  structureEmpty: 'The molecule has no atoms: draw it or type its SMILES',
  structureTooLarge: 'The molecule is too large: at most 100 atoms',
  structureLoading: 'Loading the drawing board…',
  structureLoadFailed: 'The drawing board could not load: type the SMILES instead.',
} as const;
export const choice = {
  name: 'Multiple choice',
} as const;
