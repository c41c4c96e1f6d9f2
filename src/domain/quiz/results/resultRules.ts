/** Score and duration rules without zod (re-exported by results.ts): the student page's first script uses them. */

/** SPEC section 9: below 60 percent a score shows red, otherwise green. */
export const PASSING_PERCENTAGE = 60;

export type ScoreTone = 'fail' | 'pass';
export function scoreTone(percentage: number): ScoreTone {
  return percentage < PASSING_PERCENTAGE ? 'fail' : 'pass';
}

/** Durations are stored in seconds; 0 or null means none. */
export type DurationParts = { kind: 'none' } | { kind: 'time'; minutes: number; seconds: number };
export function durationParts(seconds: number | null): DurationParts {
  if (seconds === null || seconds <= 0) return { kind: 'none' };
  const whole = Math.round(seconds);
  return { kind: 'time', minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
