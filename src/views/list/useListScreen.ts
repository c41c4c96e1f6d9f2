/**
 * The two actors of a list screen: the list machine, started from the URL's query and kept in step with it, and
 * the delete confirmation, which reloads the list after its own notification.
 */
import { useActorRef } from '@xstate/react';
import type { PromiseActorLogic } from 'xstate';
import { listQuery } from '../../domain/listQuery';
import { confirmDeleteMachine, type ConfirmDeleteActorRef } from '../../machines/confirmDeleteMachine';
import { listMachine, type FetchListPage, type ListActorRef } from '../../machines/listMachine';
import { useActorOptions } from '../AppContext';
import { useListInUrl, useQueryFromUrl, type ListUrlOptions } from './useListInUrl';

export function useUrlListActor<T>(
  fetchPage: FetchListPage<T>,
  pageSize: number,
  urlOptions?: ListUrlOptions,
): ListActorRef {
  const options = useActorOptions();
  const initialQuery = useQueryFromUrl(urlOptions);
  const list = useActorRef(listMachine, {
    input: { fetchPage, pageSize, initialQuery: listQuery(initialQuery) },
    ...options,
  });
  useListInUrl(list, urlOptions);
  return list;
}

export interface ListDeleteNotices {
  /** The screen's notification after a delete; the list reloads after it. */
  readonly deleted: () => void;
  readonly failed: () => void;
}

/**
 * `deleteTarget` is the screen's deletion (e.g. `deleteSponsorById(http)`). The logic is provided again on each
 * render: the machine's config stays the same, so the actor stays and only its implementations follow.
 */
export function useListDelete(
  list: ListActorRef,
  deleteTarget: PromiseActorLogic<unknown, { id: number }>,
  notices: ListDeleteNotices,
): ConfirmDeleteActorRef {
  const options = useActorOptions();
  const logic = confirmDeleteMachine.provide({
    actors: { deleteTarget },
    actions: {
      deleted: () => {
        notices.deleted();
        list.send({ type: 'list.reload' });
      },
      notifyFailed: () => notices.failed(),
    },
  });
  return useActorRef(logic, options);
}
