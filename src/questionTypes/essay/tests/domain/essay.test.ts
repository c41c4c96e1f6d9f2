/**
 * Essays in the domain (ADR 198, 279): words counted the same on the page and the server, the word limit (a minimum
 * is never a refusal), a minimum above the maximum as a save check beside the minimum, hand scoring (needs grading
 * until a teacher's points are given, then they count), the student view without grader information, and the
 * editor's events through the real reducer with undo and redo.
 */
import fc from 'fast-check';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { ESSAY_MESSAGES, essayRefusal, essayType } from '../../domain/essay';
import { countWords } from '../../domain/essayWords';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';
import { scoreAttempt } from '../../../../domain/take/scoring';

const essay = (definition: object = {}, points = 4): StoredQuestion => ({
  id: 7,
  title: 'Why is the sky blue?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'essay',
  points,
  definition,
});

test.each([
  ['', 0],
  ['  one  two\nthree\tfour ', 4],
  ['Hello, world — again!', 3],
  ['l’eau est bleue', 3],
  ['空は青い', 4],
  ['– — …', 0],
])('%j has %d words', (text, count) => {
  expect(countWords(text)).toBe(count);
});

test('an answer over the word limit is refused with the limit; at the limit or without one it is taken', () => {
  expect(essayRefusal(essay({ maxWords: 3 }), 'one two three four')).toBe(ESSAY_MESSAGES.tooManyWords(3));
  expect(essayRefusal(essay({ maxWords: 3 }), 'one two three')).toBeUndefined();
  expect(essayRefusal(essay(), 'one two three four')).toBeUndefined();
});

test('an answer under the minimum is taken: a draft is saved as typed and a timed attempt can be submitted', () => {
  expect(essayRefusal(essay({ minWords: 5 }), 'one two')).toBeUndefined();
  expect(essayRefusal(essay({ minWords: 5, maxWords: 10 }), '')).toBeUndefined();
  expect(essayRefusal(essay({ minWords: 2, maxWords: 3 }), 'one two three four')).toBe(
    ESSAY_MESSAGES.tooManyWords(3),
  );
});

test.each([
  [{ minWords: 300, maxWords: 250 }, [{ field: 'minWords', message: ESSAY_MESSAGES.minAboveMax }]],
  [{ minWords: 250, maxWords: 250 }, []],
  [{ minWords: 100, maxWords: 250 }, []],
  [{ minWords: 300 }, []],
  [{ maxWords: 250 }, []],
  [{}, []],
])('the save check of %j is %j', (definition, issues) => {
  expect(essayType.validate({ title: 'Why?', textOptions: [], definition })).toEqual(issues);
});

test('an essay needs grading until a teacher gives points; then they count, within 0..max', () => {
  const q = essay();
  expect(scoreQuestion(q, { response: 'Scattering.' })).toMatchObject({
    earned: 0,
    max: 4,
    needsGrading: true,
  });
  expect(scoreQuestion(q, { response: 'Scattering.', handScore: 3 })).toMatchObject({
    earned: 3,
    needsGrading: false,
    correct: false,
  });
  expect(scoreQuestion(q, { response: 'Scattering.', handScore: 4 })).toMatchObject({
    earned: 4,
    correct: true,
  });
  // Nothing written: nothing to grade, no points.
  expect(scoreQuestion(q, { response: '   ' })).toMatchObject({ earned: 0, needsGrading: false });
  fc.assert(
    fc.property(
      fc.double({ min: -10, max: 20, noNaN: true }),
      fc.integer({ min: 0, max: 10 }),
      (hand, points) => {
        const score = scoreQuestion(essay({}, points), { response: 'x', handScore: hand });
        expect(score.earned).toBeGreaterThanOrEqual(0);
        expect(score.earned).toBeLessThanOrEqual(points);
      },
    ),
  );
});

test('an attempt with an ungraded essay needs grading; its total counts the essay once graded', () => {
  const tf: StoredQuestion = {
    ...essay(),
    id: 8,
    questionType: 'trueFalse',
    points: 1,
    definition: { answer: true },
  };
  const saved = { answers: {}, responses: { '7': 'Scattering.', '8': true } };
  expect(scoreAttempt([essay(), tf], saved)).toMatchObject({ needsGrading: true, points: 1, maxPoints: 5 });
  expect(scoreAttempt([essay(), tf], { ...saved, handScores: { '7': 2.5 } })).toMatchObject({
    needsGrading: false,
    points: 3.5,
    percentage: 70,
  });
});

test('the student view holds the minimum, the limit, lines and template, never the grader information', () => {
  const view = essayType.studentView(
    essay({ minWords: 50, maxWords: 200, graderInfo: 'Rayleigh', template: 'Because' }),
  );
  expect(view).toMatchObject({ minWords: 50, maxWords: 200, lines: 10, template: 'Because' });
  expect(essayType.studentView(essay())).toMatchObject({ minWords: null, maxWords: null });
  expect(JSON.stringify(view)).not.toContain('Rayleigh');
  expect(essayType.describeRight(essay({ graderInfo: 'Rayleigh' }))).toBe('');
});

test('editing through the reducer: minimum, limit, lines, grader information and template, with undo and redo', () => {
  const added = dispatch(openDocument(newQuizState('a1')), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'essay',
  } as QuizEvent);
  if (!added.ok) throw new Error(added.reason);
  let document = added.document;
  const definition = () => document.state.activities[0]!.items[0]!.definition;
  expect(definition()).toEqual({});
  const events = [
    { type: 'essay.setMaxWords', itemId: 'q1', maxWords: 250 },
    { type: 'essay.setMinWords', itemId: 'q1', minWords: 100 },
    { type: 'essay.setLines', itemId: 'q1', lines: 15 },
    { type: 'essay.setGraderInfo', itemId: 'q1', graderInfo: 'Rayleigh' },
    { type: 'essay.setTemplate', itemId: 'q1', template: 'Because' },
    { type: 'essay.setMaxWords', itemId: 'q1', maxWords: null },
  ] as unknown as QuizEvent[];
  const states: unknown[] = [definition()];
  for (const event of events) {
    const result = dispatch(document, event, { at: states.length * 10_000 });
    if (!result.ok) throw new Error(result.reason);
    document = result.document;
    states.push(definition());
  }
  expect(definition()).toEqual({ minWords: 100, lines: 15, graderInfo: 'Rayleigh', template: 'Because' });
  for (let i = events.length - 1; i >= 0; i--) {
    document = undo(document);
    expect(definition()).toEqual(states[i]);
  }
  for (let i = 1; i <= events.length; i++) {
    document = redo(document);
    expect(definition()).toEqual(states[i]);
  }
  expect(essayType.definitionSchema.safeParse(definition()).success).toBe(true);
});

test('typing a minimum is one undo step; clearing it is no minimum', () => {
  const added = dispatch(openDocument(newQuizState('a1')), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'essay',
  } as QuizEvent);
  if (!added.ok) throw new Error(added.reason);
  let document = added.document;
  const definition = () => document.state.activities[0]!.items[0]!.definition;
  // "1", "15", "150" typed within a second: one step.
  for (const [at, minWords] of [
    [0, 1],
    [200, 15],
    [400, 150],
  ] as const) {
    const result = dispatch(document, { type: 'essay.setMinWords', itemId: 'q1', minWords } as QuizEvent, {
      at,
    });
    if (!result.ok) throw new Error(result.reason);
    document = result.document;
  }
  expect(definition()).toEqual({ minWords: 150 });
  document = undo(document);
  expect(definition()).toEqual({});
  document = redo(document);
  const cleared = dispatch(
    document,
    { type: 'essay.setMinWords', itemId: 'q1', minWords: null } as QuizEvent,
    {
      at: 60_000,
    },
  );
  if (!cleared.ok) throw new Error(cleared.reason);
  document = cleared.document;
  expect(definition()).toEqual({});
  document = undo(document);
  expect(definition()).toEqual({ minWords: 150 });
});
