/** The Documents tab's actor: the machine provided with the class services and the notifications it shows. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { classDocumentsMachine } from '../../machines/classes/classDocumentsMachine';
import { createClassDocumentsServices } from '../../machines/classes/classServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';

export function useClassDocumentsActor(classId: number) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () =>
      classDocumentsMachine.provide({
        actors: createClassDocumentsServices(http),
        actions: {
          notifyDeleted: ({ self }, params) =>
            notifications.send({
              type: 'notify.show',
              kind: 'info',
              message: t('classes.docsDeleted', { name: params.fileName }),
              action: {
                label: t('classes.docsUndo'),
                run: () => self.send({ type: 'doc.restore', documentId: params.documentId }),
              },
            }),
          notifyFailed: (_, params) =>
            notifications.send({ type: 'notify.show', kind: 'error', message: params.message }),
          notifyTheirsUnread: () =>
            notifications.send({ type: 'notify.show', kind: 'error', message: t('site.loadFailed') }),
        },
      }),
    [http, notifications, t],
  );
  return useActorRef(logic, { input: { classId }, ...useActorOptions() });
}
