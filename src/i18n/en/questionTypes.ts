/** Strings every question type shares in the editor: the new question's type, points, general feedback. */
export const questionTypes = {
  newType: 'Type of the new question',
  points: 'Points',
  generalFeedback: 'General feedback',
  pointsAndFeedback: 'Points and feedback',
  pointsEarned: '{{earned}} of {{max}}',
  /** A text block (ADR 260): its name, the editor's button, its text field and what it is. */
  textBlock: 'Text block',
  addText: 'Add text',
  textBlockText: 'Text shown to students',
  textBlockHint: 'Students read this text between the questions. It asks nothing and has no points.',
  /** ADR 387: an equation that cannot be read, and the live preview under a field that has one. */
  equationError: 'Equation error',
  equationPreview: 'Preview',
} as const;
export const choice = {
  name: 'Multiple choice',
} as const;
