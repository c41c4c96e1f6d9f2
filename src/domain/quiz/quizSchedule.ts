/**
 * The quiz form's Start Date and End Date (SPEC section 5): start minimum is now; end minimum is the later of the
 * start date or now; the start must be after now and the end after the start; the End Date is the quiz's
 * deadline, so a time chosen earlier than now rounds up to the next half-hour and the owner's trial or
 * subscription end caps it (ADR 052, ADR 066). Pure: the current time is an argument.
 */
import { format, isAfter, startOfMinute } from 'date-fns';
import { DEADLINE_MESSAGES, canEditDeadline, ceilToMinutes, isPastNow, roundDeadline } from './deadline';

export const SCHEDULE_MESSAGES = {
  startInPast: 'Start Date should be after the current time',
  endInPast: 'End Date should be after the current time',
  endBeforeStart: 'End Date should be after Start Date',
  beyondSubscription: DEADLINE_MESSAGES.beyondSubscription,
  trialExpired: DEADLINE_MESSAGES.trialExpired,
} as const;

export interface QuizDates {
  /** ISO instants; null when blank. */
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export interface ScheduleRules {
  readonly now: Date;
  /** The quiz owner's trial or subscription end (ISO); null when the owner has none. */
  readonly subscriptionEndsAt: string | null;
  /** The dates as loaded: an unchanged date is not held to `now`, so an old quiz stays editable. */
  readonly loaded: QuizDates;
}

export interface ScheduleIssue {
  readonly field: 'startDate' | 'endDate';
  readonly message: string;
}

const parse = (iso: string | null): Date | null => {
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** SPEC: the Start Date picker's minimum is now. */
export function startDateMin(now: Date): Date {
  return now;
}

/** SPEC: the End Date picker's minimum is the later of the start date or now. */
export function endDateMin(startDate: string | null, now: Date): Date {
  const start = parse(startDate);
  return start && isAfter(start, now) ? start : now;
}

/** The End Date picker's maximum: the owner's trial or subscription end; null when unlimited. */
export function endDateMax(subscriptionEndsAt: string | null): Date | null {
  return parse(subscriptionEndsAt);
}

/** Whether the dates may change: not once the owner's trial or subscription has ended. */
export function canEditSchedule(subscriptionEndsAt: string | null, now: Date): boolean {
  return canEditDeadline(parse(subscriptionEndsAt), now);
}

/**
 * The End Date a chosen value becomes (SPEC sections 5 and 9, as for every deadline): earlier than now rounds up to
 * the next half-hour after adding one minute; a later time or blank stays.
 */
export function chosenEndDate(value: string | null, now: Date): string | null {
  const rounded = roundDeadline(parse(value), now);
  return rounded === null ? null : rounded.toISOString();
}

const changed = (value: string | null, loaded: string | null) =>
  value !== null && (loaded === null || parse(value)?.getTime() !== parse(loaded)?.getTime());

/**
 * Why these dates cannot be saved, field by field. A date the author did not change is held only to the order
 * of start and end; a changed one must lie after now, and a changed End Date within the owner's subscription.
 */
export function scheduleIssues(dates: QuizDates, rules: ScheduleRules): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const start = parse(dates.startDate);
  const end = parse(dates.endDate);
  const startChanged = changed(dates.startDate, rules.loaded.startDate);
  const endChanged = changed(dates.endDate, rules.loaded.endDate);
  const cleared =
    (dates.startDate === null && rules.loaded.startDate !== null) ||
    (dates.endDate === null && rules.loaded.endDate !== null);
  if ((startChanged || endChanged || cleared) && !canEditSchedule(rules.subscriptionEndsAt, rules.now))
    return [{ field: endChanged ? 'endDate' : 'startDate', message: SCHEDULE_MESSAGES.trialExpired }];
  if (start && startChanged && isPastNow(start, rules.now))
    issues.push({ field: 'startDate', message: SCHEDULE_MESSAGES.startInPast });
  if (end && endChanged && !isAfter(end, rules.now))
    issues.push({ field: 'endDate', message: SCHEDULE_MESSAGES.endInPast });
  else if (start && end && !isAfter(end, start))
    issues.push({ field: 'endDate', message: SCHEDULE_MESSAGES.endBeforeStart });
  const max = endDateMax(rules.subscriptionEndsAt);
  if (end && endChanged && max && isAfter(end, max))
    issues.push({ field: 'endDate', message: SCHEDULE_MESSAGES.beyondSubscription });
  return issues;
}

/** No dates: what a new quiz or a copy was loaded with, as the server sees them. */
export const NO_DATES: QuizDates = { startDate: null, endDate: null };

/**
 * The dates a copy takes from its quiz (ADR 353): a copy is saved as new, so every date it has must lie after now;
 * one that has passed could never be saved and is left blank instead, which the editor says.
 */
export function copiedDates(
  dates: QuizDates,
  now: Date,
): { readonly dates: QuizDates; readonly cleared: boolean } {
  const keep = (iso: string | null) => (iso !== null && isAfter(parse(iso) ?? now, now) ? iso : null);
  const copied = { startDate: keep(dates.startDate), endDate: keep(dates.endDate) };
  return {
    dates: copied,
    cleared: copied.startDate !== dates.startDate || copied.endDate !== dates.endDate,
  };
}

/** The Start and End Date of a quiz's details. */
export const datesOf = (quiz: { readonly details: QuizDates }): QuizDates => ({
  startDate: quiz.details.startDate,
  endDate: quiz.details.endDate,
});

/** What the date fields show: the pickers' limits, whether they are locked, and each field's live error. */
export interface ScheduleView {
  /** ISO instants of the pickers' limits; `endMax` null when the owner has no trial or subscription end. */
  readonly startMin: string;
  readonly endMin: string;
  readonly endMax: string | null;
  /** The owner's trial or subscription has ended: the dates cannot change. */
  readonly locked: boolean;
  readonly startError: string | null;
  readonly endError: string | null;
}

/** The date fields' limits and live errors at `rules.now`. */
export function scheduleViewOf(dates: QuizDates, rules: ScheduleRules): ScheduleView {
  const issues = scheduleIssues(dates, rules);
  // Whole minutes, as the pickers offer them: the same view while the minute lasts.
  const now = ceilToMinutes(rules.now, 1);
  return {
    // The minute now is in may start it: now is never in the past (ADR 353), so the picker does not mark it invalid.
    startMin: startDateMin(startOfMinute(rules.now)).toISOString(),
    endMin: endDateMin(dates.startDate, now).toISOString(),
    endMax: endDateMax(rules.subscriptionEndsAt)?.toISOString() ?? null,
    locked: !canEditSchedule(rules.subscriptionEndsAt, rules.now),
    startError: issues.find((issue) => issue.field === 'startDate')?.message ?? null,
    endError: issues.find((issue) => issue.field === 'endDate')?.message ?? null,
  };
}

/** Equality for `ScheduleView`s, so a re-render happens only when something shown changes. */
export function sameSchedule(a: ScheduleView | null, b: ScheduleView | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof ScheduleView)[]).every((key) => a[key] === b[key]);
}

/** The local calendar day of an instant as yyyy-MM-dd, as date filters take it. */
export const calendarDayOf = (date: Date): string => format(date, 'yyyy-MM-dd');
