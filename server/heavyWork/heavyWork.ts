/**
 * CPU-bound work off the event loop (ADR 102): unpacking and reading an uploaded QTI package, building an export
 * package. One worker thread, started on first use, runs the tasks one at a time in the order they come; while it
 * works the main thread keeps answering everyone else. A thread that dies fails its task and the next task starts
 * a new one. The thread holds the process open only while it has work.
 *
 * Tasks asked for on the small lane run on a second thread of their own, so a small upload never waits behind a
 * large one; a task given a deadline that it passes stops its thread and fails with the error it was given (ADR 371).
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

export interface RunOptions {
  /** 'small': the thread kept for small inputs, which no large task holds. */
  readonly lane?: 'main' | 'small';
  /** Once the task has run this long on its thread, the thread is stopped and the task fails with `error()`. */
  readonly deadline?: { readonly ms: number; readonly error: () => Error };
}

export interface HeavyWork {
  /** Runs `task` on the thread; `transfer` names input buffers that move there instead of being copied. */
  run<K extends HeavyTaskName>(
    task: K,
    input: HeavyTaskInput<K>,
    transfer?: readonly ArrayBuffer[],
    options?: RunOptions,
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
  readonly deadline: RunOptions['deadline'];
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

function errorOf(failure: TaskFailure): Error {
  if (failure.kind === 'http') return new HttpError(failure.statusCode, failure.message, failure.errors);
  const error = new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return error;
}

/** One thread and its queue. */
function createLane(): HeavyWork {
  const queue: Job[] = [];
  let worker: Worker | undefined;
  let current: Job | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** The ping readiness is waiting for, and what the last one answered (ADR 356). */
  let pinging: Promise<string | null> | undefined;
  let lastProblem: string | null = null;

  const settle = (outcome: (job: Job) => void) => {
    const job = current;
    current = undefined;
    clearTimeout(timer);
    if (job) outcome(job);
    next();
  };

  const start = (): Worker => {
    const thread = new Worker(ENTRY, { execArgv: [] });
    thread.on('message', (reply: TaskReply) => {
      // A thread stopped at a deadline may still deliver its answer: the task it answers has already failed.
      if (worker !== thread) return;
      settle((job) => (reply.ok ? job.resolve(reply.value) : job.reject(errorOf(reply.failure))));
    });
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
    const { deadline } = current;
    if (deadline) timer = setTimeout(() => late(deadline.error()), deadline.ms).unref();
  }

  /** The task on the thread passed its deadline: the thread is stopped (it cannot be interrupted otherwise). */
  function late(error: Error): void {
    const thread = worker;
    worker = undefined;
    void thread?.terminate();
    settle((job) => job.reject(error));
  }

  return {
    run(task, input, transfer = [], options = {}) {
      if (closed) return Promise.reject(new Error('The heavy-work thread is closed.'));
      return new Promise((resolve, reject) => {
        const { deadline } = options;
        queue.push({ task, input, transfer, deadline, resolve: resolve as (value: unknown) => void, reject });
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
      clearTimeout(timer);
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}

export function createHeavyWork(): HeavyWork {
  const main = createLane();
  // Started on its first small task: a process that is never sent one never starts it.
  const small = createLane();
  return {
    run: (task, input, transfer, options) =>
      (options?.lane === 'small' ? small : main).run(task, input, transfer, options),
    problem: (timeoutMs) => main.problem(timeoutMs),
    close: async () => {
      await Promise.all([main.close(), small.close()]);
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
