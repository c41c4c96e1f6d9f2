/** The heavy-work thread (ADR 102): runs one task per message from HEAVY_TASKS and answers with its result or failure. */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../http/errors';
import { HEAVY_TASKS, type HeavyTaskName, type TaskFailure, type TaskReply } from './heavyTasks';

function failureOf(error: unknown): TaskFailure {
  if (error instanceof HttpError)
    return {
      kind: 'http',
      statusCode: error.statusCode,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { kind: 'error', message, ...(stack ? { stack } : {}) };
}

/**
 * When the main thread and this one both want a core, the main thread should get it: it answers everyone. On Linux
 * a thread has its own nice value (its id from /proc/thread-self); elsewhere, or when refused, nothing changes.
 */
function yieldCpuToMainThread(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the usual priority.
  }
}

yieldCpuToMainThread();
const port = parentPort;
if (!port) throw new Error('heavyWorker.ts runs as a worker thread (see heavyWork.ts)');

port.on('message', async ({ task, input }: { task: HeavyTaskName; input: never }) => {
  try {
    const { value, transfer } = await HEAVY_TASKS[task](input);
    port.postMessage({ ok: true, value } satisfies TaskReply, [...transfer]);
  } catch (error) {
    port.postMessage({ ok: false, failure: failureOf(error) } satisfies TaskReply);
  }
});
