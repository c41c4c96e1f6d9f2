/** How the student page writes times: durations in minutes and seconds, deadlines in the page's language. */
import { durationParts } from '../../domain/quiz/results/resultRules';
import type { TakeText } from './takeText';

export function durationText(text: TakeText, seconds: number | null): string {
  const parts = durationParts(seconds);
  return parts.kind === 'none' ? text.noTimeLimit : text.minutesSeconds(parts.minutes, parts.seconds);
}

export function deadlineText(text: TakeText, deadline: string | null): string {
  if (deadline === null) return text.noDeadline;
  const date = new Date(deadline);
  if (Number.isNaN(date.getTime())) return text.noDeadline;
  return new Intl.DateTimeFormat(text.code === 'en' ? undefined : text.formattingTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A share (0..1) as a whole percentage in the page's language. */
export function percentText(text: TakeText, share: number): string {
  const tag = text.code === 'en' ? undefined : text.formattingTag;
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
