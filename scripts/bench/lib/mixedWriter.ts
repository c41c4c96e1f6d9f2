/**
 * The writers of the mixed-load bench (scripts/bench/mixedLoad.bench.ts), run as their own process (fork) so that a
 * write's time is not the time the bench's own event loop, busy with 50 connections of searches, took to notice its
 * answer: a user who saves in a browser does not share a thread with the other users' searches. It receives the
 * WritePlan once, then a run (its rate) and its stop in turn, and answers each run with its WriterReport. The order
 * of the writes and the attempt in progress carry over from one run to the next, as `writeWhile`'s cursor does.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { newCursor, writeWhile, type WriteKind, type WritePlan } from './mixedWrites';

/** What the bench tells its writer process (this file): the plan once, then each run and its stop. */
export type WriterMessage =
  | { readonly kind: 'plan'; readonly origin: string; readonly plan: WritePlan }
  | { readonly kind: 'run'; readonly perSecond: number }
  | { readonly kind: 'stop' };

/** A run's report from the writer process: each kind's times, the errors, and its own event-loop delay. */
export interface WriterReport {
  readonly times: ReadonlyArray<readonly [WriteKind, number[]]>;
  readonly errors: string[];
  /** The writer process's own event-loop delay p99 (ms): what of a write's time is the measuring side's. */
  readonly loopDelayP99Ms: number;
}

const cursor = newCursor();
let origin = '';
let plan: WritePlan | null = null;
let stopRun: (() => void) | null = null;

async function run(perSecond: number): Promise<void> {
  if (!plan) throw new Error('the writer has no plan');
  const stop = new Promise<void>((done) => (stopRun = done));
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const report = await writeWhile({ origin }, plan, cursor, perSecond, stop);
  loopDelay.disable();
  const answer: WriterReport = {
    times: [...report.times],
    errors: report.errors,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
  process.send!(answer);
}

process.on('message', (message: WriterMessage) => {
  switch (message.kind) {
    case 'plan':
      origin = message.origin;
      plan = message.plan;
      return;
    case 'run':
      void run(message.perSecond).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
      return;
    case 'stop':
      stopRun?.();
      stopRun = null;
  }
});
process.on('disconnect', () => process.exit(0));
