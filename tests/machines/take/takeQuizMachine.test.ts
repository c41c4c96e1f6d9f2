/** The student page's machine with the server and the device's storage injected. */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Outbox } from '../../../src/domain/take/takeAnswers';
import { takeOutboxMachine } from '../../../src/machines/take/takeOutboxMachine';
import { takeQuizMachine, type LoadedTake } from '../../../src/machines/take/takeQuizMachine';
import {
  selectReview,
  selectScreen,
  selectUnansweredCount,
} from '../../../src/machines/take/takeQuizSelectors';
import { selectOutcome } from '../../../src/machines/take/takeReviewMachine';
import { DEVICE_NOW, TAKE_TOKEN, takeOutcome, takeSession } from '../../support/takeFixtures';

/** An answer this device had not sent when the page was closed. */
const unsent: Outbox = { '11': { optionIds: [1], timeSpentMs: 0, revision: 1 } };

function page(loaded: LoadedTake) {
  const stored: Outbox[] = [];
  const saved: number[] = [];
  const actor = createActor(
    takeQuizMachine.provide({
      actors: {
        loadSession: fromPromise(async () => loaded),
        outbox: takeOutboxMachine.provide({
          actors: {
            saveAnswer: fromPromise(async ({ input }) => {
              saved.push(input.itemId);
              return { savedAt: '2026-03-10T09:05:01.000Z', answeredCount: saved.length };
            }),
          },
          actions: { persistOutbox: ({ context }) => void stored.push(context.outbox) },
        }),
      },
      actions: { forgetOutbox: () => void stored.push({}) },
    }),
    { input: { token: TAKE_TOKEN, clock: () => DEVICE_NOW } },
  ).start();
  return { actor, stored, saved };
}

test.each([
  ['submitted', takeSession({ state: 'submitted', outcome: takeOutcome() })],
  ['expired', takeSession({ state: 'expired', dueAt: null })],
] as const)(
  'a page reopened once the quiz is %s drops the answers it had not sent, here and in storage',
  async (screen, session) => {
    const { actor, stored, saved } = page({ session, outbox: unsent });
    await waitFor(actor, (s) => selectScreen(s) === screen);
    expect(actor.getSnapshot().context.restored).toEqual({});
    expect(actor.getSnapshot().context.answers).toEqual({});
    expect(stored.at(-1)).toEqual({});
    expect(saved).toEqual([]);
    if (screen === 'submitted') {
      const review = selectReview(actor.getSnapshot())?.getSnapshot();
      expect(selectOutcome(review)?.percentage).toBe(67);
    }
  },
);

test('each answered question lowers the unanswered count; unchoosing the last option of one raises it', async () => {
  const { actor } = page({ session: takeSession(), outbox: {} });
  await waitFor(actor, (s) => s.matches('taking'));
  expect(selectUnansweredCount(actor.getSnapshot())).toBe(3);
  actor.send({ type: 'answer.choose', itemId: 11, optionId: 1 });
  expect(selectUnansweredCount(actor.getSnapshot())).toBe(2);
  actor.send({ type: 'answer.choose', itemId: 21, optionId: 5 });
  actor.send({ type: 'answer.choose', itemId: 21, optionId: 6 });
  expect(selectUnansweredCount(actor.getSnapshot())).toBe(1);
  actor.send({ type: 'answer.choose', itemId: 21, optionId: 5 });
  actor.send({ type: 'answer.choose', itemId: 21, optionId: 6 });
  expect(selectUnansweredCount(actor.getSnapshot())).toBe(2);
});

test('a page reopened after its time ran out sends the answers the device kept before it submits', async () => {
  const calls: string[] = [];
  let acknowledge: () => void = () => {};
  const actor = createActor(
    takeQuizMachine.provide({
      actors: {
        // Four minutes past due on the server's clock.
        loadSession: fromPromise(async () => ({
          session: takeSession({ dueAt: '2026-03-10T09:01:00.000Z' }),
          outbox: unsent,
        })),
        outbox: takeOutboxMachine.provide({
          actors: {
            saveAnswer: fromPromise(({ input }) => {
              calls.push(`save ${input.itemId}`);
              return new Promise((resolve) => {
                acknowledge = () => resolve({ savedAt: '2026-03-10T09:05:01.000Z', answeredCount: 1 });
              });
            }),
          },
        }),
        submitQuiz: fromPromise(async () => {
          calls.push('submit');
          return takeOutcome();
        }),
      },
    }),
    { input: { token: TAKE_TOKEN, clock: () => DEVICE_NOW } },
  ).start();
  await waitFor(actor, (s) => s.matches({ taking: 'finishing' }));
  expect(actor.getSnapshot().context.timeUp).toBe(true);
  expect(calls).toEqual(['save 11']);
  acknowledge();
  await waitFor(actor, (s) => selectScreen(s) === 'submitted');
  expect(calls).toEqual(['save 11', 'submit']);
});
