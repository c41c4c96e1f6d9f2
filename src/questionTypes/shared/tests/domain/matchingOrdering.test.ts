/**
 * Matching and ordering (ADR 199): the editor's events through the real reducer with undo and redo, the save checks,
 * what the student sees (never the pairs or the right order), and the scorers' partial credit, with property tests
 * over any question and any answer.
 */
import fc from 'fast-check';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState, type QuizEditorState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import { MATCHING_MESSAGES, matchingType, type MatchingDefinition } from '../../../matching/domain/matching';
import { ORDERING_MESSAGES, orderingType, shuffledOrder } from '../../../ordering/domain/ordering';
import type { StoredQuestion } from '../../domain/questionType';
import { scoreQuestion } from '../../domain/registry';

const question = (questionType: string, definition: unknown, points = 1): StoredQuestion => ({
  id: 7,
  title: 'Q',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType,
  points,
  definition,
});

const CAPITALS: MatchingDefinition = {
  pairs: [
    { id: 'p1', prompt: 'France', answer: 'Paris' },
    { id: 'p2', prompt: 'Italy', answer: 'Rome' },
    { id: 'p3', prompt: 'Spain', answer: 'Madrid' },
    { id: 'p4', prompt: 'Wales', answer: 'Cardiff' },
  ],
  distractors: [{ id: 'd1', text: 'Lyon' }],
};
const STEPS = {
  items: ['Mitosis starts', 'Prophase', 'Metaphase', 'Anaphase', 'Telophase'].map((text, i) => ({
    id: `s${i}`,
    text,
  })),
};
const STEP_TEXTS = STEPS.items.map((item) => item.text);

function withQuestion(questionType: 'matching' | 'ordering'): QuizEditorState {
  const result = applyEvent(newQuizState('a1'), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType,
  });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}
const definitionOf = (state: QuizEditorState) => state.activities[0]!.items[0]!.definition;

describe('matching', () => {
  test('a new question has two empty pairs; pairs and extra answers are added, typed, removed, undone and redone', () => {
    const start = openDocument(withQuestion('matching'));
    expect(definitionOf(start.state)).toEqual({
      pairs: [
        { id: 'o1', prompt: '', answer: '' },
        { id: 'o2', prompt: '', answer: '' },
      ],
      distractors: [],
    });
    const events: QuizEvent[] = [
      { type: 'matching.setPrompt', itemId: 'q1', pairId: 'o1', text: 'France' },
      { type: 'matching.setAnswer', itemId: 'q1', pairId: 'o1', text: 'Paris' },
      { type: 'matching.addPair', itemId: 'q1', pairId: 'p3' },
      { type: 'matching.addDistractor', itemId: 'q1', distractorId: 'd1' },
      { type: 'matching.setDistractor', itemId: 'q1', distractorId: 'd1', text: 'Lyon' },
      { type: 'matching.removePair', itemId: 'q1', pairId: 'o2' },
    ];
    let document = start;
    for (const event of events) {
      const result = dispatch(document, event);
      expect(result.ok).toBe(true);
      document = result.document;
    }
    const edited = definitionOf(document.state);
    expect(edited).toEqual({
      pairs: [
        { id: 'o1', prompt: 'France', answer: 'Paris' },
        { id: 'p3', prompt: '', answer: '' },
      ],
      distractors: [{ id: 'd1', text: 'Lyon' }],
    });
    let back = document;
    for (const _ of events) back = undo(back);
    expect(definitionOf(back.state)).toEqual(definitionOf(start.state));
    let again = back;
    for (const _ of events) again = redo(again);
    expect(definitionOf(again.state)).toEqual(edited);
    // Two pairs are the fewest; an event of matching on an ordering question is refused.
    expect(dispatch(document, { type: 'matching.removePair', itemId: 'q1', pairId: 'o1' })).toMatchObject({
      ok: false,
      reason: 'lastOption',
    });
    expect(
      dispatch(openDocument(withQuestion('ordering')), {
        type: 'matching.addPair',
        itemId: 'q1',
        pairId: 'x',
      }),
    ).toMatchObject({ ok: false, reason: 'otherQuestionType' });
  });

  test('save checks name the field and say what is wrong', () => {
    expect(matchingType.validate({ title: 'Q', textOptions: [], definition: CAPITALS })).toEqual([]);
    const issues = matchingType.validate({
      title: 'Q',
      textOptions: [],
      definition: {
        pairs: [
          { id: 'a', prompt: 'France', answer: '' },
          { id: 'b', prompt: ' France ', answer: 'Paris' },
        ],
        distractors: [{ id: 'd', text: 'Paris' }],
      },
    });
    expect(issues).toEqual([
      { field: 'pairs', message: MATCHING_MESSAGES.promptDuplicated },
      { field: 'pairs', message: MATCHING_MESSAGES.answerEmpty },
      { field: 'distractors', message: MATCHING_MESSAGES.distractorPaired },
    ]);
  });

  test('the student sees the prompts and every answer in alphabetical order, never which goes with which', () => {
    const view = matchingType.studentView(question('matching', CAPITALS));
    expect(view).toEqual({
      prompts: 4,
      'prompt.0': 'France',
      'prompt.1': 'Italy',
      'prompt.2': 'Spain',
      'prompt.3': 'Wales',
      answers: 5,
      'answer.0': 'Cardiff',
      'answer.1': 'Lyon',
      'answer.2': 'Madrid',
      'answer.3': 'Paris',
      'answer.4': 'Rome',
    });
  });

  test('partial credit per pair: 3 of 4 pairs right earn 3/4 of the points', () => {
    const q = question('matching', CAPITALS, 2);
    const response = [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Italy', answer: 'Rome' },
      { prompt: 'Spain', answer: 'Lyon' },
      { prompt: 'Wales', answer: 'Cardiff' },
    ];
    expect(scoreQuestion(q, { response })).toMatchObject({ earned: 1.5, max: 2, correct: false });
    expect(matchingType.describeAnswer(q, response)).toBe(
      'France: Paris; Italy: Rome; Spain: Lyon; Wales: Cardiff',
    );
    expect(matchingType.describeRight(q)).toBe('France: Paris; Italy: Rome; Spain: Madrid; Wales: Cardiff');
    expect(
      matchingType.statistics(q, [
        { answer: response, correct: false },
        { answer: [{ prompt: 'France', answer: 'Paris' }], correct: false },
      ]).pairs,
    ).toEqual([
      { prompt: 'France', answer: 'Paris', attempts: 2, correct: 2, facility: 1 },
      { prompt: 'Italy', answer: 'Rome', attempts: 2, correct: 1, facility: 0.5 },
      { prompt: 'Spain', answer: 'Madrid', attempts: 2, correct: 0, facility: 0 },
      { prompt: 'Wales', answer: 'Cardiff', attempts: 2, correct: 1, facility: 0.5 },
    ]);
  });

  test('property: any answer earns 0..points; the pairs as paired earn full marks', () => {
    const texts = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(
        fc.uniqueArray(texts, { minLength: 2, maxLength: 6, selector: (s) => s.trim().replace(/\s+/g, ' ') }),
        fc.array(texts, { minLength: 2, maxLength: 6 }),
        fc.array(fc.record({ prompt: texts, answer: texts }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 1000 }),
        (prompts, answers, response, points) => {
          const definition = {
            // Ids longer than any generated text, so a text is never taken for a leaked id.
            pairs: prompts.map((prompt, i) => ({
              id: `hidden-pair-${i}`,
              prompt,
              answer: answers[i % answers.length]!,
            })),
            distractors: [],
          };
          const q = question('matching', definition, points);
          const score = scoreQuestion(q, { response });
          expect(score.earned).toBeGreaterThanOrEqual(0);
          expect(score.earned).toBeLessThanOrEqual(points);
          const right = definition.pairs.map(({ prompt, answer }) => ({ prompt, answer }));
          expect(scoreQuestion(q, { response: right })).toMatchObject({ earned: points, correct: true });
          const seen = JSON.stringify(matchingType.studentView(q));
          expect(seen).not.toMatch(/hidden-pair-\d+/);
        },
      ),
    );
  });
});

describe('ordering', () => {
  test('items are added, typed, moved, removed, undone and redone', () => {
    const start = openDocument(withQuestion('ordering'));
    expect(definitionOf(start.state)).toEqual({
      items: [
        { id: 'o1', text: '' },
        { id: 'o2', text: '' },
        { id: 'o3', text: '' },
      ],
    });
    const events: QuizEvent[] = [
      { type: 'ordering.setItem', itemId: 'q1', entryId: 'o1', text: 'First' },
      { type: 'ordering.addItem', itemId: 'q1', entryId: 'o9' },
      { type: 'ordering.moveItem', itemId: 'q1', entryId: 'o9', to: 0 },
      { type: 'ordering.removeItem', itemId: 'q1', entryId: 'o2' },
    ];
    let document = start;
    for (const event of events) {
      const result = dispatch(document, event);
      expect(result.ok).toBe(true);
      document = result.document;
    }
    const edited = definitionOf(document.state);
    expect(edited).toEqual({
      items: [
        { id: 'o9', text: '' },
        { id: 'o1', text: 'First' },
        { id: 'o3', text: '' },
      ],
    });
    let back = document;
    for (const _ of events) back = undo(back);
    expect(definitionOf(back.state)).toEqual(definitionOf(start.state));
    let again = back;
    for (const _ of events) again = redo(again);
    expect(definitionOf(again.state)).toEqual(edited);
    expect(
      dispatch(document, { type: 'ordering.moveItem', itemId: 'q1', entryId: 'o9', to: 3 }),
    ).toMatchObject({ ok: false, reason: 'indexOutOfRange' });
  });

  test('save checks: items are filled in and differ', () => {
    expect(
      orderingType.validate({
        title: 'Q',
        textOptions: [],
        definition: {
          items: [
            { id: 'a', text: '' },
            { id: 'b', text: 'X' },
            { id: 'c', text: ' X' },
          ],
        },
      }),
    ).toEqual([
      { field: 'items', message: ORDERING_MESSAGES.itemEmpty },
      { field: 'items', message: ORDERING_MESSAGES.itemDuplicated },
    ]);
  });

  test('the student sees the items shuffled, the same for one attempt, never in the right order', () => {
    const q = question('ordering', STEPS);
    const first = orderingType.studentView(q, '41');
    expect(orderingType.studentView(q, '41')).toEqual(first);
    const shown = Array.from({ length: 5 }, (_, i) => first[`item.${i}`]);
    expect([...shown].sort()).toEqual([...STEP_TEXTS].sort());
    expect(shown).not.toEqual(STEP_TEXTS);
    const orders = new Set(
      Array.from({ length: 20 }, (_, n) => JSON.stringify(orderingType.studentView(q, String(n)))),
    );
    expect(orders.size).toBeGreaterThan(5);
  });

  test('partial credit by adjacent pairs: one item moved from the end to the start keeps 3 of 4', () => {
    const q = question('ordering', STEPS, 4);
    const moved = [STEP_TEXTS[4]!, ...STEP_TEXTS.slice(0, 4)];
    expect(scoreQuestion(q, { response: moved })).toMatchObject({ earned: 3, max: 4, correct: false });
    expect(scoreQuestion(q, { response: [...STEP_TEXTS].reverse() })).toMatchObject({ earned: 0 });
    expect(scoreQuestion(q, { response: STEP_TEXTS })).toMatchObject({ earned: 4, correct: true });
    // A list that is not each item once earns nothing.
    expect(
      scoreQuestion(q, { response: [STEP_TEXTS[0], STEP_TEXTS[1], STEP_TEXTS[0], STEP_TEXTS[1]] }),
    ).toMatchObject({ earned: 0 });
    expect(orderingType.describeAnswer(q, moved)).toBe(
      'Telophase → Mitosis starts → Prophase → Metaphase → Anaphase',
    );
  });

  test('property: any order earns 0..points, the right order full marks, the shown order is never right', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ minLength: 1, maxLength: 6 }).map((s) => `i${s.trim()}`),
          { minLength: 2, maxLength: 8 },
        ),
        fc.string(),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer(),
        (texts, seed, points, shuffleSeed) => {
          const items = [...new Set(texts)];
          fc.pre(items.length >= 2);
          const q = question('ordering', { items: items.map((text, i) => ({ id: `e${i}`, text })) }, points);
          const answer = shuffledOrder(items, String(shuffleSeed));
          const score = scoreQuestion(q, { response: answer });
          expect(score.earned).toBeGreaterThanOrEqual(0);
          expect(score.earned).toBeLessThanOrEqual(points);
          expect(scoreQuestion(q, { response: items })).toMatchObject({ earned: points, correct: true });
          const view = orderingType.studentView(q, seed);
          expect(items.map((_, i) => view[`item.${i}`])).not.toEqual(items);
        },
      ),
    );
  });
});
