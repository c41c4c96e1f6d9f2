/**
 * The review after a submit (ADRs 210, 219) on the review child alone: the outcome as the server sent it, its tone,
 * the attempt (the outcome's own first), and Try again asking once for a new attempt while the result stays.
 */
import { assign, setup } from 'xstate';
import type { TakeSession } from '../../../src/api/take/takeContract';
import {
  reviewOf,
  selectAttempt,
  selectOutcome,
  selectRenewing,
  selectReviewError,
  selectScoreTone,
  takeReviewMachine,
} from '../../../src/machines/take/takeReviewMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { TAKE_TOKEN, takeOutcome, takeSession } from '../../support/takeFixtures';
import { calls, failure, settled, underPage } from './childHarness';

const BUSY = 'The server is busy. Try again in a moment.';
const submitted = takeSession({
  state: 'submitted',
  outcome: takeOutcome(),
  attempt: { number: 1, left: 2, canRetry: true },
});

function review(session: TakeSession = submitted) {
  const server = calls<{ token: string }, TakeSession>();
  const page = underPage(
    takeReviewMachine.provide({ actors: { newAttempt: server.logic } }),
    reviewOf(TAKE_TOKEN, session),
  );
  return { ...page, server: server.pending };
}

test('the outcome shows with its tone; the outcome’s attempt comes before the link’s', () => {
  const page = review({
    ...submitted,
    outcome: takeOutcome({ percentage: 33, attempt: { number: 2, left: 1, canRetry: true } }),
  });
  expect(selectOutcome(page.snapshot())?.percentage).toBe(33);
  expect(selectScoreTone(page.snapshot())).toBe('fail');
  expect(selectAttempt(page.snapshot())?.number).toBe(2);
});

test('a hidden score has no tone', () => {
  const page = review({ ...submitted, outcome: takeOutcome({ score: null, percentage: null }) });
  expect(selectScoreTone(page.snapshot())).toBeNull();
});

test('Try again pressed twice asks once', () => {
  const page = review();
  page.send({ type: 'take.newAttempt' });
  page.send({ type: 'take.newAttempt' });
  expect(page.server).toHaveLength(1);
});

test('a link gone while asking for a new attempt is told to the page', async () => {
  const page = review();
  page.send({ type: 'take.newAttempt' });
  page.server.shift()!.reject(failure(404));
  await settled();
  expect(page.told()).toEqual(['take.linkGone']);
});

describe('walks of Try again', () => {
  interface Ui {
    readonly page: ReturnType<typeof review>;
  }
  interface Model {
    readonly failed: boolean;
  }
  type ModelEvent = { type: 'student.triesAgain' } | { type: 'server.opens' } | { type: 'server.fails' };

  const see = (state: 'shown' | 'renewing' | 'renewed'): StateMeta<Ui, Model> => ({
    see: async ({ page }, { failed }) => {
      // The result stays on screen throughout.
      expect(selectOutcome(page.snapshot())?.percentage).toBe(67);
      expect(selectRenewing(page.snapshot())).toBe(state !== 'shown');
      // One request however often it is pressed.
      expect(page.server).toHaveLength(state === 'renewing' ? 1 : 0);
      expect(selectReviewError(page.snapshot())).toBe(failed ? BUSY : null);
      expect(page.told()).toEqual(state === 'renewed' ? ['review.renewed'] : []);
    },
  });

  const model = setup({ types: { context: {} as Model, events: {} as ModelEvent } }).createMachine({
    id: 'tryAgain',
    context: { failed: false },
    initial: 'shown',
    states: {
      shown: {
        meta: see('shown'),
        on: { 'student.triesAgain': { target: 'renewing', actions: assign({ failed: false }) } },
      },
      renewing: {
        meta: see('renewing'),
        on: {
          'server.opens': 'renewed',
          'server.fails': { target: 'shown', actions: assign({ failed: true }) },
        },
      },
      renewed: { meta: see('renewed') },
    },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    'student.triesAgain': async ({ page }) => page.send({ type: 'take.newAttempt' }),
    'server.opens': async ({ page }) => {
      page.server.shift()!.resolve(takeSession({ state: 'not_started' }));
      await settled();
    },
    'server.fails': async ({ page }) => {
      page.server.shift()!.reject(failure(503, BUSY));
      await settled();
    },
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 8 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"shown"', '"renewing"', '"renewed"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { page: review() }, actions);
  });
});
