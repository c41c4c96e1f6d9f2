/**
 * Fields every question type's editor events are built from (local ids come from the caller, never generated), and
 * the id an entry of a definition's list keeps as stored (an accepted answer, a pair, an item, a region, a blank).
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';

export const LocalIdSchema = z.string().min(1);

/** The id of an entry of a stored definition: the local id the editor gave it, bounded (ADR 106). */
export const EntryIdSchema = text(100).min(1);

/** An editor event of a question type: a literal `type` and the question's local id. */
export const itemEvent = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), itemId: LocalIdSchema, ...shape });
