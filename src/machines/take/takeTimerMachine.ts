/**
 * The time of an attempt on the student page (ADR 141), a child of the page machine while the quiz is taken.
 *
 * It counts on the server's clock: when it starts (after each load or start of the page) it takes the offset between
 * the server's `serverNow` and the device's clock, then reads the device's clock every TICK_MS. The moment the
 * attempt closes — the end of its time limit, the student's extra time included (ADR 136), or the quiz's deadline
 * without one — it tells the page once (`timer.up`), which stops taking answers and submits.
 */
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { clockOffsetMs, minutesLeft, remainingMs, TICK_MS } from '../../domain/take/takeAnswers';
import type { TakeSession } from '../../api/take/takeContract';
import type { Clock } from '../shared/clock';

export interface TakeTimerInput {
  readonly clock: Clock;
  /** The server's time when it sent the session. */
  readonly serverNow: string;
  /** When the attempt closes on the server's clock (the time limit's end, else the deadline); null: never. */
  readonly closesAt: string | null;
  /** The end the countdown shows: the time limit's; null when the quiz has none (no countdown). */
  readonly countdownTo: string | null;
}

export interface TakeTimerContext {
  readonly clock: Clock;
  readonly closesAt: string | null;
  readonly countdownTo: string | null;
  /** Server clock − device clock, in ms. */
  readonly offsetMs: number;
  /** The device's time at the last tick, in ms. */
  now: number;
}

/** The timer of a session: it closes at the end of its time limit, else at the quiz's deadline. */
export const timerOf = (clock: Clock, session: TakeSession): TakeTimerInput => ({
  clock,
  serverNow: session.serverNow,
  closesAt: session.dueAt ?? session.quiz.deadline,
  countdownTo: session.quiz.duration === null ? null : session.dueAt,
});

/** What the timer tells the page. */
export type TakeTimerReport = { type: 'timer.up' };

export const takeTimerMachine = setup({
  types: {
    context: {} as TakeTimerContext,
    input: {} as TakeTimerInput,
  },
  delays: { tick: TICK_MS },
  guards: {
    isUp: ({ context }) => remainingMs(context.closesAt, context.now, context.offsetMs) === 0,
  },
  actions: {
    assignNow: assign({ now: ({ context }) => context.clock().getTime() }),
    /** Tells the page; on its own (a test, a diagram) there is no one to tell. */
    report: enqueueActions(({ self, enqueue }, params: TakeTimerReport) => {
      if (self._parent) enqueue.sendParent(params);
    }),
  },
}).createMachine({
  id: 'takeTimer',
  context: ({ input }) => {
    const now = input.clock().getTime();
    return {
      clock: input.clock,
      closesAt: input.closesAt,
      countdownTo: input.countdownTo,
      offsetMs: clockOffsetMs(input.serverNow, now),
      now,
    };
  },
  initial: 'running',
  states: {
    running: {
      description: "Reads the device's clock every second, until the attempt closes on the server's clock.",
      always: { guard: 'isUp', target: 'up' },
      after: { tick: { target: 'running', reenter: true, actions: 'assignNow' } },
    },
    up: {
      description: 'The attempt closed: the page was told once; the countdown stays at zero.',
      entry: { type: 'report', params: { type: 'timer.up' } },
    },
  },
});

type TakeTimerSnapshot = SnapshotFrom<typeof takeTimerMachine>;

/** Time left of the time limit on the server's clock, in ms; null when the quiz has none (or nothing is taken). */
export const selectTimeLeft = (timer: TakeTimerSnapshot | undefined): number | null =>
  timer ? remainingMs(timer.context.countdownTo, timer.context.now, timer.context.offsetMs) : null;
/** Whole minutes left, rounded up: what the countdown announces (once a minute). */
export function selectMinutesLeft(timer: TakeTimerSnapshot | undefined): number | null {
  const left = selectTimeLeft(timer);
  return left === null ? null : minutesLeft(left);
}
