/**
 * The current language's ways of writing dates, times and numbers (src/domain/shared/localeFormat.ts), for views. The
 * language on screen comes from the app's language scope (App.tsx); outside it, English.
 */
import { useContext, useMemo } from 'react';
import {
  formatCalendarDay,
  formatDay,
  formatDayTime,
  formatMonthDay,
  formatNumber,
  formatTime,
} from '../../domain/shared/localeFormat';
import type { UiLanguageCode } from '../../domain/shared/languages';
import { LanguageCodeContext } from './languageCode';

export interface Format {
  readonly code: UiLanguageCode;
  readonly day: (value: Date | string) => string;
  /** A `yyyy-MM-dd` calendar day, with no time zone. */
  readonly calendarDay: (day: string) => string;
  readonly dayTime: (value: Date | string) => string;
  readonly time: (value: Date | string) => string;
  readonly monthDay: (value: Date | string) => string;
  readonly number: (value: number) => string;
}

export function formatFor(code: UiLanguageCode): Format {
  return {
    code,
    day: (value) => formatDay(value, code),
    calendarDay: (day) => formatCalendarDay(day, code),
    dayTime: (value) => formatDayTime(value, code),
    time: (value) => formatTime(value, code),
    monthDay: (value) => formatMonthDay(value, code),
    number: (value) => formatNumber(value, code),
  };
}

export function useFormat(): Format {
  const code = useContext(LanguageCodeContext);
  return useMemo(() => formatFor(code), [code]);
}
