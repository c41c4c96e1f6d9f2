/** The bulk outbox's context, events and outputs (bulkOutboxMachine.ts, ADRs 166, 266, 299). */
import type { BulkBatch, BulkRow, BulkTarget } from '../../domain/shared/bulkOutbox';
import type { Clock } from './clock';

export interface BulkOutboxInput {
  readonly clock?: Clock;
}

/** What sending a batch answered: the rows the server did not delete (a row already gone counts as deleted). */
export interface SendBatchOutput {
  readonly failed: readonly BulkRow[];
}

export interface BulkOutboxContext {
  readonly clock: Clock;
  /** The batch whose Undo is offered. */
  waiting: BulkBatch | null;
  /** Batches to send, the first one being sent. */
  queue: BulkBatch[];
  nextSeq: number;
}

export type BulkOutboxEvent =
  /** `notice` and `failedNotice`: a one-row delete's words in SPEC ('Quiz deleted successfully', 'Unable to …'). */
  | {
      type: 'bulk.delete';
      target: BulkTarget;
      rows: readonly BulkRow[];
      notice?: string;
      failedNotice?: string;
      refusedNotice?: string;
    }
  | { type: 'bulk.undo'; batchId: string }
  /** The user is on its notification (pointer or focus): the window waits; released, it starts again (ADR 231). */
  | { type: 'bulk.hold'; batchId: string }
  | { type: 'bulk.release'; batchId: string }
  | { type: 'bulk.pageHidden' };

/** Emitted when a batch is settled, so its list reloads. */
export type BulkOutboxEmitted = { type: 'bulk.settled'; target: BulkTarget['kind'] };
