/** The Translations grid's actor: the machine provided with its services and notices; a change reloads the list. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ListActorRef } from '../../machines/shared/listMachine';
import { translationGridMachine } from '../../machines/translations/translationGridMachine';
import {
  createTranslationGridServices,
  translationNotices,
} from '../../machines/translations/translationServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';

export function useTranslationGridActor(list: ListActorRef) {
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const gridLogic = useMemo(() => {
    const notices = translationNotices(notifications);
    return translationGridMachine.provide({
      actors: createTranslationGridServices(http),
      actions: {
        notifyUpdated: notices.notifyUpdated,
        notifyUpdateFailed: notices.notifyUpdateFailed,
        notifyDeleted: notices.notifyDeleted,
        notifyDeleteFailed: notices.notifyDeleteFailed,
        reloadList: () => list.send({ type: 'list.reload' }),
      },
    });
  }, [http, notifications, list]);
  return useActorRef(gridLogic, options);
}
