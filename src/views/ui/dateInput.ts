/** Between instants and the value of a `datetime-local` input, which is local time to the minute. */
import { format } from 'date-fns';

const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** An instant (ISO or Date) as a `datetime-local` value; blank for none. */
export const toLocalInput = (instant: string | Date | null): string =>
  instant ? format(typeof instant === 'string' ? new Date(instant) : instant, LOCAL_INPUT) : '';

/** A `datetime-local` value as an ISO instant; null when blank. */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;
