/**
 * Versions of a question (ADR 309): each attempt gets one version, the same every time, every version reachable;
 * the first content edit in the editor keeps version 1 for everyone, and undoing it brings the versions back.
 */
import { applyPatches, enablePatches } from 'immer';
import { applyEvent } from '../../../../src/domain/quiz/editor/quizReducer';
import type { QuizEditorState } from '../../../../src/domain/quiz/editor/quizEditorState';
import { fromQuiz, toPayload } from '../../../../src/domain/quiz/quizPayload';
import type { StoredQuestion } from '../../../../src/questionTypes/shared/domain/questionType';
import { scoreQuestion, storedTypeOf } from '../../../../src/questionTypes/shared/domain/registry';
import { questionForAttempt } from '../../../../src/domain/quiz/versions/questionVersions';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';

enablePatches();

/** A choice question asking 1/3 of a number, in three versions (version 1 and two more). */
const question: StoredQuestion = {
  id: 7,
  title: '1/3 of -12 is',
  isMultiple: false,
  options: [
    { id: 70, text: '-4' },
    { id: 71, text: '4' },
  ],
  rightAnswer: [70],
  feedback: 'Divide -12 by 3',
  versions: [
    { title: '1/3 of -15 is', options: [{ text: '-5' }, { text: '5' }], feedback: 'Divide -15 by 3' },
    { title: '1/3 of -18 is', options: [{ text: '-6' }, { text: '6' }], feedback: 'Divide -18 by 3' },
  ],
};
const seeds = Array.from({ length: 200 }, (_, i) => String(i + 1));

describe('the version an attempt gets', () => {
  test('is the same every time for one attempt, and every version is some attempt’s', () => {
    const titles = seeds.map((seed) => questionForAttempt(question, seed).title);
    expect(seeds.map((seed) => questionForAttempt(question, seed).title)).toEqual(titles);
    expect(new Set(titles)).toEqual(new Set(['1/3 of -12 is', '1/3 of -15 is', '1/3 of -18 is']));
  });

  test('reads as a whole: its text, its options’ texts under the question’s own ids, its feedback', () => {
    const seed = seeds.find((s) => questionForAttempt(question, s).title === '1/3 of -18 is')!;
    const asked = questionForAttempt(question, seed);
    expect(asked).toMatchObject({
      options: [
        { id: 70, text: '-6' },
        { id: 71, text: '6' },
      ],
      rightAnswer: [70],
      feedback: 'Divide -18 by 3',
    });
    expect(asked.versions).toBeUndefined();
  });

  test('without an attempt is version 1', () => {
    expect(questionForAttempt(question, undefined).title).toBe('1/3 of -12 is');
  });

  test('is the one its answer is scored and described against', () => {
    const seed = seeds.find((s) => questionForAttempt(question, s).title === '1/3 of -15 is')!;
    expect(scoreQuestion(question, { optionIds: [70] }, seed)).toMatchObject({ correct: true, earned: 1 });
    const type = storedTypeOf(question);
    expect(type.describeAnswer(question, [70], seed)).toBe('-5');
    expect(type.describeRight(question, seed)).toBe('-5');
    expect(type.studentTitle?.(question, seed)).toBe('1/3 of -15 is');
  });
});

describe('editing a question with versions', () => {
  const quiz = storedEnzymeQuiz([
    storedQuestion(1, {
      versions: [{ title: 'What does a catalyst lower?' }, { title: 'What does an inhibitor raise?' }],
    }),
  ]);
  const itemOf = (state: QuizEditorState) => state.activities[0]!.items[0]!;

  test('the first edit keeps version 1 for everyone, and undoing it brings the versions back', () => {
    const loaded = fromQuiz(quiz);
    expect(itemOf(loaded).versions).toHaveLength(2);
    const edited = applyEvent(loaded, { type: 'question.setTitle', itemId: 'i10', title: 'What lowers?' });
    if (!edited.ok) throw new Error(edited.reason);
    expect(itemOf(edited.state).versions).toBeUndefined();
    expect(toPayload(edited.state, 'admin', 'edit', 2).activities[0]!.items[0]!.versions).toBeUndefined();
    const undone = applyPatches(edited.state, edited.inversePatches);
    expect(itemOf(undone).versions).toEqual(itemOf(loaded).versions);
    expect(toPayload(undone, 'admin', 'edit', 2).activities[0]!.items[0]!.versions).toHaveLength(2);
  });

  test('changing its points, which no version holds, keeps the versions', () => {
    const edited = applyEvent(fromQuiz(quiz), { type: 'question.setPoints', itemId: 'i10', points: 3 });
    if (!edited.ok) throw new Error(edited.reason);
    expect(itemOf(edited.state).versions).toHaveLength(2);
  });
});
