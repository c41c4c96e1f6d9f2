/**
 * Answers on their way (ADR 141), on the outbox child alone: one save at a time, the device's copy after every
 * change, retries after a growing wait or at once back online, a refusal for good dropped, a gone link told to the
 * page. The server's answers are given by the test; a SimulatedClock drives the waits.
 */
import { assign, setup } from 'xstate';
import type { SaveAnswerResponse } from '../../../src/api/take/takeContract';
import { retryDelayMs, type Outbox, type PendingAnswer } from '../../../src/domain/take/takeAnswers';
import {
  selectOffline,
  takeOutboxMachine,
  type OutboxItem,
  type SaveInput,
} from '../../../src/machines/take/takeOutboxMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { TAKE_TOKEN } from '../../support/takeFixtures';
import { calls, failure, settled, underPage } from './childHarness';

const SAVED: SaveAnswerResponse = { savedAt: '2026-03-10T09:05:01.000Z', answeredCount: 1 };

const answer = (itemId: number, optionId: number, timeSpentMs = 1000) => ({
  type: 'outbox.queue',
  item: { kind: 'answer', itemId: String(itemId), optionIds: [optionId], timeSpentMs } satisfies OutboxItem,
});

function outbox(restored: Outbox = {}) {
  const server = calls<SaveInput, SaveAnswerResponse>();
  const device: Outbox[] = [];
  const page = underPage(
    takeOutboxMachine.provide({
      actors: { saveAnswer: server.logic },
      actions: { persistOutbox: ({ context }) => void device.push(context.outbox) },
    }),
    { token: TAKE_TOKEN, outbox: restored },
  );
  /** What the page was last told of unsent saves. */
  const unsent = () => page.reports.filter((r) => r.type === 'outbox.changed').at(-1)?.unsent as boolean;
  return { ...page, server: server.pending, device, unsent };
}

test('saves go one at a time, oldest question first, each with the time it reports', async () => {
  const page = outbox();
  page.send(answer(11, 1, 4000));
  page.send(answer(21, 5, 2000));
  expect(page.server.map((call) => call.input)).toEqual([
    { token: TAKE_TOKEN, itemId: 11, optionIds: [1], response: undefined, timeSpentMs: 4000 },
  ]);
  expect(page.unsent()).toBe(true);
  page.server.shift()!.resolve(SAVED);
  await settled();
  expect(page.server.map((call) => call.input.itemId)).toEqual([21]);
  page.server.shift()!.resolve(SAVED);
  await settled();
  expect(page.unsent()).toBe(false);
  expect(page.device.at(-1)).toEqual({});
});

test('the newest answer’s save tells the page where its video goes back to (ADR 338); an older one’s tells nothing', async () => {
  const page = outbox();
  page.send(answer(11, 1));
  page.send(answer(11, 2));
  // The first save is of an answer the student changed since: what the server says of it is old news.
  page.server.shift()!.resolve({ ...SAVED, jumpBackTo: 30 });
  await settled();
  expect(page.reports.filter((r) => r.type === 'outbox.checked')).toEqual([]);
  page.server.shift()!.resolve(SAVED);
  await settled();
  page.send(answer(11, 3));
  page.server.shift()!.resolve({ ...SAVED, jumpBackTo: 30 });
  await settled();
  expect(page.reports.filter((r) => r.type === 'outbox.checked')).toEqual([
    { type: 'outbox.checked', itemId: 11, jumpBackTo: null },
    { type: 'outbox.checked', itemId: 11, jumpBackTo: 30 },
  ]);
});

test('a change made while its save is on the way is sent next, reporting only the time not yet reported', async () => {
  const page = outbox();
  page.send(answer(11, 1, 4000));
  page.send(answer(11, 2, 1000));
  page.server.shift()!.resolve(SAVED);
  await settled();
  expect(page.server.map((call) => call.input)).toEqual([
    { token: TAKE_TOKEN, itemId: 11, optionIds: [2], response: undefined, timeSpentMs: 1000 },
  ]);
  expect(page.device.at(-1)).toEqual({ '11': { optionIds: [2], timeSpentMs: 1000, revision: 2 } });
});

test('a save without an answer is tried again after 1, 2, 4 s; back online it goes at once', async () => {
  const page = outbox();
  page.send(answer(11, 1));
  page.server.shift()!.reject(failure(0));
  await settled();
  expect(selectOffline(page.snapshot())).toBe(true);
  page.clock.increment(retryDelayMs(0) - 1);
  expect(page.server).toHaveLength(0);
  page.clock.increment(1);
  expect(page.server).toHaveLength(1);
  page.server.shift()!.reject(failure(503));
  await settled();
  page.clock.increment(retryDelayMs(1) - 1);
  expect(page.server).toHaveLength(0);
  page.send({ type: 'connection.online' });
  expect(page.server).toHaveLength(1);
  expect(selectOffline(page.snapshot())).toBe(false);
  page.server.shift()!.resolve(SAVED);
  await settled();
  expect(page.unsent()).toBe(false);
});

test('a save refused for good is dropped, here and on the device', async () => {
  const page = outbox();
  page.send(answer(11, 9));
  page.server.shift()!.reject(failure(400, 'This option is not in the question.'));
  await settled();
  expect(page.snapshot().context.outbox).toEqual({});
  expect(page.device.at(-1)).toEqual({});
  expect(page.unsent()).toBe(false);
  page.clock.increment(retryDelayMs(5));
  expect(page.server).toHaveLength(0);
});

test('a link the server does not know is told to the page, and nothing more is sent', async () => {
  const page = outbox();
  page.send(answer(11, 1));
  page.server.shift()!.reject(failure(404));
  await settled();
  expect(page.told()).toContain('take.linkGone');
  page.send(answer(11, 2));
  page.clock.increment(retryDelayMs(5));
  expect(page.server).toHaveLength(0);
});

test('the saves the device kept are sent as the outbox starts', () => {
  const page = outbox({ '11': { optionIds: [2], timeSpentMs: 500, revision: 1 } });
  expect(page.server.map((call) => call.input.optionIds)).toEqual([[2]]);
});

describe('walks of one question’s answer on its way', () => {
  interface Ui {
    readonly page: ReturnType<typeof outbox>;
    /** The choices the server acknowledged, in order. */
    readonly stored: number[];
    /** The student's latest choice, as the walk made it. */
    latest: Option | null;
  }
  type Option = 1 | 2;
  interface Model {
    /** The student's latest choice. */
    readonly latest: Option | null;
    /** The choice of the save on its way (or last tried). */
    readonly sent: Option | null;
    /** The student answered again since that save was sent. */
    readonly changed: boolean;
    /** What the server holds. */
    readonly server: Option | null;
    /** The page says Offline: a save got no answer, and neither an acknowledgement nor the device said otherwise. */
    readonly offline: boolean;
  }
  type ModelEvent =
    | { type: 'student.answers' }
    | { type: 'server.acknowledges' }
    | { type: 'server.refuses' }
    | { type: 'network.fails' }
    | { type: 'retry.due' }
    | { type: 'device.backOnline' };

  const other = (option: Option | null): Option => (option === 1 ? 2 : 1);

  const status = (state: 'saved' | 'saving' | 'retrying'): StateMeta<Ui, Model> => ({
    see: async ({ page, stored }, { latest, sent, server, offline }) => {
      expect(selectOffline(page.snapshot())).toBe(offline);
      // One save at a time: the one on its way carries the choice sent.
      expect(page.server.map((call) => call.input.optionIds)).toEqual(state === 'saving' ? [[sent]] : []);
      // The device keeps exactly what the server has not acknowledged.
      const kept = (page.device.at(-1)?.['11'] as PendingAnswer | undefined)?.optionIds ?? null;
      expect(kept).toEqual(state === 'saved' ? null : [latest]);
      expect(stored.at(-1) ?? null).toBe(server);
      if (page.told().includes('outbox.changed')) expect(page.unsent()).toBe(state !== 'saved');
    },
  });

  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    guards: { changedSince: ({ context }) => context.changed },
    actions: {
      answer: assign({ latest: ({ context }) => other(context.latest), changed: true }),
      send: assign({ sent: ({ context }) => context.latest, changed: false }),
      store: assign({ server: ({ context }) => context.sent, offline: false }),
      drop: assign({ latest: null, sent: null, changed: false }),
      goOffline: assign({ offline: true }),
      goOnline: assign({ offline: false }),
    },
  }).createMachine({
    id: 'answerOnItsWay',
    context: { latest: null, sent: null, changed: false, server: null, offline: false },
    initial: 'saved',
    states: {
      saved: {
        meta: status('saved'),
        on: { 'student.answers': { target: 'saving', actions: ['answer', 'send'] } },
      },
      saving: {
        meta: status('saving'),
        on: {
          'student.answers': { actions: 'answer' },
          // The answer changed meanwhile: the newer one is sent next.
          'server.acknowledges': [
            { guard: 'changedSince', target: 'saving', reenter: true, actions: ['store', 'send'] },
            { target: 'saved', actions: 'store' },
          ],
          // A refusal for good drops the question's entry, a newer choice with it.
          'server.refuses': { target: 'saved', actions: 'drop' },
          'network.fails': { target: 'retrying', actions: 'goOffline' },
        },
      },
      retrying: {
        meta: status('retrying'),
        on: {
          'student.answers': { actions: 'answer' },
          'retry.due': { target: 'saving', actions: 'send' },
          'device.backOnline': { target: 'saving', actions: ['goOnline', 'send'] },
        },
      },
    },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    'student.answers': async (ui) => {
      ui.latest = other(ui.latest);
      ui.page.send(answer(11, ui.latest));
    },
    'server.acknowledges': async ({ page, stored }) => {
      const call = page.server.shift()!;
      stored.push(call.input.optionIds[0]!);
      call.resolve(SAVED);
      await settled();
    },
    'server.refuses': async (ui) => {
      ui.page.server.shift()!.reject(failure(409, 'The time is over.'));
      ui.latest = null;
      await settled();
    },
    'network.fails': async ({ page }) => {
      page.server.shift()!.reject(failure(0));
      await settled();
    },
    'retry.due': async ({ page }) => page.clock.increment(retryDelayMs(10)),
    'device.backOnline': async ({ page }) => page.send({ type: 'connection.online' }),
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 12 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"saved"', '"saving"', '"retrying"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { page: outbox(), stored: [], latest: null }, actions);
  });
});
