/**
 * Several attempts at one quiz (ADR 219): how many a student may make, and which of their submitted attempts
 * counts — the highest, the latest or the average. Pure and without zod: the server counts with it, the console
 * and the student page word it.
 */

export const ATTEMPT_COUNTING = ['highest', 'latest', 'average'] as const;
export type AttemptCounting = (typeof ATTEMPT_COUNTING)[number];

/** At most this many attempts when a number is chosen; null in the setting means unlimited. */
export const MAX_ATTEMPTS_LIMIT = 100;

export interface AttemptsSetting {
  /** How many attempts a student may make; null for unlimited. */
  readonly maxAttempts: number | null;
  readonly counting: AttemptCounting;
}

/** What a quiz that never chose does: one attempt, as before attempts existed. */
export const DEFAULT_ATTEMPTS: AttemptsSetting = { maxAttempts: 1, counting: 'highest' };

/** One submitted attempt's result. */
export interface AttemptScore {
  readonly number: number;
  readonly score: number;
  readonly maxScore: number;
  /** 0–100, as stored. */
  readonly percentage: number;
  readonly needsGrading: boolean;
}

export interface CountedScore {
  readonly score: number;
  readonly maxScore: number;
  readonly percentage: number;
  /** Some attempt that may count still waits for a hand score: the counted result is not final. */
  readonly needsGrading: boolean;
  /** The attempt that counts; null for the average, which counts them all. */
  readonly countedNumber: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The result that counts of the submitted attempts, or null when none was submitted. Highest compares percentages
 * (versions may differ in points) and keeps the earlier attempt on a tie; latest is the last submitted; the average
 * is the mean of scores, maxima and percentages. An attempt waiting for a hand score makes the highest and the
 * average wait too (it might change them); the latest waits only for itself.
 */
export function countedScore(
  attempts: readonly AttemptScore[],
  counting: AttemptCounting,
): CountedScore | null {
  if (attempts.length === 0) return null;
  const ordered = [...attempts].sort((a, b) => a.number - b.number);
  const waiting = ordered.some((attempt) => attempt.needsGrading);
  if (counting === 'average') {
    const mean = (pick: (attempt: AttemptScore) => number) =>
      ordered.reduce((sum, attempt) => sum + pick(attempt), 0) / ordered.length;
    return {
      score: round2(mean((a) => a.score)),
      maxScore: round2(mean((a) => a.maxScore)),
      percentage: Math.round(mean((a) => a.percentage)),
      needsGrading: waiting,
      countedNumber: null,
    };
  }
  const chosen =
    counting === 'latest'
      ? ordered[ordered.length - 1]!
      : ordered.reduce((best, attempt) => (attempt.percentage > best.percentage ? attempt : best));
  return {
    score: chosen.score,
    maxScore: chosen.maxScore,
    percentage: chosen.percentage,
    needsGrading: counting === 'latest' ? chosen.needsGrading : waiting,
    countedNumber: chosen.number,
  };
}

/** Attempts the student may still start after `made` of them; null when unlimited. */
export function attemptsLeft(setting: AttemptsSetting, made: number): number | null {
  return setting.maxAttempts === null ? null : Math.max(0, setting.maxAttempts - made);
}

const isCounting = (value: unknown): value is AttemptCounting =>
  ATTEMPT_COUNTING.includes(value as AttemptCounting);

/** The quiz's setting as stored (the default while never chosen). */
export function attemptsSettingOf(stored: {
  readonly maxAttempts: number | null | undefined;
  readonly counting: string | null | undefined;
}): AttemptsSetting {
  return {
    maxAttempts: stored.maxAttempts === undefined ? DEFAULT_ATTEMPTS.maxAttempts : stored.maxAttempts,
    counting: isCounting(stored.counting) ? stored.counting : DEFAULT_ATTEMPTS.counting,
  };
}
