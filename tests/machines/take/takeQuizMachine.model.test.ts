import type { SnapshotFrom } from 'xstate';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../src/api/shared/http';
import type { Outbox } from '../../../src/domain/take/takeAnswers';
import { takeQuizMachine, type SaveInput } from '../../../src/machines/take/takeQuizMachine';
import {
  selectSaveStatus,
  selectScreen,
  selectTimeLeft,
  selectUnansweredCount,
} from '../../../src/machines/take/takeQuizSelectors';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';
import { DEVICE_NOW, TAKE_TOKEN, takeOutcome, takeSession } from '../../support/takeFixtures';

const clock = () => DEVICE_NOW;
const inProgress = takeSession();
/** What choosing option 1 of question 11 queues (the fixed clock reports no time spent): the two paths meet. */
const unsent: Outbox = { '11': { optionIds: [1], timeSpentMs: 0, revision: 1 } };
const network = new ApiError(0, NETWORK_ERROR_MESSAGE);

type Snapshot = SnapshotFrom<typeof takeQuizMachine>;
const answering = (s: Snapshot) => s.matches({ taking: { flow: { open: 'answering' } } });

/**
 * Keeps the graph to what tells the rules apart: one question answered at a time, one unsent change, two failed
 * saves at most; the second activity, the offline device and a failing save each only from a fresh start.
 */
function stopWhen(s: Snapshot): boolean {
  const { context } = s;
  return (
    context.attempt > 1 ||
    Object.keys(context.answers).length > 1 ||
    Object.keys(context.outbox).length > 1 ||
    Object.values(context.outbox).some((pending) => pending.revision > 1) ||
    (context.activityIndex > 0 && (context.offline || Object.keys(context.answers).length > 0)) ||
    (context.offline && !answering(s)) ||
    (context.attempt > 0 && !answering(s) && !s.matches({ taking: { flow: 'finishing' } }))
  );
}

const model = createMachineModel(takeQuizMachine, {
  input: { token: TAKE_TOKEN, clock },
  events: {
    'answer.choose': [
      { type: 'answer.choose', itemId: 11, optionId: 1 },
      { type: 'answer.choose', itemId: 21, optionId: 5 },
    ],
  },
  actors: {
    loadSession: () => [
      resolves({ session: inProgress, outbox: {} }, 'in progress'),
      resolves({ session: inProgress, outbox: unsent }, 'in progress with an unsent answer'),
      resolves({ session: takeSession({ dueAt: '2026-03-10T09:04:00.000Z' }), outbox: {} }, 'past its time'),
      resolves(
        { session: takeSession({ state: 'not_started', startedAt: null, dueAt: null }), outbox: unsent },
        'not started',
      ),
      resolves(
        { session: takeSession({ state: 'submitted', outcome: takeOutcome() }), outbox: unsent },
        'submitted',
      ),
      resolves({ session: takeSession({ state: 'expired', dueAt: null }), outbox: unsent }, 'expired'),
      rejects(new ApiError(404, 'Not found')),
      rejects(network),
    ],
    startSession: () => [
      resolves(inProgress, 'started'),
      rejects(new ApiError(404, 'Not found')),
      rejects(new ApiError(409, 'Already submitted')),
      rejects(new ApiError(500, 'Server error')),
    ],
    saveAnswer: (input: SaveInput) =>
      input.itemId === 11
        ? [
            resolves({ savedAt: '2026-03-10T09:05:01.000Z', answeredCount: 1 }, 'saved'),
            rejects(network),
            rejects(new ApiError(400, 'Unknown option')),
            rejects(new ApiError(404, 'Not found')),
          ]
        : [resolves({ savedAt: '2026-03-10T09:05:01.000Z', answeredCount: 2 }, 'saved'), rejects(network)],
    submitQuiz: () => [
      resolves(takeOutcome(), 'scored'),
      rejects(new ApiError(409, 'Already submitted')),
      rejects(network),
    ],
    ticker: () => [],
    connection: () => [],
  },
  stopWhen: stopWhen,
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the student page', () => {
  expectFullCoverage(takeQuizMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, {
    check: (real) => {
      const screen = selectScreen(real);
      if (real.matches('taking')) {
        // The server is 5 minutes ahead of the device: 5 of the 10 minutes are left, whatever the device says.
        if (!real.context.timeUp) expect(selectTimeLeft(real)).toBe(5 * 60_000);
        expect(selectUnansweredCount(real)).toBe(
          3 - Object.values(real.context.answers).filter((ids) => ids.length > 0).length,
        );
        if (real.context.offline) expect(selectSaveStatus(real)).toBe('offline');
      }
      if (screen === 'submitted') expect(real.context.outcome?.percentage).toBe(67);
      if (screen === 'expired' || screen === 'submitted') expect(real.context.outbox).toEqual({});
    },
  });
});
