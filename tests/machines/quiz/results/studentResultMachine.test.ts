import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { StudentResult } from '../../../../src/domain/quiz/results/results';
import {
  selectIsLoading,
  selectLoadFailed,
  selectStudentResult,
  studentResultMachine,
} from '../../../../src/machines/quiz/results/studentResultMachine';

const result: StudentResult = {
  id: 9,
  quizId: 3,
  assignedUser: 'a@x.example',
  title: 'Quiz',
  dateSubmitted: '2026-05-01T10:00:00.000Z',
  score: 1,
  rightAnswers: 1,
  questionCount: 2,
  isGraded: true,
  questions: [],
};

test("a failed load shows the server's message; Retry asks for the same result again and shows it", async () => {
  const asked: number[] = [];
  const answers: (() => StudentResult)[] = [
    () => {
      throw new ApiError(404, 'Not found');
    },
    () => result,
  ];
  const actor = createActor(
    studentResultMachine.provide({
      actors: {
        fetchStudentResult: fromPromise(async ({ input }) => {
          asked.push(input.assignId);
          return answers.shift()!();
        }),
      },
    }),
    { input: { assignId: 9 } },
  ).start();
  expect(selectIsLoading(actor.getSnapshot())).toBe(true);
  await waitFor(actor, selectLoadFailed);
  expect(actor.getSnapshot().context.error).toBe('Not found');
  expect(selectStudentResult(actor.getSnapshot())).toBeNull();
  actor.send({ type: 'result.retry' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(asked).toEqual([9, 9]);
  expect(selectStudentResult(actor.getSnapshot())).toEqual(result);
  expect(actor.getSnapshot().context.error).toBeNull();
});
