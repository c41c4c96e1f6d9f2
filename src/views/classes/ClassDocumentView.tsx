/** /classes/view-file/{id}/document/{documentId}: a class document shown inline or in the office viewer. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  classDocumentMachine,
  selectFailed,
  selectIsDownloading,
  selectIsOpening,
  selectOpened,
  selectView,
} from '../../machines/classes/classDocumentMachine';
import { createClassDocumentServices } from '../../machines/classes/classDocumentServices';
import { useActorOptions, useApp, useNotificationsActor } from '../AppContext';
import { saveFile } from '../../machines/shared/saveFile';
import { DocumentViewer } from '../shared/DocumentViewer';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { messageOf } from '../../domain/shared/messages';

export function ClassDocumentView({
  classId,
  documentId,
}: {
  readonly classId: number;
  readonly documentId: number;
}) {
  const { t } = useTranslation();
  const { http, routePrefix } = useApp();
  const notifications = useNotificationsActor();
  const machine = useMemo(
    () =>
      classDocumentMachine.provide({
        actors: createClassDocumentServices(http, routePrefix, window.location.origin),
        actions: {
          saveFile: (_, file) => saveFile(file.blob, file.fileName),
          notifyDownloadFailed: (_, { error }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: messageOf(error, t('site.documentLoadFailed')),
            }),
        },
      }),
    [http, routePrefix, notifications, t],
  );
  const actor = useActorRef(machine, { input: { classId, documentId }, ...useActorOptions() });
  const opened = useSelector(actor, selectOpened);
  const view = useSelector(actor, selectView);
  const opening = useSelector(actor, selectIsOpening);
  const failed = useSelector(actor, selectFailed);
  const downloading = useSelector(actor, selectIsDownloading);
  const name = opened?.document.fileName ?? t('site.documentTitle');
  useDocumentTitle(name);

  return (
    <DocumentViewer
      name={name}
      texts={{
        loading: t('site.documentLoading'),
        failed: t('site.documentLoadFailed'),
        download: t('site.documentDownload'),
        frame: t('site.documentFrame', { name }),
        unsupported: t('site.documentUnsupported'),
      }}
      opening={opening}
      failed={failed}
      onRetry={() => actor.send({ type: 'document.retry' })}
      opened={opened && { view, fileUrl: opened.fileUrl, viewerUrl: opened.viewerUrl }}
      onDownload={() => actor.send({ type: 'document.download' })}
      downloading={downloading}
    />
  );
}
