/**
 * The grading form of one attempt (ADR 352): every question's points and comment and the attempt's comment saved in
 * one save on the version they were loaded with, sending only what changed; points out of range are refused before
 * anything is sent; a stale save waits in `conflict`, and Keep mine sends again only this teacher's changes.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AttemptGrading, GradingQuestion } from '../../../../src/domain/quiz/results/grading';
import {
  gradingForm,
  gradingFormMachine,
  type SaveGradingInput,
} from '../../../../src/machines/quiz/results/gradingFormMachine';
import { staleError } from '../../../support/staleVersion';

const question = (itemId: number, fields: Partial<GradingQuestion>): GradingQuestion => ({
  itemId,
  number: itemId,
  title: `Question ${itemId}`,
  answer: 'An answer',
  handScored: false,
  points: 1,
  given: null,
  maxPoints: 2,
  comment: '',
  history: [],
  ...fields,
});

const loaded: AttemptGrading = {
  assignmentId: 7,
  version: 3,
  quizId: 5,
  email: 'ada@school.test',
  submitted: true,
  score: 2,
  maxScore: 8,
  needsGrading: true,
  questions: [
    question(1, { handScored: true, points: null, maxPoints: 4 }),
    question(2, { handScored: true, points: null, maxPoints: 2 }),
    question(3, { points: 2, comment: 'Well done' }),
  ],
  attemptComment: '',
  attemptHistory: [],
  previousId: null,
  nextId: null,
};

function start(save: (input: SaveGradingInput) => Promise<AttemptGrading>, reads = [loaded]) {
  let read = 0;
  return createActor(
    gradingFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => reads[Math.min(read++, reads.length - 1)]!),
        saveRecord: fromPromise(({ input }) => save(input)),
      },
    }),
    { input: { id: loaded.assignmentId } },
  ).start();
}

const edit = (kind: 'points' | 'comment', itemId: number, value: string) =>
  ({ type: 'form.edit', edit: { kind, itemId, value } }) as const;

test('one save sends the changed points and comments of every question and the attempt, on the loaded version', async () => {
  const saves: SaveGradingInput[] = [];
  const actor = start(async (input) => (saves.push(input), { ...loaded, version: 4 }));
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send(edit('points', 1, '3,5'));
  actor.send(edit('comment', 1, 'Clear, but say why.'));
  actor.send(edit('points', 2, '2'));
  actor.send(edit('comment', 2, 'Right.'));
  actor.send({ type: 'form.edit', edit: { kind: 'attemptComment', value: 'Good work.' } });
  expect(gradingForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && saves.length === 1);
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({
    id: 7,
    version: 3,
    parsed: {
      // Question 3 was left alone: its automatic score and comment are not sent.
      questions: [
        { itemId: 1, points: 3.5, comment: 'Clear, but say why.' },
        { itemId: 2, points: 2, comment: 'Right.' },
      ],
      attemptComment: 'Good work.',
    },
  });
  expect(gradingForm.selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('points outside the question’s points are refused beside their field and nothing is sent', async () => {
  const saves: SaveGradingInput[] = [];
  const actor = start(async (input) => (saves.push(input), loaded));
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send(edit('points', 1, '2'));
  actor.send(edit('points', 2, '2.5'));
  expect(gradingForm.selectErrors(actor.getSnapshot())).toEqual({
    'questions.1.points': ['Points should be between 0 and 2'],
  });
  actor.send({ type: 'form.save' });
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(saves).toEqual([]);
});

test('a stale save waits in conflict; Keep mine sends only this teacher’s changes on their version', async () => {
  const saves: SaveGradingInput[] = [];
  const theirs: AttemptGrading = {
    ...loaded,
    version: 4,
    questions: [loaded.questions[0]!, { ...loaded.questions[1]!, points: 1, given: 1 }, loaded.questions[2]!],
  };
  const actor = start(
    async (input) => {
      saves.push(input);
      if (saves.length === 1) throw staleError('grading');
      return { ...theirs, version: 5 };
    },
    [loaded, theirs],
  );
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send(edit('points', 1, '4'));
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  expect(gradingForm.selectConflict(actor.getSnapshot())).toBe(
    "This attempt's grades were changed by someone else. Reload them or keep your changes.",
  );
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('editing') && saves.length === 2);
  // The colleague's point for question 2 stays: only question 1 is sent, on their version.
  expect(saves[1]).toMatchObject({ version: 4, parsed: { questions: [{ itemId: 1, points: 4 }] } });
});
