/**
 * CPU-bound work off the event loop (ADR 102): unpacking and reading an uploaded QTI package, building an export
 * package. One worker thread, started on first use, runs the tasks one at a time in the order they come; while it
 * works the main thread keeps answering everyone else. A thread that dies fails its task and the next task starts
 * a new one. The thread holds the process open only while it has work.
 */
import type { FastifyInstance } from 'fastify';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors';
import type { HeavyTaskInput, HeavyTaskName, HeavyTaskOutput, TaskFailure, TaskReply } from './heavyTasks';

/** Set where the server runs as a bundle (scripts/serverBundle.mjs): the bundled thread entry beside it. */
declare const HEAVY_WORKER_BUNDLE: string | undefined;
/** The thread's entry: the bundled one, or workerEntry.mjs, which registers tsx's loader first. */
const ENTRY = new URL(
  typeof HEAVY_WORKER_BUNDLE === 'string' ? HEAVY_WORKER_BUNDLE : './workerEntry.mjs',
  import.meta.url,
);

export interface HeavyWork {
  /** Runs `task` on the thread; `transfer` names input buffers that move there instead of being copied. */
  run<K extends HeavyTaskName>(
    task: K,
    input: HeavyTaskInput<K>,
    transfer?: readonly ArrayBuffer[],
  ): Promise<HeavyTaskOutput<K>>;
  /**
   * Null when the thread can work: it is busy with a task, or it answers a ping within `timeoutMs` (starting it if
   * needed), or it is slower than that and its last answer was one (ADR 356: a busy machine delays the answer, it
   * does not make the thread unable); otherwise why not.
   */
  problem(timeoutMs: number): Promise<string | null>;
  /** Fails what is queued and stops the thread. */
  close(): Promise<void>;
}

interface Job {
  readonly task: HeavyTaskName;
  readonly input: unknown;
  readonly transfer: readonly ArrayBuffer[];
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

function errorOf(failure: TaskFailure): Error {
  if (failure.kind === 'http') return new HttpError(failure.statusCode, failure.message, failure.errors);
  const error = new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return error;
}

export function createHeavyWork(): HeavyWork {
  const queue: Job[] = [];
  let worker: Worker | undefined;
  let current: Job | undefined;
  let closed = false;
  /** The ping readiness is waiting for, and what the last one answered (ADR 356). */
  let pinging: Promise<string | null> | undefined;
  let lastProblem: string | null = null;

  const settle = (outcome: (job: Job) => void) => {
    const job = current;
    current = undefined;
    if (job) outcome(job);
    next();
  };

  const start = (): Worker => {
    const thread = new Worker(ENTRY, { execArgv: [] });
    thread.on('message', (reply: TaskReply) =>
      settle((job) => (reply.ok ? job.resolve(reply.value) : job.reject(errorOf(reply.failure)))),
    );
    const lost = (reason: string) => {
      if (worker !== thread) return;
      worker = undefined;
      settle((job) => job.reject(new Error(`The heavy-work thread stopped: ${reason}`)));
    };
    thread.on('error', (error) => lost(error.message));
    thread.on('exit', (code) => lost(`exit code ${code}`));
    return thread;
  };

  function next(): void {
    if (current || closed) return;
    current = queue.shift();
    if (!current) {
      worker?.unref();
      return;
    }
    worker ??= start();
    worker.ref();
    worker.postMessage({ task: current.task, input: current.input }, [...current.transfer]);
  }

  return {
    run(task, input, transfer = []) {
      if (closed) return Promise.reject(new Error('The heavy-work thread is closed.'));
      return new Promise((resolve, reject) => {
        queue.push({ task, input, transfer, resolve: resolve as (value: unknown) => void, reject });
        next();
      });
    },
    async problem(timeoutMs) {
      if (closed) return 'the heavy-work thread is closed';
      if (current && current.task !== 'ping') return null;
      pinging ??= this.run('ping', {}).then(
        () => (lastProblem = null),
        (error: Error) => (lastProblem = `the heavy-work thread failed: ${error.message}`),
      );
      const asked = pinging;
      void asked.finally(() => {
        if (pinging === asked) pinging = undefined;
      });
      const late = new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(lastProblem), timeoutMs);
        void asked.finally(() => clearTimeout(timer));
      });
      return Promise.race([asked, late]);
    },
    async close() {
      closed = true;
      const stopped = new Error('The heavy-work thread is closed.');
      for (const job of queue.splice(0)) job.reject(stopped);
      current?.reject(stopped);
      current = undefined;
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}

let shared: { readonly work: HeavyWork; users: number } | undefined;

/** The process's heavy-work thread, shared by the plugins that ask for it; stopped when the last app using it closes. */
export function heavyWorkFor(app: FastifyInstance): HeavyWork {
  shared ??= { work: createHeavyWork(), users: 0 };
  const entry = shared;
  entry.users++;
  app.addHook('onClose', async () => {
    if (--entry.users > 0) return;
    if (shared === entry) shared = undefined;
    await entry.work.close();
  });
  return entry.work;
}
