/** The console's strings of essay questions (ADR 198): the editor, the answer key and "Needs grading". */
export const essay = {
  name: 'Essay',
  /** Instead of a score while an answer waits for a teacher (ADR 196); the student page says the same. */
  needsGrading: 'Needs grading',
  handScored: 'A teacher grades each essay: its attempt shows “Needs grading” until the essay has points.',
  maxWords: 'Word limit',
  maxWordsHint: 'Leave empty for no limit. A longer answer cannot be saved.',
  lines: 'Lines of the answer box',
  template: 'Text the answer box starts with',
  graderInfo: 'Information for graders',
  graderInfoHint: 'What a good answer says. Students never see it.',
  noLimit: 'No word limit',
} as const;
