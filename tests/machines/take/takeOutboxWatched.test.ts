/**
 * The outbox's second kind (ADR 326, 329): a video's played segments travel with the answers. They merge while
 * they wait (one batch per video however long the device was offline), go before the answers waiting (ADR 338), are retried
 * like a save, kept on the device, and what the server keeps is told to the page. A SimulatedClock drives the waits.
 */
import type { SaveAnswerResponse } from '../../../src/api/take/takeContract';
import type { WatchedResponse } from '../../../src/api/take/takeWatchedContract';
import { retryDelayMs, watchedKey, type Outbox } from '../../../src/domain/take/takeAnswers';
import { parseOutbox } from '../../../src/domain/take/takeOutbox';
import type { Segment } from '../../../src/domain/take/watchedSegments';
import {
  selectOffline,
  takeOutboxMachine,
  type OutboxItem,
  type SaveInput,
  type WatchedInput,
} from '../../../src/machines/take/takeOutboxMachine';
import { TAKE_TOKEN } from '../../support/takeFixtures';
import { calls, failure, settled, underPage } from './childHarness';

const played = (itemId: number, ...segments: Segment[]) => ({
  type: 'outbox.queue',
  item: { kind: 'watched', itemId: String(itemId), segments, duration: 300 } satisfies OutboxItem,
});
const answer = (itemId: number, optionId: number) => ({
  type: 'outbox.queue',
  item: {
    kind: 'answer',
    itemId: String(itemId),
    optionIds: [optionId],
    timeSpentMs: 100,
  } satisfies OutboxItem,
});

const kept = (segments: [number, number][]): WatchedResponse => ({
  segments,
  duration: 300,
  share: 0,
  completed: false,
  counted: 0,
  uncounted: 0,
});

function outbox(restored: Outbox = {}) {
  const saves = calls<SaveInput, SaveAnswerResponse>();
  const batches = calls<WatchedInput, WatchedResponse>();
  const device: Outbox[] = [];
  const page = underPage(
    takeOutboxMachine.provide({
      actors: { saveAnswer: saves.logic, sendWatched: batches.logic },
      actions: { persistOutbox: ({ context }) => void device.push(context.outbox) },
    }),
    { token: TAKE_TOKEN, outbox: restored },
  );
  return { ...page, saves: saves.pending, batches: batches.pending, device };
}

test('played segments go with their own call, and what the server keeps is told to the page', async () => {
  const page = outbox();
  page.send(played(10, [0, 5]));
  expect(page.batches.map((call) => call.input)).toEqual([
    { token: TAKE_TOKEN, itemId: 10, segments: [[0, 5]], duration: 300 },
  ]);
  expect(page.saves).toHaveLength(0);
  page.batches.shift()!.resolve(kept([[0, 5]]));
  await settled();
  expect(page.reports).toContainEqual({ type: 'outbox.watched', itemId: 10, watched: kept([[0, 5]]) });
  expect(page.device.at(-1)).toEqual({});
});

test('segments played while a batch is on its way are merged and sent next; those sent are not sent again', async () => {
  const page = outbox();
  page.send(played(10, [0, 5]));
  page.send(played(10, [5, 10]));
  page.send(played(10, [20, 25]));
  page.batches.shift()!.resolve(kept([[0, 5]]));
  await settled();
  expect(page.batches.map((call) => call.input.segments)).toEqual([
    [
      [5, 10],
      [20, 25],
    ],
  ]);
});

test('offline, every segment of a video waits as one merged batch, kept on the device; back online it goes at once', async () => {
  const page = outbox();
  page.send(played(10, [0, 5]));
  page.batches.shift()!.reject(failure(0));
  await settled();
  expect(selectOffline(page.snapshot())).toBe(true);
  page.send(played(10, [4, 12]));
  page.send(played(10, [30, 35]));
  page.send(played(10, [12, 14]));
  expect(page.device.at(-1)).toEqual({
    [watchedKey(10)]: {
      segments: [
        [0, 14],
        [30, 35],
      ],
      duration: 300,
    },
  });
  page.clock.increment(retryDelayMs(0) - 1);
  expect(page.batches).toHaveLength(0);
  page.send({ type: 'connection.online' });
  expect(page.batches.map((call) => call.input.segments)).toEqual([
    [
      [0, 14],
      [30, 35],
    ],
  ]);
  page.batches.shift()!.resolve(
    kept([
      [0, 14],
      [30, 35],
    ]),
  );
  await settled();
  expect(page.device.at(-1)).toEqual({});
  expect(selectOffline(page.snapshot())).toBe(false);
});

test('played segments go before the answers waiting (ADR 338), and a refused batch is dropped without them', async () => {
  const page = outbox();
  page.send(answer(11, 2));
  page.send(answer(12, 3));
  page.send(played(10, [0, 5]));
  page.saves.shift()!.resolve({ savedAt: '2026-03-10T09:05:01.000Z', answeredCount: 1 });
  await settled();
  // An answer at a moment is taken once the server knows the video was watched up to it: the segments go first.
  expect(page.batches.map((call) => call.input.segments)).toEqual([[[0, 5]]]);
  expect(page.saves).toHaveLength(0);
  page.batches.shift()!.reject(failure(400, 'A segment must end within the video'));
  await settled();
  expect(page.snapshot().context.outbox).toEqual({ '12': { optionIds: [3], timeSpentMs: 100, revision: 1 } });
  expect(page.saves.map((call) => call.input.itemId)).toEqual([12]);
});

test('segments the device kept are read back merged, and an entry under the other kind’s key is left out', () => {
  const stored = JSON.stringify({
    [watchedKey(10)]: {
      segments: [
        [5, 9],
        [0, 6],
      ],
    },
    '11': { optionIds: [1], timeSpentMs: 1, revision: 1 },
    [watchedKey(12)]: { optionIds: [1], timeSpentMs: 1, revision: 1 },
    '13': { segments: [[0, 1]] },
  });
  const restored = parseOutbox(stored);
  expect(restored).toEqual({
    '11': { optionIds: [1], timeSpentMs: 1, revision: 1 },
    [watchedKey(10)]: { segments: [[0, 9]] },
  });
  const page = outbox(restored);
  expect(page.batches.map((call) => call.input.itemId)).toEqual([10]);
  expect(page.saves).toEqual([]);
});
