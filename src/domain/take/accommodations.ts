/**
 * Second chances for one student (ADR 212): extra time on a timed quiz (minutes, or a factor such as 1.5×), a
 * personal deadline, and a reopened attempt. Pure: the server's timer and expiry and the console's badge ask the
 * same rules. A personal deadline only extends: the later of it and the quiz's deadline counts, and a quiz without
 * a deadline stays without one.
 */
import * as z from 'zod';
import { isoDateTime } from '../shared/fields';
import { dueAtOf } from './takeRules';

export const ACCOMMODATION_LIMITS = {
  maxExtraMinutes: 10_000,
  minFactorPercent: 101,
  maxFactorPercent: 1000,
} as const;

export const ACCOMMODATION_MESSAGES = {
  extraMinutes: 'Extra time is a whole number of minutes from 1 to 10000.',
  timeFactor: 'The factor is a number from 1.01 to 10, such as 1.5.',
  oneExtraTime: 'Give extra time in minutes or as a factor, not both.',
  deadlinePast: 'The personal deadline must be in the future.',
  notClosed: 'Only a submitted or expired attempt can be reopened.',
  classEnded: "The class has ended: its students' attempts can no longer be reopened.",
} as const;

export interface Accommodation {
  /** Minutes added to the quiz's time limit; null: none. */
  readonly extraMinutes: number | null;
  /** The time limit multiplied by this percentage (150 = 1.5×); null: none. */
  readonly timeFactorPercent: number | null;
  readonly personalDeadline: Date | null;
}

/** What the instructor sends: extra time as minutes or as a factor (at most one), and a personal deadline. */
export const AccommodationRequestSchema = z
  .object({
    extraMinutes: z
      .number({ error: ACCOMMODATION_MESSAGES.extraMinutes })
      .int({ error: ACCOMMODATION_MESSAGES.extraMinutes })
      .min(1, { error: ACCOMMODATION_MESSAGES.extraMinutes })
      .max(ACCOMMODATION_LIMITS.maxExtraMinutes, { error: ACCOMMODATION_MESSAGES.extraMinutes })
      .nullable(),
    timeFactor: z
      .number({ error: ACCOMMODATION_MESSAGES.timeFactor })
      .min(ACCOMMODATION_LIMITS.minFactorPercent / 100, { error: ACCOMMODATION_MESSAGES.timeFactor })
      .max(ACCOMMODATION_LIMITS.maxFactorPercent / 100, { error: ACCOMMODATION_MESSAGES.timeFactor })
      .nullable(),
    personalDeadline: isoDateTime.nullable(),
  })
  .strict()
  .refine((value) => value.extraMinutes === null || value.timeFactor === null, {
    error: ACCOMMODATION_MESSAGES.oneExtraTime,
    path: ['timeFactor'],
  });
export type AccommodationRequest = z.infer<typeof AccommodationRequestSchema>;

/** A reopen names the new personal deadline; the quiz's deadline counts instead when it is later. */
export const ReopenRequestSchema = z.object({ deadline: isoDateTime }).strict();
export type ReopenRequest = z.infer<typeof ReopenRequestSchema>;

/** The factor as stored: 1.5 → 150. */
export const factorPercentOf = (factor: number): number => Math.round(factor * 100);

/** The deadline that counts for this student: the later of the quiz's and the personal one; none if the quiz has none. */
export function effectiveDeadline(quizDeadline: Date | null, personalDeadline: Date | null): Date | null {
  if (quizDeadline === null || personalDeadline === null) return quizDeadline;
  return personalDeadline.getTime() > quizDeadline.getTime() ? personalDeadline : quizDeadline;
}

/** The time limit that counts for this student, in seconds; null or 0 (no limit) stays as it is. */
export function effectiveDuration(
  durationSeconds: number | null,
  accommodation: Accommodation,
): number | null {
  if (durationSeconds === null || durationSeconds <= 0) return durationSeconds;
  if (accommodation.extraMinutes !== null) return durationSeconds + accommodation.extraMinutes * 60;
  if (accommodation.timeFactorPercent !== null)
    return Math.round((durationSeconds * accommodation.timeFactorPercent) / 100);
  return durationSeconds;
}

export interface AssignmentTiming extends Accommodation {
  readonly startedAt: Date | null;
  /** When an instructor reopened the attempt; null: never. */
  readonly reopenedAt: Date | null;
}

/**
 * When a started assignment's time runs out for this student: the time limit (with extra time) from the start,
 * never past the deadline that counts. An attempt started before it was reopened has used its time limit: only
 * the deadline bounds it. Null when not started, or with neither limit nor deadline.
 */
export function studentDueAt(
  timing: AssignmentTiming,
  quiz: { readonly duration: number | null; readonly deadline: Date | null },
): Date | null {
  if (!timing.startedAt) return null;
  const deadline = effectiveDeadline(quiz.deadline, timing.personalDeadline);
  const reopenedAfterStart =
    timing.reopenedAt !== null && timing.reopenedAt.getTime() >= timing.startedAt.getTime();
  if (reopenedAfterStart) return deadline;
  return dueAtOf(timing.startedAt, effectiveDuration(quiz.duration, timing), deadline);
}

/** A class's end date (a day) has passed: the class is closed and its attempts stay as they are. */
export function classHasEnded(classEndDay: string | null, now: Date): boolean {
  if (!classEndDay) return false;
  const endOfDay = new Date(`${classEndDay.slice(0, 10)}T23:59:59.999Z`);
  return now.getTime() > endOfDay.getTime();
}

/** How the instructor gives extra time on the student's detail: none, minutes or a factor. */
export type ExtraTimeKind = 'none' | 'minutes' | 'factor';

/** The accommodation form as typed: numbers as text (a decimal comma is read as a point), the deadline as ISO. */
export interface AccommodationDraft {
  readonly extraKind: ExtraTimeKind;
  readonly minutes: string;
  readonly factor: string;
  readonly personalDeadline: string | null;
}

/** The form filled with a student's saved accommodation. */
export function draftOf(saved: {
  readonly extraMinutes: number | null;
  readonly timeFactor: number | null;
  readonly personalDeadline: string | null;
}): AccommodationDraft {
  return {
    extraKind: saved.extraMinutes !== null ? 'minutes' : saved.timeFactor !== null ? 'factor' : 'none',
    minutes: saved.extraMinutes === null ? '' : String(saved.extraMinutes),
    factor: saved.timeFactor === null ? '' : String(saved.timeFactor),
    personalDeadline: saved.personalDeadline,
  };
}

const numberOf = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));

/** The request the form sends, or the first field the server would refuse with its message. */
export function accommodationRequestOf(
  draft: AccommodationDraft,
): { readonly request: AccommodationRequest } | { readonly field: string; readonly message: string } {
  const parsed = AccommodationRequestSchema.safeParse({
    extraMinutes: draft.extraKind === 'minutes' ? numberOf(draft.minutes) : null,
    timeFactor: draft.extraKind === 'factor' ? numberOf(draft.factor) : null,
    personalDeadline: draft.personalDeadline,
  });
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { field: String(issue.path[0] ?? 'extraMinutes'), message: issue.message };
}
