/**
 * Choice written by a language model (ADR 180): options and the positions of the right ones. Its options are held to
 * the rules beside the title every type shares (src/domain/quiz/editor/aiGeneration.ts).
 */
import * as z from 'zod';
import { firstDefined, texts, type TypeGeneration } from '../../shared/domain/generation';

export interface ChoiceRead {
  title: string;
  options: string[];
  correct: number[];
}

export const choiceGeneration: TypeGeneration<ChoiceRead> = {
  schema: z.object({
    title: z.string(),
    options: z.array(z.string()),
    /** Zero-based indexes into `options`. */
    correct: z.array(z.number().int()),
  }),
  leadKey: 'title',
  read: (q, title) => {
    const options = texts(firstDefined(q, ['options', 'choices']));
    const given = firstDefined(q, ['correct']) ?? [];
    const indexes = (Array.isArray(given) ? given : [given]).map((c) =>
      typeof c === 'number' ? c : typeof c === 'string' ? Number.parseInt(c, 10) : Number.NaN,
    );
    if (options === undefined || indexes.some((i) => !Number.isInteger(i))) return undefined;
    return { title, options, correct: indexes };
  },
};
