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
import { LoadFailed } from '../ui/LoadFailed';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
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
  const failed = useSelector(actor, selectFailed);
  const opening = useSelector(actor, selectIsOpening);
  const downloading = useSelector(actor, selectIsDownloading);
  const name = opened?.document.fileName ?? t('site.documentTitle');
  useDocumentTitle(name);

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <bdi>{name}</bdi>
        </h1>
        {opened && (
          <Button onClick={() => actor.send({ type: 'document.download' })} busy={downloading}>
            {t('site.documentDownload')}
          </Button>
        )}
      </div>
      {opening && <Spinner label={t('site.documentLoading')} className="size-8" />}
      {failed && (
        <LoadFailed
          message={t('site.documentLoadFailed')}
          onRetry={() => actor.send({ type: 'document.retry' })}
        />
      )}
      {opened && view === 'pdf' && (
        <iframe
          title={t('site.documentFrame', { name })}
          src={opened.fileUrl}
          className="h-[75vh] w-full rounded-md border border-slate-300"
        />
      )}
      {opened && view === 'image' && (
        <img
          src={opened.fileUrl}
          alt={name}
          className="max-h-[75vh] max-w-full self-start rounded-md border"
        />
      )}
      {opened && view === 'office' && opened.viewerUrl && (
        <iframe
          title={t('site.documentFrame', { name })}
          src={opened.viewerUrl}
          className="h-[75vh] w-full rounded-md border border-slate-300"
        />
      )}
      {opened && view === 'unsupported' && <p className="text-slate-700">{t('site.documentUnsupported')}</p>}
    </section>
  );
}
