/**
 * A class's dates for a quiz (ADR 217): the shared rule refuses a deadline before the opening before anything is
 * sent; valid dates are sent and the machine ends; the server's field message shows beside its field.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import type { ClassQuiz } from '../../../src/api/classes/classesContract';
import { DEADLINE_MESSAGES } from '../../../src/domain/quiz/deadline';
import {
  classQuizDatesMachine,
  selectDateErrors,
  type SaveClassQuizDatesInput,
} from '../../../src/machines/classes/classQuizDatesMachine';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const quiz = { id: 9, opensAt: null, endDate: null };

function start(save: (input: SaveClassQuizDatesInput) => Promise<ClassQuiz>) {
  const sent: SaveClassQuizDatesInput[] = [];
  const actor = createActor(
    classQuizDatesMachine.provide({
      actors: {
        saveDates: fromPromise(async ({ input }: { input: SaveClassQuizDatesInput }) => {
          sent.push(input);
          return save(input);
        }),
      },
    }),
    { input: { classId: 5, quiz, subscriptionEndsAt: null, clock: () => NOW } },
  ).start();
  return { actor, sent };
}

const row = (opensAt: string | null, endDate: string | null): ClassQuiz => ({
  id: 9,
  title: 'Cells',
  countOfQuestions: 3,
  opensAt,
  endDate,
  ownDates: true,
  addedAt: NOW.toISOString(),
  takenByStudents: true,
});

test('a deadline before the opening date is refused with its message and nothing is sent', () => {
  const { actor, sent } = start(async () => row(null, null));
  actor.send({ type: 'dates.change', field: 'opensAt', value: '2026-03-05T09:00:00.000Z' });
  actor.send({ type: 'dates.change', field: 'deadline', value: '2026-03-04T09:00:00.000Z' });
  actor.send({ type: 'dates.save' });
  expect(selectDateErrors(actor.getSnapshot())).toEqual({ deadline: DEADLINE_MESSAGES.beforeStart });
  expect(sent).toEqual([]);
  // Changing the field clears its message.
  actor.send({ type: 'dates.change', field: 'deadline', value: '2026-03-06T09:00:00.000Z' });
  expect(selectDateErrors(actor.getSnapshot()).deadline).toBeUndefined();
});

test('valid dates are sent for the class and its quiz, and the machine ends', async () => {
  const { actor, sent } = start(async (input) => row(input.dates.opensAt, input.dates.deadline));
  actor.send({ type: 'dates.change', field: 'opensAt', value: '2026-03-05T09:00:00.000Z' });
  actor.send({ type: 'dates.change', field: 'deadline', value: '2026-03-06T09:00:00.000Z' });
  actor.send({ type: 'dates.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent).toEqual([
    {
      classId: 5,
      quizId: 9,
      dates: { opensAt: '2026-03-05T09:00:00.000Z', deadline: '2026-03-06T09:00:00.000Z' },
    },
  ]);
});

test('the server’s refusal shows beside its field and the dates stay to be corrected', async () => {
  const message = DEADLINE_MESSAGES.beyondSubscription;
  const { actor } = start(async () => {
    throw new ApiError(400, message, { deadline: [message] });
  });
  actor.send({ type: 'dates.change', field: 'deadline', value: '2026-03-06T09:00:00.000Z' });
  actor.send({ type: 'dates.save' });
  await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.errors).length > 0);
  expect(selectDateErrors(actor.getSnapshot())).toEqual({ deadline: message });
});
