/** True/false written by a language model (ADR 207): a statement and whether it is true. */
import * as z from 'zod';
import { booleanOf, firstDefined, type TypeGeneration } from '../../shared/domain/generation';

export interface TrueFalseRead {
  title: string;
  answer: boolean | null;
}

export const trueFalseGeneration: TypeGeneration<TrueFalseRead> = {
  schema: z.object({ statement: z.string(), answer: z.boolean() }),
  leadKey: 'statement',
  read: (q, title) => ({ title, answer: booleanOf(firstDefined(q, ['answer', 'correct', 'isTrue'])) }),
  repair: (q) => (q.answer === null ? { drop: 'noTrueOrFalse' } : { definition: { answer: q.answer } }),
};
