/** Essay written by a language model (ADR 207): a prompt and its word limit. */
import * as z from 'zod';
import { firstDefined, numberOf, type TypeGeneration } from '../../shared/domain/generation';

export interface EssayRead {
  title: string;
  maxWords: number | null;
}

/** The type's piece, given the module's limits (passed in, so this file imports nothing of the module). */
export const essayGeneration = (limits: { readonly maxWords: number }): TypeGeneration<EssayRead> => ({
  schema: z.object({ prompt: z.string(), maxWords: z.number().int().nullable() }),
  leadKey: 'prompt',
  read: (q, title) => ({ title, maxWords: numberOf(firstDefined(q, ['maxWords', 'wordLimit'])) }),
  repair: (q, repairs) => {
    if (q.maxWords === null) return { definition: {} };
    const words = Math.min(Math.round(q.maxWords), limits.maxWords);
    if (words !== q.maxWords || words < 1) repairs.add('wordLimitMended');
    return { definition: words >= 1 ? { maxWords: words } : {} };
  },
});
