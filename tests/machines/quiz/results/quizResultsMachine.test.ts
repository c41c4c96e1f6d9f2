/**
 * The results screen's machine: its record child reads the results, the deadline editor starts on each read, a
 * saved deadline reads them again, and a failed CSV download says the server's message.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QuizResults } from '../../../../src/api/quiz/results/resultsContract';
import {
  deadlineMachine,
  type SaveDeadlineInput,
} from '../../../../src/machines/quiz/results/deadlineMachine';
import {
  quizResultsMachine,
  selectDeadlineActor,
  selectResultsRecord,
} from '../../../../src/machines/quiz/results/quizResultsMachine';
import { createQuizResultsServices } from '../../../../src/machines/quiz/results/resultsServices';
import {
  selectRecord,
  selectRecordStatus,
  type RecordActorRef,
} from '../../../../src/machines/shared/recordMachine';
import { notificationsMachine } from '../../../../src/machines/shared/notificationsMachine';
import { createHttpClient } from '../../../../src/api/shared/http';

const results = (endDate: string | null): QuizResults => ({
  quiz: {
    id: 3,
    title: 'Enzyme Kinetics Practice Set',
    isGraded: true,
    startDate: null,
    endDate,
    duration: 1200,
    questionCount: 4,
    owner: { firstName: 'Cora', lastName: 'Porate', email: 'corporate@demo.test' },
    ownerSubscriptionEndsAt: null,
  },
  quizzes: [{ id: 3, title: 'Enzyme Kinetics Practice Set' }],
  distributedTo: 2,
  completedBy: 1,
  assignments: [],
  questions: [],
});

/** The screen's real services over an HTTP client answering `answer` for every request. */
function start(answer: (method: string, path: string) => Response | Promise<Response>) {
  const requests: string[] = [];
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${String(input)}`);
      return answer(method, String(input));
    },
  });
  const notifications = createActor(notificationsMachine).start();
  const services = createQuizResultsServices(http, notifications);
  const actor = createActor(
    quizResultsMachine.provide({
      ...services,
      actors: {
        ...services.actors,
        deadlineEditor: deadlineMachine.provide({
          actors: {
            saveDeadline: fromPromise<{ endDate: string | null }, SaveDeadlineInput>(async ({ input }) => ({
              endDate: input.endDate,
            })),
          },
        }),
      },
    }),
    { input: { quizId: 3 } },
  ).start();
  const record = () => selectResultsRecord(actor.getSnapshot()) as RecordActorRef;
  return { actor, record, requests, notifications };
}

const json = (content: unknown, status = 200) =>
  new Response(JSON.stringify({ content }), { status, headers: { 'content-type': 'application/json' } });

test('the deadline editor starts only once the results are read, on their deadline', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { actor, record, requests } = start(async () => {
    await held;
    return json(results('2026-06-01T10:00:00.000Z'));
  });
  // The results are asked for and not yet answered: no editor yet.
  await vi.waitFor(() => expect(requests).not.toHaveLength(0));
  expect(selectDeadlineActor(actor.getSnapshot())).toBeUndefined();
  release();
  await waitFor(record(), (s) => selectRecordStatus(s) === 'ready');
  await waitFor(actor, (s) => selectDeadlineActor(s) !== undefined);
  expect(selectDeadlineActor(actor.getSnapshot())!.getSnapshot().context.endDate).toBe(
    '2026-06-01T10:00:00.000Z',
  );
});

test('a saved deadline reads the results again, and the editor starts over on the new deadline', async () => {
  let reads = 0;
  const { actor, record } = start(() => json(results(reads++ === 0 ? null : '2026-06-01T10:00:00.000Z')));
  await waitFor(actor, (s) => selectDeadlineActor(s) !== undefined);
  const deadline = selectDeadlineActor(actor.getSnapshot())!;
  const now = '2026-05-10T10:00:00.000Z';
  deadline.send({ type: 'deadline.edit', now });
  deadline.send({ type: 'deadline.change', value: '2026-06-01T10:00:00.000Z', now });
  deadline.send({ type: 'deadline.save', now });
  await waitFor(actor, (s) => selectDeadlineActor(s) !== undefined && selectDeadlineActor(s) !== deadline);
  expect(reads).toBe(2);
  expect(selectRecord<QuizResults>(record().getSnapshot())?.quiz.endDate).toBe('2026-06-01T10:00:00.000Z');
  expect(selectDeadlineActor(actor.getSnapshot())!.getSnapshot().context.endDate).toBe(
    '2026-06-01T10:00:00.000Z',
  );
});

test('results that are gone are not found, and no deadline editor starts', async () => {
  const { actor, record } = start(() => json({ message: 'Quiz not found' }, 404));
  await waitFor(record(), (s) => selectRecordStatus(s) === 'notFound');
  expect(selectDeadlineActor(actor.getSnapshot())).toBeUndefined();
});

test('a failed CSV download shows the server message', async () => {
  const { actor, notifications } = start((_method, path) =>
    path.includes('format=csv')
      ? json({ message: 'You do not have access to this area.' }, 403)
      : json(results(null)),
  );
  await waitFor(actor, (s) => selectDeadlineActor(s) !== undefined);
  actor.send({ type: 'csv.download' });
  await waitFor(notifications, (s) => s.context.items.length > 0);
  expect(notifications.getSnapshot().context.items.map((n) => n.message)).toEqual([
    'You do not have access to this area.',
  ]);
  expect(actor.getSnapshot().hasTag('downloading')).toBe(false);
});
