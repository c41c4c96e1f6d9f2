/**
 * The document viewer (SPEC section 2's class document viewer, ADR 317 for faculty resources) on the shared viewer
 * machine: the document's name as the page's title and heading, with Download; a spinner while it opens, the error
 * with Try again, and the file shown inline (PDF, images) or through the external viewer (office formats). A failed
 * download is said in a notification. Each screen gives its effects, made for the one document it shows, and its
 * own words, and may show more under the heading (a resource's description, a link).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { messageOf } from '../../domain/shared/messages';
import {
  documentViewerMachine,
  selectFailed,
  selectIsDownloading,
  selectIsOpening,
  selectOpened,
  type DocumentViewerServices,
} from '../../machines/shared/documentViewerMachine';
import { saveFile } from '../../machines/shared/saveFile';
import { useActorOptions, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { useDocumentTitle } from './useDocumentTitle';

export interface DocumentViewerTexts {
  readonly loading: string;
  /** Said when the document cannot be opened, and when a download fails without the server's word. */
  readonly failed: string;
  readonly download: string;
  readonly unsupported: string;
  /** The frame's title, naming the document. */
  readonly frame: (name: string) => string;
}

export interface DocumentViewerProps<TRecord> {
  readonly services: DocumentViewerServices;
  readonly texts: DocumentViewerTexts;
  /** The page's title and heading: the document's name once open (the record), the screen's word before. */
  readonly nameOf: (record: TRecord | null) => string;
  /** Download is offered for a file; for every document unless said. */
  readonly downloadable?: (record: TRecord) => boolean;
  /** Under the heading, once open. */
  readonly details?: (record: TRecord) => ReactNode;
}

export function DocumentViewer<TRecord>({
  services,
  texts,
  nameOf,
  downloadable = () => true,
  details,
}: DocumentViewerProps<TRecord>) {
  const notifications = useNotificationsActor();
  const machine = useMemo(
    () =>
      documentViewerMachine.provide({
        actors: services,
        actions: {
          saveFile: (_, file) => saveFile(file.blob, file.fileName),
          notifyDownloadFailed: (_, { error }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: messageOf(error, texts.failed),
            }),
        },
      }),
    [services, notifications, texts.failed],
  );
  const actor = useActorRef(machine, useActorOptions());
  const opened = useSelector(actor, selectOpened);
  const opening = useSelector(actor, selectIsOpening);
  const failed = useSelector(actor, selectFailed);
  const downloading = useSelector(actor, selectIsDownloading);
  const record = opened ? (opened.record as TRecord) : null;
  const name = nameOf(record);
  useDocumentTitle(name);
  const view = opened?.view ?? null;

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <bdi>{name}</bdi>
        </h1>
        {record !== null && downloadable(record) && (
          <Button onClick={() => actor.send({ type: 'document.download' })} busy={downloading}>
            {texts.download}
          </Button>
        )}
      </div>
      {opening && <Spinner label={texts.loading} className="size-8" />}
      {failed && <LoadFailed message={texts.failed} onRetry={() => actor.send({ type: 'document.retry' })} />}
      {record !== null && details?.(record)}
      {opened?.fileUrl && view === 'pdf' && (
        <iframe
          title={texts.frame(name)}
          src={opened.fileUrl}
          className="h-[75vh] w-full rounded-md border border-slate-300"
        />
      )}
      {opened?.fileUrl && view === 'image' && (
        <img
          src={opened.fileUrl}
          alt={name}
          className="max-h-[75vh] max-w-full self-start rounded-md border"
        />
      )}
      {opened?.viewerUrl && view === 'office' && (
        <iframe
          title={texts.frame(name)}
          src={opened.viewerUrl}
          className="h-[75vh] w-full rounded-md border border-slate-300"
        />
      )}
      {opened && view === 'unsupported' && <p className="text-slate-700">{texts.unsupported}</p>}
    </section>
  );
}
