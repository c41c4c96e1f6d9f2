/** The class list's Copy and Published actor: each action notifies, then reloads the list. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { classActionsMachine } from '../../machines/classes/classActionsMachine';
import type { createClassActionServices } from '../../machines/classes/classServices';
import type { ListActorRef } from '../../machines/shared/listMachine';
import { useActorOptions } from '../AppContext';

export function useClassActionsActor(
  list: ListActorRef,
  services: Pick<ReturnType<typeof createClassActionServices>, 'copy' | 'publish'>,
  notify: (kind: 'success' | 'error' | 'info', message: string) => void,
) {
  const options = useActorOptions();
  return useActorRef(
    useMemo(
      () =>
        classActionsMachine.provide({
          actors: { copy: services.copy, publish: services.publish },
          actions: {
            notify: (_, params) => notify(params.kind, params.message),
            reloadList: () => list.send({ type: 'list.reload' }),
          },
        }),
      [services, notify, list],
    ),
    options,
  );
}
