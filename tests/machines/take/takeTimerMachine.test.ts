/**
 * The student page's time (ADR 141): it counts on the server's clock, whatever the device's says; at the end of the
 * time limit (or the deadline without one) it tells the page once. A SimulatedClock drives the ticks; the device's
 * clock is read from it, so a device that sleeps is a jump of that clock.
 */
import { assign, setup, SimulatedClock } from 'xstate';
import { TICK_MS } from '../../../src/domain/take/takeAnswers';
import {
  selectMinutesLeft,
  selectTimeLeft,
  takeTimerMachine,
} from '../../../src/machines/take/takeTimerMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { DEVICE_NOW, SERVER_NOW } from '../../support/takeFixtures';
import { underPage } from './childHarness';

/** SERVER_NOW plus `seconds`, as the server writes a moment. */
const serverPlus = (seconds: number) => new Date(Date.parse(SERVER_NOW) + seconds * 1000).toISOString();

/** The timer under a page, with the device's clock read from the simulated one (plus any jump of the device). */
function timer(closesIn: number | null, options: { countdown?: boolean } = {}) {
  let jump = 0;
  const clock = new SimulatedClock();
  const device = () => new Date(DEVICE_NOW.getTime() + clock.now() + jump);
  const closesAt = closesIn === null ? null : serverPlus(closesIn);
  const page = underPage(
    takeTimerMachine,
    {
      clock: device,
      serverNow: SERVER_NOW,
      closesAt,
      countdownTo: options.countdown === false ? null : closesAt,
    },
    clock,
  );
  return Object.assign(page, { sleep: (ms: number) => void (jump += ms) });
}

test('the time left counts on the server’s clock and is announced in whole minutes, rounded up', () => {
  // The device is 5 minutes behind the server: the 90 s left are the server's.
  const page = timer(90);
  expect(selectTimeLeft(page.snapshot())).toBe(90_000);
  expect(selectMinutesLeft(page.snapshot())).toBe(2);
  page.clock.increment(TICK_MS - 1);
  expect(selectTimeLeft(page.snapshot())).toBe(90_000);
  page.clock.increment(1);
  expect(selectTimeLeft(page.snapshot())).toBe(89_000);
  page.clock.increment(29 * TICK_MS);
  expect(selectMinutesLeft(page.snapshot())).toBe(1);
});

test('at zero the page is told once, and the countdown stays at zero', () => {
  const page = timer(3);
  page.clock.increment(2 * TICK_MS);
  expect(page.told()).toEqual([]);
  page.clock.increment(TICK_MS);
  expect(page.told()).toEqual(['timer.up']);
  page.clock.increment(10 * TICK_MS);
  expect(page.told()).toEqual(['timer.up']);
  expect(selectTimeLeft(page.snapshot())).toBe(0);
});

test('a time already over when the page opens is up at once', () => {
  expect(timer(-240).told()).toEqual(['timer.up']);
});

test('without a time limit there is no countdown, and the deadline still closes the attempt', () => {
  const page = timer(2, { countdown: false });
  expect(selectTimeLeft(page.snapshot())).toBeNull();
  page.clock.increment(2 * TICK_MS);
  expect(page.told()).toEqual(['timer.up']);
});

test('with neither a limit nor a deadline the attempt never closes by time', () => {
  const page = timer(null);
  page.clock.increment(24 * 3600 * TICK_MS);
  expect(page.told()).toEqual([]);
});

describe('walks of the time limit', () => {
  interface Ui {
    readonly page: ReturnType<typeof timer>;
  }
  interface Model {
    /** Whole seconds left on the server's clock. */
    readonly left: number;
  }
  type ModelEvent = { type: 'aSecondPasses' } | { type: 'theDeviceSleeps' };

  const see: StateMeta<Ui, Model> = {
    see: async ({ page }, { left }) => {
      expect(selectTimeLeft(page.snapshot())).toBe(left * 1000);
      // The page hears of the end once, when the time left reaches zero.
      expect(page.told()).toEqual(left === 0 ? ['timer.up'] : []);
    },
  };

  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    guards: { lastSecond: ({ context }) => context.left === 1 },
    actions: { tick: assign({ left: ({ context }) => context.left - 1 }), end: assign({ left: 0 }) },
  }).createMachine({
    id: 'timeLimit',
    context: { left: 3 },
    initial: 'counting',
    states: {
      counting: {
        meta: see,
        on: {
          aSecondPasses: [
            { guard: 'lastSecond', target: 'up', actions: 'tick' },
            { target: 'counting', actions: 'tick' },
          ],
          // The device slept past the end: its next tick finds the time over.
          theDeviceSleeps: { target: 'up', actions: 'end' },
        },
      },
      up: { meta: see },
    },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    aSecondPasses: async ({ page }) => page.clock.increment(TICK_MS),
    theDeviceSleeps: async ({ page }) => {
      page.sleep(10 * 60_000);
      page.clock.increment(TICK_MS);
    },
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 8 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"counting"', '"up"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { page: timer(3) }, actions);
  });
});
