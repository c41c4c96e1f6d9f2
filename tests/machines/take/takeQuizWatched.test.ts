/**
 * The student page's machine and what the student watched (ADR 329): a range played joins what the page shows and
 * goes to the outbox; the server's answer joins it; a reload shows the server's record with the ranges the device
 * had not sent. The server and the device's storage are injected.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WatchedInput } from '../../../src/machines/take/takeOutboxMachine';
import { takeOutboxMachine } from '../../../src/machines/take/takeOutboxMachine';
import { takeQuizMachine, type LoadedTake } from '../../../src/machines/take/takeQuizMachine';
import { selectWatched } from '../../../src/machines/take/takeQuizSelectors';
import { watchedKey } from '../../../src/domain/take/takeAnswers';
import { DEVICE_NOW, TAKE_TOKEN, takeSession } from '../../support/takeFixtures';

function page(loaded: LoadedTake) {
  const sent: WatchedInput[] = [];
  const actor = createActor(
    takeQuizMachine.provide({
      actors: {
        loadSession: fromPromise(async () => loaded),
        outbox: takeOutboxMachine.provide({
          actors: {
            sendWatched: fromPromise(async ({ input }) => {
              sent.push(input);
              return {
                segments: [[0, 30]] as [number, number][],
                duration: 60,
                share: 0.5,
                completed: false,
                counted: 30,
                uncounted: 0,
              };
            }),
          },
        }),
      },
    }),
    { input: { token: TAKE_TOKEN, clock: () => DEVICE_NOW } },
  ).start();
  return { actor, sent };
}

test('a range played shows at once, goes to the server, and the server’s record joins it', async () => {
  const { actor, sent } = page({ session: takeSession(), outbox: {} });
  await waitFor(actor, (s) => s.matches('taking'));
  actor.send({ type: 'video.played', itemId: 10, range: [0, 15], duration: 60 });
  expect(selectWatched(actor.getSnapshot(), 10)).toEqual({ share: 0.25, completed: false });
  expect(sent).toEqual([{ token: TAKE_TOKEN, itemId: 10, segments: [[0, 15]], duration: 60 }]);
  await waitFor(actor, (s) => selectWatched(s, 10)?.share === 0.5);
});

test('a range of an item that is no video is ignored', async () => {
  const { actor, sent } = page({ session: takeSession(), outbox: {} });
  await waitFor(actor, (s) => s.matches('taking'));
  actor.send({ type: 'video.played', itemId: 11, range: [0, 15], duration: 60 });
  expect(actor.getSnapshot().context.watched).toEqual({});
  expect(sent).toEqual([]);
});

test('a reload shows what the server kept with what the device had not sent', async () => {
  const session = takeSession({
    watched: { '10': { segments: [[0, 12]], duration: 60, share: 0.2, completed: false } },
  });
  const { actor } = page({ session, outbox: { [watchedKey(10)]: { segments: [[30, 42]] } } });
  await waitFor(actor, (s) => s.matches('taking'));
  // The device's [30, 42] stays beside what the server keeps ([0, 12], then [0, 30] once the batch is answered).
  await waitFor(actor, (s) => s.context.watched['10']?.segments.length === 1);
  expect(actor.getSnapshot().context.watched['10']).toEqual({ segments: [[0, 42]], duration: 60 });
  expect(selectWatched(actor.getSnapshot(), 10)?.share).toBeCloseTo(0.7);
});
