/** The console's strings of question hints (ADR 293): the editor's hints and what results say of them. */
export const hints = {
  title: 'Hints',
  intro:
    'A student may ask for each hint in turn while answering. A hint may take a share of the question’s points.',
  add: 'Add hint',
  hintLabel: 'Hint {{number}}',
  solutionLabel: 'Solution',
  text: 'Text of {{name}}',
  penalty: 'Penalty (% of the points)',
  penaltyHint: 'Taken from the points the answer earns once the student shows this hint; 0 for none.',
  isSolution: 'This is the worked solution (the student’s button reads “Show solution”)',
  moveUp: 'Move {{name}} up',
  moveDown: 'Move {{name}} down',
  remove: 'Remove {{name}}',
  used: 'Hints used: {{count}}',
} as const;
