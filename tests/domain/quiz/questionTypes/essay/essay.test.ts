/**
 * Essays in the domain (ADR 198): words counted the same on the page and the server, the word limit, hand scoring
 * (needs grading until a teacher's points are given, then they count), the student view without grader
 * information, and the editor's events through the real reducer with undo and redo.
 */
import fc from 'fast-check';
import { newQuizState } from '../../../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../../src/domain/quiz/editor/quizEvents';
import { dispatch, openDocument, redo, undo } from '../../../../../src/domain/quiz/editor/quizEditorDocument';
import {
  ESSAY_MESSAGES,
  essayRefusal,
  essayType,
} from '../../../../../src/domain/quiz/questionTypes/essay/essay';
import { countWords } from '../../../../../src/domain/quiz/questionTypes/essay/essayWords';
import type { StoredQuestion } from '../../../../../src/domain/quiz/questionTypes/questionType';
import { scoreQuestion } from '../../../../../src/domain/quiz/questionTypes/registry';
import { scoreAttempt } from '../../../../../src/domain/take/scoring';

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

test('the student view holds the limit, lines and template, never the grader information', () => {
  const view = essayType.studentView(essay({ maxWords: 200, graderInfo: 'Rayleigh', template: 'Because' }));
  expect(view).toMatchObject({ maxWords: 200, lines: 10, template: 'Because' });
  expect(JSON.stringify(view)).not.toContain('Rayleigh');
  expect(essayType.describeRight(essay({ graderInfo: 'Rayleigh' }))).toBe('');
});

test('editing through the reducer: limit, lines, grader information and template, with undo and redo', () => {
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
  expect(definition()).toEqual({ lines: 15, graderInfo: 'Rayleigh', template: 'Because' });
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
