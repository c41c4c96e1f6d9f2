/**
 * A confirmed one-row delete handed to the bulk outbox (ADR 266), so every delete of the lists is one pattern: the
 * row is hidden at once, its notice says what goes with it and offers Undo (which waits while the user is on it,
 * ADR 231), and the DELETE is sent when the window ends. The actor resolves as soon as the outbox has the row.
 */
import { fromPromise } from 'xstate';
import type { BulkRow, BulkTarget } from '../../domain/shared/bulkOutbox';
import type { BulkOutboxActorRef } from './bulkOutboxMachine';

export interface OutboxDelete {
  readonly target: BulkTarget;
  readonly row: BulkRow;
  /** The notice in SPEC's words ('Quiz deleted successfully'). */
  readonly notice: string;
  /** What it says when the server refuses it, in SPEC's words ('Unable to delete Sponsor'). */
  readonly failedNotice?: string;
  /** What it says when the server's count answers that it would be refused (ADR 299): said at once, no Undo. */
  readonly refusedNotice?: string;
}

export function deleteThroughOutbox<Input>(
  outbox: BulkOutboxActorRef,
  deletionOf: (input: Input) => OutboxDelete,
) {
  return fromPromise<void, Input>(async ({ input }) => {
    const { target, row, notice, failedNotice, refusedNotice } = deletionOf(input);
    outbox.send({
      type: 'bulk.delete',
      target,
      rows: [row],
      notice,
      ...(failedNotice === undefined ? {} : { failedNotice }),
      ...(refusedNotice === undefined ? {} : { refusedNotice }),
    });
  });
}
