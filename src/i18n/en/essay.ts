/** The console's strings of essay questions (ADR 198): the editor, the answer key and "Needs grading". */
export const essay = {
  name: 'Essay',
  /** Instead of a score while an answer waits for a teacher (ADR 196); the student page says the same. */
  needsGrading: 'Needs grading',
  /** The auto-scored part while an answer waits for a teacher (ADR 350): one wording on every screen. */
  needsGradingSoFar: '{{percentage}} % so far · Needs grading',
  handScored: 'A teacher grades each essay: its attempt shows “Needs grading” until the essay has points.',
  /** Said to the student, never enforced (ADR 279). */
  minWords: 'Minimum words',
  minWordsHint: 'Leave empty for no minimum. A shorter answer is still saved and can be submitted.',
  maxWords: 'Maximum words',
  maxWordsHint: 'Leave empty for no limit. A longer answer cannot be saved.',
  lines: 'Lines of the answer box',
  template: 'Text the answer box starts with',
  graderInfo: 'Information for graders',
  graderInfoHint: 'What a good answer says. Students never see it.',
  noLimit: 'No word limit',
  error_minAboveMax: 'The minimum should not be above the maximum.',
} as const;
