/**
 * The MoEngage delivery log and Test connection (ADR 347): the log is read as a record; Test connection says what
 * MoEngage answered (or that the test could not run) and reads the log again, which then holds the test's line.
 */
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import type {
  MoengageDeliveriesResponse,
  MoengageTestResponse,
} from '../../../src/api/moengage/moengageContract';
import {
  moengageDeliveriesMachine,
  selectIsTesting,
  selectLogRecord,
  selectTestOutcome,
} from '../../../src/machines/moengage/moengageDeliveriesMachine';
import { recordMachine, recordServices, selectRecord } from '../../../src/machines/shared/recordMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';

const line = (id: number, outcome: 'sent' | 'testPassed' | 'testFailed') => ({
  id,
  at: '2026-11-27T10:00:00.000Z',
  outcome,
  events: outcome === 'sent' ? 1 : 0,
  status: outcome === 'testFailed' ? 401 : 200,
  excerpt: null,
});

/** The screen's machine over a fake server: the log grows by one line at each test. */
function screen() {
  const log: MoengageDeliveriesResponse = { deliveries: [line(1, 'sent')], pending: 0 };
  let next: MoengageTestResponse | Error = { outcome: 'connected', status: 400 };
  const actor = createActor(
    moengageDeliveriesMachine.provide({
      actors: {
        deliveriesRecord: recordMachine.provide(
          recordServices(async () => ({ ...log, deliveries: [...log.deliveries] })),
        ),
        testConnection: fromPromise(async () => {
          const answer = next;
          if (answer instanceof Error) throw answer;
          log.deliveries.unshift(
            line(log.deliveries.length + 1, answer.outcome === 'connected' ? 'testPassed' : 'testFailed'),
          );
          return answer;
        }),
      },
    }),
  ).start();
  const shownLog = () =>
    selectRecord(selectLogRecord(actor.getSnapshot()).getSnapshot()) as MoengageDeliveriesResponse | null;
  return {
    actor,
    shownLog,
    serverLines: () => log.deliveries.length,
    answerNext: (answer: MoengageTestResponse | Error) => void (next = answer),
    settled: () => waitFor(actor, (s) => !selectIsTesting(s)),
    logLines: () => waitFor(selectLogRecord(actor.getSnapshot()), (s) => selectRecord(s) !== null),
  };
}

test('Test connection says what MoEngage answered, and the log read again holds the test', async () => {
  const page = screen();
  await page.logLines();
  expect(page.shownLog()?.deliveries).toHaveLength(1);
  page.actor.send({ type: 'connection.test' });
  expect(selectIsTesting(page.actor.getSnapshot())).toBe(true);
  await page.settled();
  expect(selectTestOutcome(page.actor.getSnapshot())).toEqual({ outcome: 'connected', status: 400 });
  await waitFor(selectLogRecord(page.actor.getSnapshot()), () => page.shownLog()?.deliveries.length === 2);
  expect(page.shownLog()?.deliveries[0]?.outcome).toBe('testPassed');
});

test('a test that cannot be asked says so, and a new test clears the last answer', async () => {
  const page = screen();
  page.answerNext(new Error('offline'));
  page.actor.send({ type: 'connection.test' });
  await page.settled();
  expect(selectTestOutcome(page.actor.getSnapshot())).toBe('failed');
  page.answerNext({ outcome: 'refused', status: 401 });
  page.actor.send({ type: 'connection.test' });
  expect(selectTestOutcome(page.actor.getSnapshot())).toBeNull();
  await page.settled();
  expect(selectTestOutcome(page.actor.getSnapshot())).toEqual({ outcome: 'refused', status: 401 });
});

describe('walks of Test connection', () => {
  interface Ui {
    readonly page: ReturnType<typeof screen>;
  }
  type Answer = 'connected' | 'refused' | 'failed' | null;
  interface Model {
    readonly answer: Answer;
  }
  type ModelEvent = { type: 'aTestPasses' } | { type: 'aTestIsRefused' } | { type: 'aTestCannotRun' };

  const see: StateMeta<Ui, Model> = {
    see: async ({ page }, { answer }) => {
      await page.settled();
      const outcome = selectTestOutcome(page.actor.getSnapshot());
      expect(outcome === null || outcome === 'failed' ? outcome : outcome.outcome).toBe(answer);
      // The log shown is read again after each test: it holds every line the server has, the tests' too.
      await waitFor(
        selectLogRecord(page.actor.getSnapshot()),
        () => page.shownLog()?.deliveries.length === page.serverLines(),
      );
    },
  };
  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    actions: {
      answer: assign((_, answer: Answer) => ({ answer })),
    },
  }).createMachine({
    id: 'testConnection',
    context: { answer: null },
    initial: 'untested',
    states: {
      untested: { meta: see },
      connected: { meta: see },
      refused: { meta: see },
      cannotRun: { meta: see },
    },
    on: {
      aTestPasses: { target: '.connected', actions: { type: 'answer', params: 'connected' } },
      aTestIsRefused: { target: '.refused', actions: { type: 'answer', params: 'refused' } },
      aTestCannotRun: { target: '.cannotRun', actions: { type: 'answer', params: 'failed' } },
    },
  });

  const run =
    (answer: MoengageTestResponse | Error) =>
    async ({ page }: Ui) => {
      page.answerNext(answer);
      page.actor.send({ type: 'connection.test' });
      await page.settled();
    };
  const actions: UserActions<Ui, ModelEvent> = {
    aTestPasses: run({ outcome: 'connected', status: 400 }),
    aTestIsRefused: run({ outcome: 'refused', status: 401 }),
    aTestCannotRun: run(new Error('offline')),
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 6 });

  test('reach every state of the model', () => {
    const reached = [...reachedStates(paths)];
    for (const state of ['untested', 'connected', 'refused', 'cannotRun'])
      expect(reached).toContain(`"${state}"`);
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const page = screen();
    await page.logLines();
    await replay(path, { page }, actions);
  });
});
