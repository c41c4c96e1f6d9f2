/**
 * The two actors of a list screen: the list machine, started from the URL's query and kept in step with it, and
 * the delete confirmation, which reloads the list after its own notification.
 */
import { useActorRef } from '@xstate/react';
import type { PromiseActorLogic } from 'xstate';
import { listQuery } from '../../../domain/shared/listQuery';
import {
  confirmDeleteMachine,
  type ConfirmDeleteActorRef,
} from '../../../machines/shared/confirmDeleteMachine';
import {
  listMachine,
  listServices,
  type FetchListPage,
  type ListActorRef,
  type ListInput,
} from '../../../machines/shared/listMachine';
import { useActorOptions, useNotificationsActor } from '../../AppContext';
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

/** `useListDelete` whose notices are the screen's two messages, shown as notifications: deleted, and why not. */
export function useNotifiedListDelete(
  list: ListActorRef,
  deleteTarget: PromiseActorLogic<unknown, { id: number }>,
  messages: { readonly deleted: string; readonly failed: string },
): ConfirmDeleteActorRef {
  const notifications = useNotificationsActor();
  return useListDelete(list, deleteTarget, {
    deleted: () => notifications.send({ type: 'notify.show', kind: 'info', message: messages.deleted }),
    failed: () => notifications.send({ type: 'notify.show', kind: 'error', message: messages.failed }),
  });
}
