/**
 * What the heavy-work thread runs (ADR 102): each task takes and returns data a message can carry (structured
 * clone), and names the buffers of its result that move to the main thread instead of being copied.
 */
import type { ExportQuiz } from '../exports/exportModel';
import { buildPackage } from '../exports/buildPackage';
import type { ExportFormat } from '../exports/fileName';
import type { VideoOptions } from '../exports/videoAssets';
import { checkQuestionCount, importedQuestionCount } from '../imports/importBounds';
import { readQtiUpload } from '../imports/readQtiUpload';

export interface Transferred<T> {
  readonly value: T;
  readonly transfer: readonly ArrayBuffer[];
}

/** The buffer behind `bytes`, or a copy's when `bytes` is only part of a larger one (only whole buffers move). */
function own(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

export const HEAVY_TASKS = {
  /** Answers at once: the readiness check's proof that the thread starts and works (ADR 227). */
  ping(_input: Record<string, never>) {
    return Promise.resolve<Transferred<'pong'>>({ value: 'pong', transfer: [] });
  },
  readQtiUpload(input: { readonly bytes: Uint8Array; readonly name: string }) {
    const result = readQtiUpload(input.bytes, input.name);
    // Every format counted as read, before the images are handed back or anything is stored (ADR 371).
    checkQuestionCount(importedQuestionCount(result.read.quizzes));
    const transfer = [...result.images.values()].map((bytes) => bytes.buffer as ArrayBuffer);
    return Promise.resolve<Transferred<typeof result>>({ value: result, transfer });
  },
  async buildExport(input: {
    readonly format: ExportFormat;
    readonly quiz: ExportQuiz;
    readonly options: VideoOptions;
  }): Promise<Transferred<Uint8Array>> {
    const bytes = own(await buildPackage(input.format, input.quiz, input.options));
    return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
  },
};

export type HeavyTasks = typeof HEAVY_TASKS;
export type HeavyTaskName = keyof HeavyTasks;
export type HeavyTaskInput<K extends HeavyTaskName> = Parameters<HeavyTasks[K]>[0];
export type HeavyTaskOutput<K extends HeavyTaskName> = Awaited<ReturnType<HeavyTasks[K]>>['value'];

/** A failure as it crosses threads: an HttpError keeps its status and field errors. */
export type TaskFailure =
  | {
      readonly kind: 'http';
      readonly statusCode: number;
      readonly message: string;
      readonly errors?: Record<string, string[]>;
    }
  | { readonly kind: 'error'; readonly message: string; readonly stack?: string };

export type TaskReply =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly failure: TaskFailure };
