/**
 * The two actors of a list screen: the list machine, started from the URL's query and kept in step with it, and
 * the row delete, which asks only where there is no Undo (ADR 351) and reloads the list after its own notification.
 */
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromiseActorLogic } from 'xstate';
import { listQuery } from '../../../domain/shared/listQuery';
import type { BulkTarget } from '../../../domain/shared/bulkOutbox';
import {
  confirmDeleteMachine,
  type ConfirmDeleteActorRef,
  type DeleteTarget,
} from '../../../machines/shared/confirmDeleteMachine';
import { deleteThroughOutbox } from '../../../machines/shared/outboxDelete';
import {
  listMachine,
  listServices,
  type FetchListPage,
  type ListActorRef,
  type ListInput,
} from '../../../machines/shared/listMachine';
import { useActorOptions, useNotificationsActor } from '../../AppContext';
import { useBulkOutbox, usePendingIds, useReloadOnSettled } from './BulkOutboxScope';
import { useListInUrl, useQueryFromUrl, type ListUrlOptions } from './useListInUrl';

/**
 * A list actor whose pages come from the screen's fetch, provided to the list machine (ADR 121). The logic is
 * provided again on each render: the machine's config stays the same, so the actor stays and only its fetch
 * follows.
 */
export function useListActor<T>(fetchPage: FetchListPage<T>, input: ListInput): ListActorRef {
  return useActorRef(listMachine.provide(listServices(fetchPage)), { input, ...useActorOptions() });
}

export function useUrlListActor<T>(
  fetchPage: FetchListPage<T>,
  pageSize: number,
  urlOptions?: ListUrlOptions,
): ListActorRef {
  const initialQuery = useQueryFromUrl(urlOptions);
  const list = useListActor(fetchPage, { pageSize, initialQuery: listQuery(initialQuery) });
  useListInUrl(list, urlOptions);
  return list;
}

export interface ListDeleteNotices {
  /** The screen's notification after a delete; the list reloads after it. */
  readonly deleted: () => void;
  /** The delete was refused; `target` is the row it was for. */
  readonly failed: (target: DeleteTarget | null) => void;
}

/**
 * `deleteTarget` is the screen's deletion (e.g. `deleteSponsorById(http)`); `undoable`: it waits out an Undo window,
 * so nothing is asked. The logic is provided again on each render: the machine's config stays the same, so the actor
 * stays and only its implementations follow.
 */
export function useListDelete(
  list: ListActorRef,
  deleteTarget:
    | PromiseActorLogic<unknown, { id: number }>
    | PromiseActorLogic<unknown, DeleteTarget>
    | PromiseActorLogic<void, DeleteTarget>,
  notices: ListDeleteNotices,
  undoable: boolean,
): ConfirmDeleteActorRef {
  const options = useActorOptions();
  const logic = confirmDeleteMachine.provide({
    // A deletion that reads only the id is given the whole target: widening its input is safe.
    actors: { deleteTarget: deleteTarget as PromiseActorLogic<unknown, DeleteTarget> },
    actions: {
      deleted: () => {
        notices.deleted();
        list.send({ type: 'list.reload' });
      },
      notifyFailed: ({ context }) => notices.failed(context.target),
    },
  });
  return useActorRef(logic, { input: { undoable }, ...options });
}

/**
 * The delete of a list whose rows the bulk outbox deletes (ADR 266), in one step (ADR 351): a row's Delete hands the
 * row to the outbox at once, which hides it, names what goes with it in a notice with Undo (`notice`: SPEC's words)
 * and sends it when the window ends. Rows pending in the outbox are hidden (`hiddenRowKeys`), and the list reloads
 * once they settle. Without the outbox (outside the signed-in shell) there is no Undo: the row is asked about, then
 * deleted at once with `fallback`.
 */
export function useUndoableListDelete(
  list: ListActorRef,
  target: BulkTarget,
  notice: string,
  fallback: PromiseActorLogic<unknown, { id: number }>,
  /** What a refused delete says in SPEC's words, or null to name the row ('Not deleted: Biology 1'). */
  failed: string | null,
) {
  const { t } = useTranslation();
  const outbox = useBulkOutbox();
  const notifications = useNotificationsActor();
  const hiddenRowKeys = usePendingIds(target.kind);
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  useReloadOnSettled(target.kind, reload);
  const deleteTarget = useMemo(
    () =>
      outbox
        ? deleteThroughOutbox<DeleteTarget>(outbox, (row) => ({
            target,
            row,
            notice,
            ...(failed === null ? {} : { failedNotice: failed }),
          }))
        : fallback,
    // The target is a plain value: its kind decides where it goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [outbox, target.kind, notice, failed, fallback],
  );
  const remover = useListDelete(
    list,
    deleteTarget,
    {
      deleted: () =>
        outbox ? undefined : notifications.send({ type: 'notify.show', kind: 'info', message: notice }),
      failed: (row) =>
        notifications.send({
          type: 'notify.show',
          kind: 'error',
          message: failed ?? t('bulk.notDeleted', { names: row?.label ?? '' }),
        }),
    },
    outbox !== null,
  );
  return { remover, hiddenRowKeys };
}
