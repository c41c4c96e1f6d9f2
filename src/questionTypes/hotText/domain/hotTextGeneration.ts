/** Hot text written by a language model (ADR 296): a passage with selectable words in brackets, and the right ones. */
import * as z from 'zod';
import {
  firstDefined,
  firstString,
  lower,
  numbered,
  texts,
  tidy,
  type TypeGeneration,
} from '../../shared/domain/generation';
import { parsePassage, writePassage } from './hotTextPassage';

/** How many selectable words a model is asked for and a generated question keeps. */
export const HOT_TEXT_GENERATED = { spans: { min: 3, max: 12 } } as const;

export interface HotTextRead {
  title: string;
  passage: string;
  right: string[];
}

/** The type's piece, given the module's limits (passed in, so this file imports nothing of the module). */
export const hotTextGeneration = (limits: { readonly passage: number }): TypeGeneration<HotTextRead> => ({
  schema: z.object({
    title: z.string(),
    /** Each selectable word or phrase between `[` and `]`. */
    passage: z.string(),
    /** The selectable words that are right, as written between the brackets. */
    right: z.array(z.string()),
  }),
  leadKey: 'title',
  read: (q, title) => {
    const passage = firstString(q, ['passage', 'text']);
    if (passage === undefined) return undefined;
    return { title, passage, right: texts(firstDefined(q, ['right', 'correct', 'answers'])) ?? [] };
  },
  repair: (q, repairs) => {
    const passage = tidy(q.passage, limits.passage);
    if (passage !== q.passage) repairs.add('trimmed');
    const parsed = parsePassage(passage);
    if (parsed.problem) return { drop: 'badPassage' };
    const key = (text: string) => lower(tidy(text, limits.passage));
    const rightTexts = new Set(q.right.map(key).filter((text) => text !== ''));
    const isRight = (text: string) => rightTexts.has(key(text));
    const spanKeys = new Set(parsed.spans.map(key));
    if ([...rightTexts].some((text) => !spanKeys.has(text))) repairs.add('unknownAnswersRemoved');
    // Beyond the most kept, the right words stay selectable first, then the others in the passage's order.
    const { min, max } = HOT_TEXT_GENERATED.spans;
    const indexes = parsed.spans.map((_, index) => index);
    const selectable = new Set(
      [
        ...indexes.filter((index) => isRight(parsed.spans[index]!)),
        ...indexes.filter((index) => !isRight(parsed.spans[index]!)),
      ].slice(0, max),
    );
    const written =
      selectable.size === parsed.spans.length
        ? passage
        : writePassage(
            parsed.parts.map((part) =>
              part.kind === 'span' && selectable.has(part.index) ? { span: part.text } : { text: part.text },
            ),
          );
    if (written !== passage) repairs.add('extraSpansRemoved');
    const spans = parsePassage(written).spans.map((text) => ({ text, right: isRight(text) }));
    if (!spans.some((span) => span.right)) return { drop: 'noRightAnswer' };
    if (spans.length < min || spans.every((span) => span.right)) return { drop: 'tooFewSpans' };
    return { definition: { passage: written, spans: numbered(spans), minChoices: 0, maxChoices: 0 } };
  },
});
