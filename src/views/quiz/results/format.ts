/** Display formats of the results screens (SPEC section 9: MM/dd/yyyy in lists, MM/dd/yyyy hh:mm a with times). */
import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import { durationParts } from '../../../domain/results';

export const formatDateTime = (iso: string) => format(new Date(iso), 'MM/dd/yyyy hh:mm a');

export function formatDuration(t: TFunction, seconds: number | null): string {
  const parts = durationParts(seconds);
  if (parts.kind === 'none') return t('delivery.durationNone');
  if (parts.minutes === 0) return t('delivery.durationSeconds', { seconds: parts.seconds });
  if (parts.seconds === 0) return t('delivery.durationMinutes', { minutes: parts.minutes });
  return t('delivery.durationMinutesSeconds', parts);
}
