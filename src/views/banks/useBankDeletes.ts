/**
 * The Banks screen's deletes through the bulk outbox (ADR 299): a confirmed delete of a bank, a category or a
 * question is handed to the outbox with its notice ('Bank deleted') and, for a bank or a category, the refusal
 * said at once when quizzes draw from it. Rows waiting in the outbox are hidden, and the banks are read again once
 * a delete is settled, undone or refused.
 */
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import type { BankDeletion, HiddenBankRows } from '../../machines/banks/bankChanges';
import type { BanksActorRef } from '../../machines/banks/banksMachine';
import type { BulkOutboxActorRef } from '../../machines/shared/bulkOutboxMachine';
import { deleteThroughOutbox, type OutboxDelete } from '../../machines/shared/outboxDelete';
import { usePendingIds, useReloadOnSettled } from '../shared/list/BulkOutboxScope';

/** A confirmed delete as the outbox takes it: the row, its notice, and the refusal when quizzes draw from it. */
function outboxDeleteOf(t: TFunction, deletion: BankDeletion): OutboxDelete {
  const row = { label: deletion.title };
  if (deletion.kind === 'deleteBank')
    return {
      target: { kind: 'bank' },
      row: { ...row, id: deletion.bankId },
      notice: t('banks.changed_deleteBank'),
      refusedNotice: t('banks.inUseBank'),
    };
  if (deletion.kind === 'deleteCategory')
    return {
      target: { kind: 'bankCategory', bankId: deletion.bankId },
      row: { ...row, id: deletion.categoryId },
      notice: t('banks.changed_deleteCategory'),
      refusedNotice: t('banks.inUse'),
    };
  return {
    target: { kind: 'bankQuestion', bankId: deletion.bankId },
    row: { ...row, id: deletion.questionId },
    notice: t('banks.changed_removeQuestion'),
  };
}

/** The machine's `deleteRow`: the confirmed delete handed to the outbox. */
export const bankDeleteRow = (outbox: BulkOutboxActorRef, t: TFunction) =>
  deleteThroughOutbox(outbox, (deletion: BankDeletion) => outboxDeleteOf(t, deletion));

/** The rows the outbox hides; the banks are read again when one of their deletes is settled, undone or refused. */
export function useHiddenBankRows(actor: BanksActorRef): HiddenBankRows {
  const reload = useCallback(() => actor.send({ type: 'banks.reload' }), [actor]);
  useReloadOnSettled('bank', reload);
  useReloadOnSettled('bankCategory', reload);
  useReloadOnSettled('bankQuestion', reload);
  return {
    banks: usePendingIds('bank'),
    categories: usePendingIds('bankCategory'),
    questions: usePendingIds('bankQuestion'),
  };
}
