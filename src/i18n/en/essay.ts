/** The console's strings of essay questions (ADR 198). */
export const essay = {
  /** Instead of a score while an answer waits for a teacher (ADR 196); the student page says the same. */
  needsGrading: 'Needs grading',
} as const;
