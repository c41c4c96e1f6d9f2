/** Matching written by a language model (ADR 207): prompts with their answers, and extra answers. */
import * as z from 'zod';
import {
  distinctTexts,
  entryOf,
  firstDefined,
  firstString,
  lower,
  numbered,
  texts,
  tidy,
  type TypeGeneration,
} from '../../shared/domain/generation';

/** How many pairs and extra answers a model is asked for and a generated question keeps. */
export const MATCHING_GENERATED = { pairs: { min: 3, max: 6 }, distractors: { min: 0, max: 2 } } as const;

export interface MatchingRead {
  title: string;
  pairs: { prompt: string; answer: string }[];
  distractors: string[];
}

/** The type's piece, given the module's limits (passed in, so this file imports nothing of the module). */
export const matchingGeneration = (limits: { readonly text: number }): TypeGeneration<MatchingRead> => ({
  schema: z.object({
    title: z.string(),
    pairs: z.array(z.object({ prompt: z.string(), answer: z.string() })),
    distractors: z.array(z.string()),
  }),
  leadKey: 'title',
  read: (q, title) => {
    const pairs = firstDefined(q, ['pairs', 'matches']);
    if (!Array.isArray(pairs)) return undefined;
    return {
      title,
      pairs: pairs.map((pair: unknown) => {
        const entry = entryOf(pair);
        return {
          prompt: firstString(entry, ['prompt', 'left', 'term']) ?? '',
          answer: firstString(entry, ['answer', 'right', 'match']) ?? '',
        };
      }),
      distractors: texts(firstDefined(q, ['distractors', 'extraAnswers'])) ?? [],
    };
  },
  repair: (q, repairs) => {
    const parts = MATCHING_GENERATED;
    const pairs: { prompt: string; answer: string }[] = [];
    for (const pair of q.pairs) {
      const prompt = tidy(pair.prompt, limits.text);
      const answer = tidy(pair.answer, limits.text);
      if (prompt !== pair.prompt || answer !== pair.answer) repairs.add('trimmed');
      // Two prompts may share an answer; a prompt said twice, or half a pair, is no pair.
      if (prompt === '' || answer === '' || pairs.some((p) => lower(p.prompt) === lower(prompt)))
        repairs.add('pairsRemoved');
      else pairs.push({ prompt, answer });
    }
    if (pairs.length > parts.pairs.max) repairs.add('extraPairsRemoved');
    const kept = pairs.slice(0, parts.pairs.max);
    if (kept.length < parts.pairs.min) return { drop: 'tooFewPairs' };
    // An extra answer that is some prompt's answer would make that pair ambiguous.
    const answers = new Set(kept.map((pair) => lower(pair.answer)));
    const extra = distinctTexts(q.distractors, limits.text, Number.MAX_SAFE_INTEGER, lower);
    if (extra.trimmed) repairs.add('trimmed');
    const distractors = extra.kept.filter((text) => !answers.has(lower(text)));
    if (extra.removed || distractors.length > parts.distractors.max || distractors.length < extra.kept.length)
      repairs.add('distractorsRemoved');
    return {
      definition: {
        pairs: numbered(kept),
        distractors: distractors
          .slice(0, parts.distractors.max)
          .map((text, at) => ({ id: String(kept.length + at + 1), text })),
      },
    };
  },
});
