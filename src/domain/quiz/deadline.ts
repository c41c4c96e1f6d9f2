/**
 * Deadline rules of a distributed quiz (SPEC sections 4, 5 and 9). Pure: the current time is an argument.
 * The console applies them in the picker; the server applies the same checks to POST set_end_date.
 *
 * @publicModule a class's own deadline for a quiz follows the same rules (ADR 217).
 */
import { addMinutes, isAfter, isBefore, startOfDay } from 'date-fns';

/** SPEC section 9: a past time rounds up to the next 30-minute mark, after adding one minute. */
export const DEADLINE_ROUNDING_MINUTES = 30;
export const DEADLINE_ROUNDING_LEAD_MINUTES = 1;

export const DEADLINE_MESSAGES = {
  beyondSubscription: 'Deadlines cannot be set beyond trial or subscription end date for the user.',
  trialExpired: 'You cannot perform this action as your trial period has expired.',
  beforeStart: 'The deadline must be after the start date of the quiz.',
  updated: 'Deadline updated',
  failed: 'Failed to update Deadline',
} as const;

/**
 * How long a moment chosen as "now" still counts as now (ADR 353): the time between choosing it and the server
 * checking it, which a slow network or a clock a little behind the server's stretches to a few minutes.
 */
const NOW_TOLERANCE_MINUTES = 5;

/** A start or opening moment that lies in the past: earlier than now by more than the tolerance. Now is never past. */
export function isPastNow(date: Date, now: Date): boolean {
  return date.getTime() < now.getTime() - NOW_TOLERANCE_MINUTES * 60_000;
}

/** The next multiple of `minutes` at or after `date` (seconds and milliseconds count as past the mark). */
export function ceilToMinutes(date: Date, minutes: number): Date {
  const step = minutes * 60_000;
  return new Date(Math.ceil(date.getTime() / step) * step);
}

/**
 * The deadline a chosen time becomes: a time earlier than now becomes now plus one minute, rounded up to the next
 * half-hour; a time at or after now stays as chosen; blank (null) stays blank: students may participate
 * indefinitely.
 */
export function roundDeadline(chosen: Date | null, now: Date): Date | null {
  if (chosen === null) return null;
  if (!isBefore(chosen, now)) return chosen;
  return ceilToMinutes(addMinutes(now, DEADLINE_ROUNDING_LEAD_MINUTES), DEADLINE_ROUNDING_MINUTES);
}

/** The earliest day the picker offers: today, or the quiz's start date when that is in the future. */
export function deadlinePickerMin(startDate: Date | null, now: Date): Date {
  if (startDate && isAfter(startDate, now)) return startDate;
  return startOfDay(now);
}

/** The latest moment the picker offers: the owner's trial or subscription end; null when it has none. */
export function deadlinePickerMax(subscriptionEndsAt: Date | null): Date | null {
  return subscriptionEndsAt;
}

/** Whether the owner's trial or subscription still allows deadline changes. */
export function canEditDeadline(subscriptionEndsAt: Date | null, now: Date): boolean {
  return subscriptionEndsAt === null || isAfter(subscriptionEndsAt, now);
}

export interface DeadlineRules {
  readonly now: Date;
  readonly startDate: Date | null;
  /** The quiz owner's trial or subscription end; null when unlimited. */
  readonly subscriptionEndsAt: Date | null;
}

/**
 * Why this deadline cannot be set, or null when it can. A deadline in the past is not refused: it is rounded
 * (see `roundDeadline`) before this check, on the client and on the server alike.
 */
export function deadlineError(endDate: Date | null, rules: DeadlineRules): string | null {
  if (!canEditDeadline(rules.subscriptionEndsAt, rules.now)) return DEADLINE_MESSAGES.trialExpired;
  if (endDate === null) return null;
  if (rules.subscriptionEndsAt && isAfter(endDate, rules.subscriptionEndsAt))
    return DEADLINE_MESSAGES.beyondSubscription;
  if (rules.startDate && !isAfter(endDate, rules.startDate)) return DEADLINE_MESSAGES.beforeStart;
  return null;
}

/** The value POST set_end_date carries: an ISO string, or null for no deadline. */
export function deadlinePayload(endDate: Date | null): string | null {
  return endDate === null ? null : endDate.toISOString();
}
