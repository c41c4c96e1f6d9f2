/** The delivery log of the MoEngage connection (ADR 347): what each send or test answered. */
import * as z from 'zod';

export const MOENGAGE_OUTCOMES = ['sent', 'retried', 'failed', 'testPassed', 'testFailed'] as const;
export type MoengageOutcome = (typeof MOENGAGE_OUTCOMES)[number];

/** How many lines of the log the screen shows (the newest). */
export const MOENGAGE_LOG_LINES = 50;

/** The first 200 characters of MoEngage's answer are kept with a line. */
export const MOENGAGE_EXCERPT_MAX = 200;

/** Waits between retries of a refused batch: 30 s doubling to 30 min, or longer when MoEngage's Retry-After says. */
export function moengageRetryDelayMs(attempts: number, retryAfterMs: number | null): number {
  const backoff = Math.min(30 * 60_000, 2 ** Math.max(0, attempts - 1) * 30_000);
  return Math.max(backoff, retryAfterMs ?? 0);
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

export const MoengageDeliverySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  outcome: z.enum(MOENGAGE_OUTCOMES),
  events: z.number().int(),
  status: z.number().int().nullable(),
  excerpt: z.string().nullable(),
});
export type MoengageDelivery = z.infer<typeof MoengageDeliverySchema>;
