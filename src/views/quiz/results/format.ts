/** Display formats of the results screens; dates and times are the language's (src/views/shared/useFormat.ts). */
import type { TFunction } from 'i18next';
import { durationParts } from '../../../domain/quiz/results/results';

export function formatDuration(t: TFunction, seconds: number | null): string {
  const parts = durationParts(seconds);
  if (parts.kind === 'none') return t('delivery.durationNone');
  if (parts.minutes === 0) return t('delivery.durationSeconds', { seconds: parts.seconds });
  if (parts.seconds === 0) return t('delivery.durationMinutes', { minutes: parts.minutes });
  return t('delivery.durationMinutesSeconds', parts);
}

/** A share 0..1 as a whole percentage. */
export const formatShare = (share: number) => Math.round(share * 100);

/** A discrimination index to two decimals, with a true minus sign. */
export const formatDiscrimination = (index: number) => index.toFixed(2).replace('-', '−');

/** A time in milliseconds as minutes and seconds (at least one second). */
export const formatMilliseconds = (t: TFunction, ms: number) =>
  formatDuration(t, Math.max(1, Math.round(ms / 1000)));
