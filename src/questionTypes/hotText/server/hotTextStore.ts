/**
 * The hot text question the console stores for a description (ADR 295): the passage in the bracket syntax, each
 * span keeping the source's identifier as its id, its rightness, and its points when the source scores each span.
 */
import { HOT_TEXT_LIMITS, HotTextDefinitionSchema, type HotTextDefinition } from '../domain/hotText';
import { writePassage } from '../domain/hotTextPassage';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { HotTextDescription } from './hotTextDescription';

export const HOT_TEXT_STORE_NOTES = {
  tooMany: (count: number) =>
    `Only the first ${HOT_TEXT_LIMITS.spans} of its ${count} words to pick can be picked; the others are plain text.`,
} as const;

const idOf = (id: string, index: number) => (id.length > 0 && id.length <= 100 ? id : `span-${index + 1}`);

export function storeHotText(description: HotTextDescription): ImportedQuestion {
  const notes = [...description.notes];
  let index = 0;
  const total = description.passage.filter((part) => 'span' in part).length;
  if (total > HOT_TEXT_LIMITS.spans) notes.push(HOT_TEXT_STORE_NOTES.tooMany(total));
  const parts = description.passage.map((part) =>
    'span' in part && index++ >= HOT_TEXT_LIMITS.spans ? { text: part.span } : part,
  );
  const right = new Set(description.right);
  const spans = parts.flatMap((part, i) =>
    'span' in part
      ? [
          {
            id: idOf(part.id, i),
            text: part.span,
            right: right.has(part.id),
            ...(description.spanPoints ? { points: description.spanPoints.get(part.id) ?? 0 } : {}),
          },
        ]
      : [],
  );
  const count = spans.length;
  const definition: HotTextDefinition = {
    passage: writePassage(parts.map((part) => ('span' in part ? { span: part.span } : part))),
    spans,
    minChoices: Math.min(description.minChoices, count),
    maxChoices: Math.min(description.maxChoices, count),
    ...(description.scoring === 'allOrNothing' && !description.spanPoints ? { scoring: 'allOrNothing' } : {}),
  };
  HotTextDefinitionSchema.parse(definition);
  const mappedTotal = description.spanPoints
    ? [...description.spanPoints.values()].reduce((sum, value) => sum + Math.max(0, value), 0)
    : undefined;
  return typedQuestion(
    { ...description, points: description.points ?? mappedTotal },
    'hotText',
    definition,
    notes,
  );
}
