/** Fields every question type's editor events are built from (local ids come from the caller, never generated). */
import * as z from 'zod';

export const LocalIdSchema = z.string().min(1);

/** An editor event of a question type: a literal `type` and the question's local id. */
export const itemEvent = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), itemId: LocalIdSchema, ...shape });
