/**
 * What an import would store for a matching or an ordering description (ADR 199): a definition the type's schema
 * and save checks take, the source's points and feedback, and notes for what did not fit.
 */
import { matchingType } from '../../../matching/domain/matching';
import { orderingType } from '../../../ordering/domain/ordering';
import { storeMatching } from '../../../matching/server/matchingStore';
import { storeOrdering } from '../../../ordering/server/orderingStore';

const base = {
  prompt: { text: 'Match each country with its capital.', images: [] },
  feedback: { general: 'Capitals are the seats of government.' },
  notes: [],
};

const accepted = (type: typeof matchingType | typeof orderingType, definition: unknown) =>
  type.definitionSchema.safeParse(definition).success &&
  type.validate({ title: 'Q', textOptions: [], definition }).length === 0;

test('a matching description: pairs once per prompt, extra answers that are no pair’s answer', () => {
  const stored = storeMatching({
    ...base,
    kind: 'matching',
    points: 4,
    pairs: [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Italy', answer: 'Rome' },
      { prompt: 'France', answer: 'Lyon' },
    ],
    distractors: ['Lyon', 'Rome', 'Lyon'],
  });
  expect(stored).toMatchObject({
    questionType: 'matching',
    points: 4,
    feedback: 'Capitals are the seats of government.',
    options: [],
    definition: {
      pairs: [
        { prompt: 'France', answer: 'Paris' },
        { prompt: 'Italy', answer: 'Rome' },
      ],
      distractors: [{ text: 'Lyon' }],
    },
    notes: ['The prompt "France" was given twice; its first answer was kept.'],
  });
  expect(accepted(matchingType, stored.definition)).toBe(true);
});

test('an ordering description: the items in the right order, long ones cut with a note', () => {
  const stored = storeOrdering({ ...base, kind: 'ordering', items: ['Prophase', 'x'.repeat(600)] });
  expect(stored).toMatchObject({
    questionType: 'ordering',
    notes: ['An item longer than 500 characters was cut.'],
  });
  expect(accepted(orderingType, stored.definition)).toBe(true);
  expect(stored.points).toBeUndefined();
});
