/** The outbox as the device stores it, checked when read back (a stored value may be old, edited or broken). */
import * as z from 'zod';
import { TIME_SPENT_MAX_MS, type Outbox } from './takeAnswers';

export const PendingAnswerSchema = z.object({
  optionIds: z.array(z.number().int()),
  /** A typed answer, a chosen value, or a list: ordering's texts, matching's pairs, hotspot's marks. */
  response: z
    .union([
      z.boolean(),
      z.string().max(10_000),
      z
        .array(
          z.union([
            z.string().max(10_000),
            z.record(z.string(), z.union([z.string().max(10_000), z.number()])),
          ]),
        )
        .max(100),
    ])
    .optional(),
  timeSpentMs: z.number().int().min(0).max(TIME_SPENT_MAX_MS),
  revision: z.number().int().min(0),
});

export const OutboxSchema = z.record(z.string(), PendingAnswerSchema);

/** The stored outbox, or an empty one when the text is missing or not an outbox. */
export function parseOutbox(text: string | null): Outbox {
  try {
    const parsed = OutboxSchema.safeParse(JSON.parse(text ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
