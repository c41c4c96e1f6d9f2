/**
 * How dates, times and numbers are written in each interface language (ADR 179). English keeps SPEC section 9's
 * patterns (`MM/dd/yyyy`, `MM/dd/yyyy hh:mm a`); every other language writes them as Intl does for its tag, in
 * the device's time zone. An invalid date reads as '-', as the lists always showed.
 */
import { format } from 'date-fns';
import { formattingTag, type UiLanguageCode } from './languages';

const cache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(code: UiLanguageCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${code}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(formattingTag(code), options);
    cache.set(key, formatter);
  }
  return formatter;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const toDate = (value: Date | string): Date => (typeof value === 'string' ? new Date(value) : value);
const valid = (date: Date) => !Number.isNaN(date.getTime());

/** A calendar day: `MM/dd/yyyy` in English, e.g. `21.11.2026` in German, `2026/11/21` in Japanese. */
export function formatDay(value: Date | string, code: UiLanguageCode): string {
  const date = toDate(value);
  if (!valid(date)) return '-';
  return code === 'en' ? format(date, 'MM/dd/yyyy') : dateTimeFormat(code, DAY).format(date);
}

/**
 * A calendar day held as `yyyy-MM-dd` (a class's dates), written as `formatDay` writes days, without passing through a
 * time zone: the same day for every viewer.
 */
export function formatCalendarDay(day: string, code: UiLanguageCode): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '-';
  const [, year, month, date] = match;
  return formatDay(new Date(Number(year), Number(month) - 1, Number(date)), code);
}

/** A day and a time of day: `MM/dd/yyyy hh:mm a` in English. */
export function formatDayTime(value: Date | string, code: UiLanguageCode): string {
  const date = toDate(value);
  if (!valid(date)) return '-';
  return code === 'en'
    ? format(date, 'MM/dd/yyyy hh:mm a')
    : dateTimeFormat(code, { ...DAY, ...TIME }).format(date);
}

/** A time of day (the editor's "Saved at"): 24-hour `HH:mm` in English, as before; the language's clock otherwise. */
export function formatTime(value: Date | string, code: UiLanguageCode): string {
  const date = toDate(value);
  if (!valid(date)) return '-';
  return code === 'en' ? format(date, 'HH:mm') : dateTimeFormat(code, TIME).format(date);
}

/** A chart's day label: month and day (`MM/dd` in English). */
export function formatMonthDay(value: Date | string, code: UiLanguageCode): string {
  const date = toDate(value);
  if (!valid(date)) return '-';
  return code === 'en'
    ? format(date, 'MM/dd')
    : dateTimeFormat(code, { month: '2-digit', day: '2-digit' }).format(date);
}

const numberFormats = new Map<UiLanguageCode, Intl.NumberFormat>();
/** A whole or decimal number with the language's separators. */
export function formatNumber(value: number, code: UiLanguageCode): string {
  let formatter = numberFormats.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(formattingTag(code));
    numberFormats.set(code, formatter);
  }
  return formatter.format(value);
}
