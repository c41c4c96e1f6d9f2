/**
 * A child of the student page's machine run under a stand-in page that records what the child tells it. The
 * SimulatedClock given (or a new one) drives the child's delays; `calls` hands out the child's calls one by one, so
 * a test answers each when it chooses.
 */
import {
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type AnyStateMachine,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export function underPage<TChild extends AnyStateMachine>(
  child: TChild,
  input: InputFrom<TChild>,
  clock = new SimulatedClock(),
) {
  const reports: AnyEventObject[] = [];
  const page = createMachine({
    invoke: { id: 'child', src: child, input },
    on: { '*': { actions: ({ event }) => void reports.push(event) } },
  });
  const actor = createActor(page, { clock }).start();
  const childRef = () => actor.getSnapshot().children.child!;
  return {
    clock,
    reports,
    /** The types of what the child told the page, in order. */
    told: () => reports.map((report) => report.type),
    send: (event: AnyEventObject) => childRef().send(event),
    snapshot: () => childRef().getSnapshot() as SnapshotFrom<TChild>,
  };
}

/** A call the test answers: each invocation waits in `pending` until resolved or rejected. */
export function calls<TInput, TOutput>() {
  const pending: { input: TInput; resolve: (output: TOutput) => void; reject: (error: unknown) => void }[] =
    [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => pending.push({ input, resolve, reject })),
  );
  return { logic, pending };
}

/** Lets answered calls reach their machines (promise callbacks, no timers). */
export async function settled(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A failed call as the HTTP client reports it (its status; 0: no answer). */
export const failure = (status: number, message = 'Refused.') =>
  Object.assign(new Error(message), { status });
