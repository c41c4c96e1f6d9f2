/** How the student page writes times: durations in minutes and seconds, deadlines in the device's language. */
import { durationParts } from '../../domain/resultRules';
import { TAKE_TEXT } from './takeText';

export function durationText(seconds: number | null): string {
  const parts = durationParts(seconds);
  return parts.kind === 'none'
    ? TAKE_TEXT.noTimeLimit
    : TAKE_TEXT.minutesSeconds(parts.minutes, parts.seconds);
}

export function deadlineText(deadline: string | null): string {
  if (deadline === null) return TAKE_TEXT.noDeadline;
  const date = new Date(deadline);
  if (Number.isNaN(date.getTime())) return TAKE_TEXT.noDeadline;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
