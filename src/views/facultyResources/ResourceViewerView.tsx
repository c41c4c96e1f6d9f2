/**
 * /classes/view-resource/{id} (ADR 317): a faculty resource in the document viewer, as a class document is shown
 * (PDF and images inline, office files through the external viewer, Download), with its description; a link is
 * shown with the way to open it in a new tab. A resource the reader may not see fails like a missing one.
 *
 * @publicModule the classes area opens it at its view-resource address, where every instructor can reach it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createResourceViewerServices } from '../../machines/facultyResources/facultyResourceServices';
import {
  resourceViewerMachine,
  selectFailed,
  selectIsDownloading,
  selectIsOpening,
  selectOpened,
  selectView,
} from '../../machines/facultyResources/resourceViewerMachine';
import { saveFile } from '../../machines/shared/saveFile';
import { messageOf } from '../../domain/shared/messages';
import { useActorOptions, useApp, useNotificationsActor } from '../AppContext';
import { DocumentViewer } from '../shared/DocumentViewer';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { ResourceLink } from './ResourceLink';

export function ResourceViewerView({ resourceId }: { readonly resourceId: number }) {
  const { t } = useTranslation();
  const { http, routePrefix } = useApp();
  const notifications = useNotificationsActor();
  const machine = useMemo(
    () =>
      resourceViewerMachine.provide({
        actors: createResourceViewerServices(http, routePrefix, window.location.origin),
        actions: {
          saveFile: (_, file) => saveFile(file.blob, file.fileName),
          notifyDownloadFailed: (_, { error }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: messageOf(error, t('facultyResources.viewerFailed')),
            }),
        },
      }),
    [http, routePrefix, notifications, t],
  );
  const actor = useActorRef(machine, { input: { resourceId }, ...useActorOptions() });
  const opened = useSelector(actor, selectOpened);
  const view = useSelector(actor, selectView);
  const opening = useSelector(actor, selectIsOpening);
  const failed = useSelector(actor, selectFailed);
  const downloading = useSelector(actor, selectIsDownloading);
  const resource = opened?.resource ?? null;
  const name = resource?.title ?? t('facultyResources.title');
  useDocumentTitle(name);

  return (
    <DocumentViewer
      name={name}
      texts={{
        loading: t('facultyResources.viewerLoading'),
        failed: t('facultyResources.viewerFailed'),
        download: t('facultyResources.download'),
        frame: t('facultyResources.frame', { name }),
        unsupported: t('site.documentUnsupported'),
      }}
      opening={opening}
      failed={failed}
      onRetry={() => actor.send({ type: 'resource.retry' })}
      opened={opened && { view, fileUrl: opened.fileUrl, viewerUrl: opened.viewerUrl }}
      onDownload={resource?.kind === 'file' ? () => actor.send({ type: 'resource.download' }) : undefined}
      downloading={downloading}
    >
      {resource?.description && (
        <p className="max-w-3xl whitespace-pre-line text-slate-800">{resource.description}</p>
      )}
      {resource?.kind === 'link' && (
        <p className="flex flex-wrap items-center gap-2 text-slate-800">
          {t('facultyResources.linkText')}
          <ResourceLink resource={resource} />
        </p>
      )}
    </DocumentViewer>
  );
}
