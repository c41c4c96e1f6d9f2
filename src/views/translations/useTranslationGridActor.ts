/**
 * The Translations grid's actor: the machine provided with its services and notices; a change reloads the list.
 * A confirmed removal of a value goes through the bulk outbox as every delete does (ADR 266): the cell shows
 * empty at once, the notice offers Undo, and the DELETE is sent when it ends (`pendingValues` are the values
 * waiting).
 */
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { TRANSLATION_MESSAGES } from '../../domain/translations/translations';
import type { ListActorRef } from '../../machines/shared/listMachine';
import { deleteThroughOutbox } from '../../machines/shared/outboxDelete';
import { translationGridMachine } from '../../machines/translations/translationGridMachine';
import {
  createTranslationGridServices,
  translationNotices,
} from '../../machines/translations/translationServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useBulkOutbox, usePendingIds, useReloadOnSettled } from '../shared/list/BulkOutboxScope';

const VALUE_TARGET = { kind: 'translationValue' } as const;

export function useTranslationGridActor(list: ListActorRef) {
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const outbox = useBulkOutbox();
  const pendingValues = usePendingIds(VALUE_TARGET.kind);
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  useReloadOnSettled(VALUE_TARGET.kind, reload);
  const gridLogic = useMemo(() => {
    const notices = translationNotices(notifications);
    const services = createTranslationGridServices(http);
    return translationGridMachine.provide({
      actors: outbox
        ? {
            ...services,
            deleteValue: deleteThroughOutbox<{ id: number; label: string }>(outbox, (row) => ({
              target: VALUE_TARGET,
              row,
              notice: TRANSLATION_MESSAGES.deleted,
              failedNotice: TRANSLATION_MESSAGES.deleteFailed,
            })),
          }
        : services,
      actions: {
        notifyUpdated: notices.notifyUpdated,
        notifyUpdateFailed: notices.notifyUpdateFailed,
        // The outbox's notice says it, with Undo.
        notifyDeleted: outbox ? () => undefined : notices.notifyDeleted,
        notifyDeleteFailed: notices.notifyDeleteFailed,
        reloadList: reload,
      },
    });
  }, [http, notifications, outbox, reload]);
  return { grid: useActorRef(gridLogic, options), pendingValues };
}
