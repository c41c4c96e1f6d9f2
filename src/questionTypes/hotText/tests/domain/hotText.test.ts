/**
 * Hot text questions (ADR 295): the passage's bracket syntax, the bounded definition, the scorer (partial credit,
 * all or nothing, points per word; never below 0 nor above the points), the save checks, the student's view and
 * the editor's events with undo and redo.
 */
import fc from 'fast-check';
import {
  dispatch,
  openDocument,
  redo,
  undo,
  type QuizEditorDocument,
} from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import {
  HOT_TEXT_MESSAGES,
  HotTextDefinitionSchema,
  hotTextShare,
  hotTextType,
  withPassage,
  type HotTextDefinition,
} from '../../domain/hotText';
import { markSpan, parsePassage, writePassage } from '../../domain/hotTextPassage';
import type { StoredQuestion } from '../../../shared/domain/questionType';

const noun: HotTextDefinition = withPassage(
  { passage: '', spans: [], minChoices: 0, maxChoices: 0 },
  'The [quick] [brown] [fox] jumped over the [lazy] [dog].',
);
const rightAre = (definition: HotTextDefinition, ...texts: string[]): HotTextDefinition => ({
  ...definition,
  spans: definition.spans.map((s) => ({ ...s, right: texts.includes(s.text) })),
});
const idsOf = (definition: HotTextDefinition, ...texts: string[]) =>
  definition.spans.filter((s) => texts.includes(s.text)).map((s) => s.id);

describe('the passage', () => {
  test('spans are the bracketed words in order; a backslash keeps a bracket as text', () => {
    const parsed = parsePassage('Pick [one] or [two words], not \\[this\\].');
    expect(parsed.spans).toEqual(['one', 'two words']);
    expect(parsed.problem).toBeUndefined();
    expect(parsed.parts.map((p) => p.text).join('')).toBe('Pick one or two words, not [this].');
    expect(parsePassage('An [open span').problem).toBe('unclosed');
    expect(parsePassage('A stray ] bracket').problem).toBe('unopened');
    expect(parsePassage('An [ ] empty one').problem).toBe('empty');
  });

  test('written and read back, any texts and spans are the same', () => {
    const part = fc.oneof(
      fc.string({ minLength: 1 }).map((text) => ({ text })),
      fc
        .string({ minLength: 1 })
        .filter((s) => s.trim() !== '')
        .map((span) => ({ span })),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const parsed = parsePassage(writePassage(parts));
        expect(parsed.problem).toBeUndefined();
        expect(parsed.spans).toEqual(parts.flatMap((p) => ('span' in p ? [p.span] : [])));
      }),
    );
  });

  test('a selection becomes a span, without the spaces around it; one crossing a bracket does not', () => {
    expect(markSpan('The quick fox', 3, 10)).toBe('The [quick] fox');
    expect(markSpan('The [quick] fox', 2, 7)).toBeUndefined();
    expect(markSpan('The [quick] fox', 6, 8)).toBeUndefined();
    expect(markSpan('The quick fox', 3, 4)).toBeUndefined();
  });

  test('a new passage keeps the ids and right marks of the words it keeps, and numbers new ones', () => {
    const marked = rightAre(noun, 'fox');
    const edited = withPassage(marked, 'A [fox], a [cat] and the [quick] [dog].');
    expect(edited.spans.map((s) => [s.text, s.right])).toEqual([
      ['fox', true],
      ['cat', false],
      ['quick', false],
      ['dog', false],
    ]);
    expect(edited.spans[0]!.id).toBe(marked.spans[2]!.id);
    expect(edited.spans[1]!.id).toBe('span-6');
  });

  test('the definition is bounded: its spans must be the passage’s, unique, at most 100', () => {
    expect(HotTextDefinitionSchema.safeParse(noun).success).toBe(true);
    expect(HotTextDefinitionSchema.safeParse({ ...noun, passage: 'The [quick] fox.' }).success).toBe(false);
    const same = { ...noun, spans: noun.spans.map((s) => ({ ...s, id: 'x' })) };
    expect(HotTextDefinitionSchema.safeParse(same).success).toBe(false);
    const many = withPassage(noun, '[w] '.repeat(101));
    expect(HotTextDefinitionSchema.safeParse(many).success).toBe(false);
    expect(HotTextDefinitionSchema.safeParse({ ...noun, passage: 'x'.repeat(10_001) }).success).toBe(false);
  });
});

describe('the scorer', () => {
  const definition = rightAre(noun, 'quick', 'brown', 'lazy');
  test.each([
    ['every right word', ['quick', 'brown', 'lazy'], 1],
    ['two of three right words', ['quick', 'lazy'], 2 / 3],
    ['all right words and a wrong one', ['quick', 'brown', 'lazy', 'fox'], 2 / 3],
    ['one right and two wrong', ['quick', 'fox', 'dog'], 0],
    ['only wrong words', ['fox'], 0],
    ['nothing', [], 0],
  ])('partial credit: %s', (_, words, share) => {
    expect(hotTextShare(definition, idsOf(definition, ...words))).toBeCloseTo(share);
  });

  test('all or nothing gives the points only for exactly the right words', () => {
    const strict = { ...definition, scoring: 'allOrNothing' as const };
    expect(hotTextShare(strict, idsOf(strict, 'quick', 'brown', 'lazy'))).toBe(1);
    expect(hotTextShare(strict, idsOf(strict, 'quick', 'brown'))).toBe(0);
    expect(hotTextShare(strict, idsOf(strict, 'quick', 'brown', 'lazy', 'dog'))).toBe(0);
  });

  test('points per word add up out of the positive ones, never below 0', () => {
    const mapped: HotTextDefinition = {
      ...noun,
      spans: noun.spans.map((s, i) => ({ ...s, points: [2, 1, -1, -3, 0][i]! })),
    };
    expect(hotTextShare(mapped, idsOf(mapped, 'quick'))).toBeCloseTo(2 / 3);
    expect(hotTextShare(mapped, idsOf(mapped, 'quick', 'brown', 'fox'))).toBeCloseTo(2 / 3);
    expect(hotTextShare(mapped, idsOf(mapped, 'lazy', 'quick'))).toBe(0);
  });

  test('fewer picks than the fewest or more than the most earn nothing', () => {
    const bounded = { ...definition, minChoices: 2, maxChoices: 3 };
    expect(hotTextShare(bounded, idsOf(bounded, 'quick'))).toBe(0);
    expect(hotTextShare(bounded, idsOf(bounded, 'quick', 'brown', 'lazy', 'dog'))).toBe(0);
    expect(hotTextShare(bounded, idsOf(bounded, 'quick', 'brown'))).toBeCloseTo(2 / 3);
  });

  test('any answer earns between 0 and the points; the right words alone earn them all', () => {
    const spanSet = fc.array(fc.boolean(), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(
        spanSet,
        spanSet,
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        (right, picked, strict, points) => {
          fc.pre(right.some(Boolean));
          const d: HotTextDefinition = {
            ...noun,
            spans: noun.spans.map((s, i) => ({ ...s, right: right[i]! })),
            ...(strict ? { scoring: 'allOrNothing' as const } : {}),
          };
          const question: StoredQuestion = {
            id: 1,
            title: 'Pick',
            isMultiple: false,
            options: [],
            rightAnswer: [],
            questionType: 'hotText',
            points,
            definition: d,
          };
          const answer = d.spans.filter((_, i) => picked[i]).map((s) => s.id);
          const score = hotTextType.score(question, answer);
          expect(score.earned).toBeGreaterThanOrEqual(0);
          expect(score.earned).toBeLessThanOrEqual(points);
          const rightIds = d.spans.filter((s) => s.right).map((s) => s.id);
          expect(hotTextType.score(question, rightIds)).toMatchObject({ earned: points, correct: true });
        },
      ),
    );
  });

  test('the feedback of each word picked comes with the score', () => {
    const withFeedback = {
      ...definition,
      spans: definition.spans.map((s) => (s.text === 'fox' ? { ...s, feedback: 'A fox is a noun.' } : s)),
    };
    const question = {
      id: 1,
      title: '',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      definition: withFeedback,
    };
    expect(hotTextType.score(question, idsOf(withFeedback, 'fox', 'quick')).feedback).toEqual([
      'A fox is a noun.',
    ]);
  });
});

test('save checks: no span, no right word, broken brackets, impossible counts', () => {
  const issues = (definition: unknown) =>
    hotTextType.validate({ title: 'Q', textOptions: [], definition }).map((i) => [i.field, i.message]);
  expect(issues(rightAre(noun, 'fox'))).toEqual([]);
  expect(issues(withPassage(noun, 'No words to pick.'))).toEqual([['passage', HOT_TEXT_MESSAGES.noSpan]]);
  expect(issues(noun)).toEqual([['answers', HOT_TEXT_MESSAGES.noRight]]);
  expect(issues(rightAre(withPassage(noun, 'The [fox] [open'), 'fox'))).toEqual([
    ['passage', HOT_TEXT_MESSAGES.brackets],
  ]);
  expect(issues({ ...rightAre(noun, 'fox'), minChoices: 3, maxChoices: 2 })).toEqual([
    ['choices', HOT_TEXT_MESSAGES.choices],
  ]);
});

test('the student sees the passage and the words’ ids, never which are right', () => {
  const question = {
    id: 3,
    title: 'Pick the noun.',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'hotText',
    definition: { ...rightAre(noun, 'fox'), maxChoices: 1 },
  };
  const view = hotTextType.studentView(question);
  expect(view).toEqual({
    passage: noun.passage,
    spans: 5,
    minChoices: 0,
    maxChoices: 1,
    'span.0': 'span-1',
    'span.1': 'span-2',
    'span.2': 'span-3',
    'span.3': 'span-4',
    'span.4': 'span-5',
  });
  expect(hotTextType.checkResponse!(question, ['span-1', 'span-2'])).toBeDefined();
  expect(hotTextType.checkResponse!(question, ['nope'])).toBeDefined();
  expect(hotTextType.checkResponse!(question, ['span-3'])).toBeUndefined();
});

test('editor events: typing the passage is one undo step, marking a selection and the right word are one each', () => {
  let doc: QuizEditorDocument = openDocument(newQuizState('a1'));
  const added = dispatch(doc, {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'hotText',
  });
  expect(added.ok).toBe(true);
  doc = added.document;
  const definitionNow = () => doc.state.activities[0]!.items[0]!.definition as HotTextDefinition;
  const start = definitionNow();
  for (const [at, passage] of ['The', 'The quick', 'The quick fox'].entries())
    doc = dispatch(
      doc,
      { type: 'hotText.setPassage', itemId: 'q1', passage },
      { at: 1000 + at * 100 },
    ).document;
  doc = dispatch(
    doc,
    { type: 'hotText.markSelection', itemId: 'q1', start: 10, end: 13 },
    { at: 20_000 },
  ).document;
  expect(definitionNow().passage).toBe('The quick [fox]');
  const [fox] = definitionNow().spans;
  doc = dispatch(
    doc,
    { type: 'hotText.setRight', itemId: 'q1', spanId: fox!.id, right: true },
    { at: 30_000 },
  ).document;
  expect(definitionNow().spans).toEqual([{ id: fox!.id, text: 'fox', right: true }]);
  // A selection that crosses a bracket is refused, and history stays clean.
  const refused = dispatch(
    doc,
    { type: 'hotText.markSelection', itemId: 'q1', start: 9, end: 12 },
    { at: 40_000 },
  );
  expect(refused.ok).toBe(false);
  doc = undo(doc);
  expect(definitionNow().spans[0]!.right).toBe(false);
  doc = undo(doc);
  expect(definitionNow().passage).toBe('The quick fox');
  doc = undo(doc);
  expect(definitionNow()).toEqual(start);
  doc = redo(redo(redo(doc)));
  expect(definitionNow().spans).toEqual([{ id: fox!.id, text: 'fox', right: true }]);
});
