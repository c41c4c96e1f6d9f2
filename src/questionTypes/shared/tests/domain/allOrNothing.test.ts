/**
 * All or nothing (ADR 292) on the question types made of parts: the rule is an editor event of each type with undo
 * and redo, a definition without it keeps partial credit, and the scorers give the points only when every blank,
 * pair or neighbour is right, with property tests over any question and any answer.
 */
import fc from 'fast-check';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState, type QuizEditorState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import type { FillInBlanksDefinition } from '../../../fillInBlanks/domain/fillInBlanksDefinition';
import type { MatchingDefinition } from '../../../matching/domain/matching';
import type { StoredQuestion } from '../../domain/questionType';
import { scoreQuestion } from '../../domain/registry';

type PartsType = 'fillInBlanks' | 'matching' | 'ordering';

const question = (questionType: PartsType, definition: unknown, points = 1): StoredQuestion => ({
  id: 7,
  title: 'Q',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType,
  points,
  definition,
});

const CELL: FillInBlanksDefinition = {
  text: 'The [[1]] makes ATP; plants also have [[2]].',
  gaps: [
    { id: 'g1', kind: 'typed', answers: [{ id: 'a1', text: 'mitochondri*' }], caseSensitive: false },
    {
      id: 'g2',
      kind: 'dropdown',
      options: [
        { id: 'o1', text: 'ribosomes' },
        { id: 'o2', text: 'chloroplasts' },
      ],
      right: 'o2',
    },
  ],
};
const CAPITALS: MatchingDefinition = {
  pairs: [
    { id: 'p1', prompt: 'France', answer: 'Paris' },
    { id: 'p2', prompt: 'Italy', answer: 'Rome' },
    { id: 'p3', prompt: 'Spain', answer: 'Madrid' },
  ],
  distractors: [],
};
const STAGES = ['Prophase', 'Metaphase', 'Anaphase', 'Telophase'];
const STEPS = { items: STAGES.map((text, i) => ({ id: `s${i}`, text })) };

function withQuestion(questionType: PartsType): QuizEditorState {
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
const definitionOf = (state: QuizEditorState) =>
  state.activities[0]!.items[0]!.definition as Record<string, unknown>;

describe.each<[PartsType, QuizEvent]>([
  ['fillInBlanks', { type: 'fillInBlanks.setText', itemId: 'q1', text: 'A cell' }],
  ['matching', { type: 'matching.setPrompt', itemId: 'q1', pairId: 'o1', text: 'France' }],
  ['ordering', { type: 'ordering.setItem', itemId: 'q1', entryId: 'o1', text: 'Prophase' }],
])('the %s editor', (type, edit) => {
  test('a new question scores partial credit; the rule is one undo step each way and survives other edits', () => {
    const start = openDocument(withQuestion(type));
    expect(definitionOf(start.state)).not.toHaveProperty('scoring');
    const set = (scoring: 'partial' | 'allOrNothing') =>
      ({ type: `${type}.setScoring`, itemId: 'q1', scoring }) as QuizEvent;
    let document = start;
    for (const event of [set('allOrNothing'), edit]) {
      const result = dispatch(document, event, { at: 0 });
      expect(result.ok).toBe(true);
      document = result.document;
    }
    const edited = definitionOf(document.state);
    expect(edited).toMatchObject({ scoring: 'allOrNothing' });
    expect(definitionOf(undo(document).state)).toMatchObject({ scoring: 'allOrNothing' });
    const back = undo(undo(document));
    expect(definitionOf(back.state)).toEqual(definitionOf(start.state));
    expect(definitionOf(redo(redo(back)).state)).toEqual(edited);
    // Back to partial credit leaves the field out, as a definition stored before the rule.
    const partial = dispatch(document, set('partial'), { at: 10 }).document;
    expect(definitionOf(partial.state)).not.toHaveProperty('scoring');
    expect(definitionOf(undo(partial).state)).toMatchObject({ scoring: 'allOrNothing' });
  });
});

describe('scoring', () => {
  test('one blank, pair or neighbour wrong earns its share under partial credit and nothing under all or nothing', () => {
    const cases: [PartsType, object, unknown, unknown, number][] = [
      [
        'fillInBlanks',
        CELL,
        [
          { gap: 'g1', answer: 'mitochondria' },
          { gap: 'g2', answer: 'ribosomes' },
        ],
        [
          { gap: 'g1', answer: 'Mitochondrion' },
          { gap: 'g2', answer: 'chloroplasts' },
        ],
        1.5,
      ],
      [
        'matching',
        CAPITALS,
        [
          { prompt: 'France', answer: 'Paris' },
          { prompt: 'Italy', answer: 'Rome' },
          { prompt: 'Spain', answer: 'Rome' },
        ],
        CAPITALS.pairs.map(({ prompt, answer }) => ({ prompt, answer })),
        2,
      ],
      ['ordering', STEPS, ['Telophase', 'Prophase', 'Metaphase', 'Anaphase'], STAGES, 2],
    ];
    for (const [type, definition, partlyRight, right, partial] of cases) {
      expect(scoreQuestion(question(type, definition, 3), { response: partlyRight })).toMatchObject({
        earned: partial,
        correct: false,
      });
      const strict = question(type, { ...definition, scoring: 'allOrNothing' }, 3);
      expect(scoreQuestion(strict, { response: partlyRight })).toMatchObject({
        earned: 0,
        max: 3,
        correct: false,
      });
      expect(scoreQuestion(strict, { response: right })).toMatchObject({ earned: 3, max: 3, correct: true });
      expect(
        scoreQuestion(question(type, { ...definition, scoring: 'partial' }, 3), { response: partlyRight }),
      ).toMatchObject({ earned: partial });
    }
  });

  const blankAnswer = fc.constantFrom('mitochondria', 'nucleus', 'chloroplasts', 'ribosomes', '', 'x');
  const answers: Record<PartsType, fc.Arbitrary<unknown>> = {
    fillInBlanks: fc.tuple(blankAnswer, blankAnswer).map(([a, b]) => [
      { gap: 'g1', answer: a },
      { gap: 'g2', answer: b },
    ]),
    matching: fc
      .array(fc.constantFrom('Paris', 'Rome', 'Madrid', ''), { minLength: 3, maxLength: 3 })
      .map((picked) => CAPITALS.pairs.map((pair, i) => ({ prompt: pair.prompt, answer: picked[i]! }))),
    ordering: fc.oneof(
      fc.shuffledSubarray(STAGES, { minLength: 4, maxLength: 4 }),
      fc.array(fc.constantFrom(...STAGES), { maxLength: 5 }),
    ),
  };
  const definitions: Record<PartsType, object> = { fillInBlanks: CELL, matching: CAPITALS, ordering: STEPS };

  test.each<PartsType>(['fillInBlanks', 'matching', 'ordering'])(
    'property (%s): all or nothing gives every point or none, the points exactly when partial credit says correct',
    (type) => {
      fc.assert(
        fc.property(
          answers[type],
          fc.integer({ min: 0, max: 400 }).map((n) => n / 4),
          (response, points) => {
            const partial = scoreQuestion(question(type, definitions[type], points), { response });
            const strict = scoreQuestion(
              question(type, { ...definitions[type], scoring: 'allOrNothing' }, points),
              {
                response,
              },
            );
            expect(strict.max).toBe(points);
            expect(strict.correct).toBe(partial.correct);
            expect(strict.earned).toBe(partial.correct ? points : 0);
            expect(strict.earned).toBeLessThanOrEqual(partial.earned);
          },
        ),
      );
    },
  );
});
