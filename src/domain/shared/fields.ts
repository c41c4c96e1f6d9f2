/**
 * The field primitives every request contract is built from, so each rule about what may reach the database lives
 * in one place: ids that fit PostgreSQL's int4, text without NUL or unpaired surrogates and never longer than
 * what is stored, bounded id lists and numbers, and strict ISO dates inside a sane range. ADR 106 lists each
 * field's maximum.
 */
import * as z from 'zod';

/** PostgreSQL int4: every id column and every integer the API stores. */
export const DB_INT_MAX = 2_147_483_647;
/** The earliest and latest year a date field accepts (PostgreSQL would take far more; no real value needs it). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 9999;

/** Maximum lengths shared by several contracts (ADR 106). */
export const TEXT_MAX = {
  /** RFC 5321: an address is at most 254 characters. */
  email: 254,
  password: 1024,
  /** Refresh and invitation tokens, document tokens. */
  token: 512,
  personName: 200,
  /** A search keyword, a filter's text value. */
  keyword: 200,
  filterValue: 1000,
  /** A filter or sort property name. */
  property: 100,
  url: 2000,
  /** Translation and translation group keys and group titles: far below the btree index limit (~2.7 KB). */
  key: 255,
  title: 255,
  fileName: 255,
  flagKey: 100,
} as const;

/** Maximum sizes of lists (ADR 106). */
export const LIST_MAX = {
  filters: 50,
  sorts: 10,
  /** Values of one `in` filter. */
  filterValues: 500,
  /** Ids in one request (sponsor articles). */
  ids: 1000,
  roles: 20,
} as const;

/** The highest page a list may ask for; deeper pages are empty anyway. */
export const PAGE_MAX = 100_000;

export const FIELD_MESSAGES = {
  badCharacter: 'Must not contain NUL characters or unpaired surrogates',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooMany: (max: number) => `Must contain at most ${max} items`,
  id: `Must be a whole number from 1 to ${DB_INT_MAX}`,
  integer: (min: number, max: number) => `Must be a whole number from ${min} to ${max}`,
  date: 'Must be a real date like 2000-01-31',
  dateTime: 'Must be a real date and time like 2000-01-31T12:00:00Z',
  dateRange: `Must be a date between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`,
  tooDeep: 'Nested too deeply',
} as const;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const BAD_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL could not store the text: it holds a NUL or a lone UTF-16 surrogate. */
export function hasBadCharacter(value: string): boolean {
  return BAD_CHARACTER.test(value);
}

export interface TextOptions {
  /** A missing or empty value is refused with this message, and only this one. */
  readonly required?: string;
  /** Surrounding white space is dropped before the checks (and from the stored value). */
  readonly trim?: boolean;
}

/** A string without NUL or lone surrogates, at most `max` characters. */
export function text(max: number, options: TextOptions = {}) {
  const { required, trim = false } = options;
  const base = z.string(required === undefined ? undefined : { error: required });
  const value = (trim ? base.trim() : base)
    .refine((value) => !hasBadCharacter(value), { error: FIELD_MESSAGES.badCharacter, abort: true })
    .max(max, FIELD_MESSAGES.tooLong(max));
  return required === undefined ? value : value.min(1, { error: required, abort: true });
}

/** A whole number between `min` and `max` (JSON only; no coercion). */
export function int(min: number, max: number) {
  const message = FIELD_MESSAGES.integer(min, max);
  return z.number().int(message).min(min, message).max(max, message);
}

/** A database id in a JSON body: a whole number 1..2147483647. */
export const jsonId = z
  .number()
  .int(FIELD_MESSAGES.id)
  .min(1, FIELD_MESSAGES.id)
  .max(DB_INT_MAX, FIELD_MESSAGES.id);

/** A database id from the path or the query string (text coerced to a number): 1..2147483647. */
export const dbId = z.coerce
  .number(FIELD_MESSAGES.id)
  .int(FIELD_MESSAGES.id)
  .min(1, FIELD_MESSAGES.id)
  .max(DB_INT_MAX, FIELD_MESSAGES.id);

/** A page number from the query string. */
export const pageParam = z.coerce.number().int().min(1).max(PAGE_MAX);

/** One to `max` database ids in a JSON body. */
export function idList(max: number = LIST_MAX.ids) {
  return z.array(jsonId).min(1).max(max, FIELD_MESSAGES.tooMany(max));
}

/** An array of at most `max` items. */
export function list<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max, FIELD_MESSAGES.tooMany(max));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?$/i;

function realDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const inRange = (year: number) => year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;

export type IsoDateCheck =
  { readonly ok: true; readonly date: Date } | { readonly ok: false; readonly message: string };

/**
 * A strict ISO 8601 date (`2000-01-31`) or date and time (`2000-01-31T12:00:00Z`, offset optional unless
 * `requireOffset`): the day must exist, the time be a real time, the year lie in 1900..9999.
 */
export function checkIsoDate(
  value: string,
  options: { readonly requireOffset?: boolean } = {},
): IsoDateCheck {
  const day = DAY.exec(value);
  if (day && !options.requireOffset) {
    const [year, month, date] = day.slice(1, 4).map(Number) as [number, number, number];
    if (!realDay(year, month, date)) return { ok: false, message: FIELD_MESSAGES.date };
    if (!inRange(year)) return { ok: false, message: FIELD_MESSAGES.dateRange };
    return { ok: true, date: new Date(Date.UTC(year, month - 1, date)) };
  }
  const time = DATE_TIME.exec(value);
  if (!time || (options.requireOffset && !time[7])) return { ok: false, message: FIELD_MESSAGES.dateTime };
  const [year, month, date, hours, minutes, seconds = 0] = time
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const offsetOk = !time[8] || (Number(time[8]) <= 23 && Number(time[9]) <= 59);
  if (!realDay(year, month, date) || hours > 23 || minutes > 59 || seconds > 59 || !offsetOk)
    return { ok: false, message: FIELD_MESSAGES.dateTime };
  if (!inRange(year)) return { ok: false, message: FIELD_MESSAGES.dateRange };
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return { ok: false, message: FIELD_MESSAGES.dateTime };
  return { ok: true, date: parsed };
}

function dateField(requireOffset: boolean, dayOnly: boolean) {
  return z
    .string()
    .max(40, dayOnly ? FIELD_MESSAGES.date : FIELD_MESSAGES.dateTime)
    .superRefine((value, ctx) => {
      const check = dayOnly && !DAY.test(value) ? null : checkIsoDate(value, { requireOffset });
      if (check === null) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.date });
      else if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    });
}

/** A day, `2000-01-31`, that exists and lies in 1900..9999. */
export const isoDay = dateField(false, true);
/** An instant with its offset, `2000-01-31T12:00:00Z` or `...+02:00`, that exists and lies in 1900..9999. */
export const isoDateTime = dateField(true, false);
