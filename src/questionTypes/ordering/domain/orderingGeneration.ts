/** Ordering written by a language model (ADR 207): the items in their right order. */
import * as z from 'zod';
import {
  distinctTexts,
  firstDefined,
  lower,
  numbered,
  texts,
  type TypeGeneration,
} from '../../shared/domain/generation';

/** How many items a model is asked for and a generated question keeps. */
export const ORDERING_GENERATED = { items: { min: 3, max: 6 } } as const;

export interface OrderingRead {
  title: string;
  items: string[];
}

/** The type's piece, given the module's limits (passed in, so this file imports nothing of the module). */
export const orderingGeneration = (limits: { readonly text: number }): TypeGeneration<OrderingRead> => ({
  schema: z.object({ title: z.string(), items: z.array(z.string()) }),
  leadKey: 'title',
  read: (q, title) => {
    const items = texts(firstDefined(q, ['items', 'steps', 'order']));
    return items && { title, items };
  },
  repair: (q, repairs) => {
    const { items } = ORDERING_GENERATED;
    const kept = distinctTexts(q.items, limits.text, items.max, lower);
    if (kept.trimmed) repairs.add('trimmed');
    if (kept.removed) repairs.add('itemsRemoved');
    if (kept.cut) repairs.add('extraItemsRemoved');
    if (kept.kept.length < items.min) return { drop: 'tooFewItems' };
    return { definition: { items: numbered(kept.kept.map((text) => ({ text }))) } };
  },
});
