/**
 * The collection's cover picture beside its form: a drop zone checked by name and size before sending, progress with
 * Cancel, the server's refusal, a preview of the cover and Remove cover. A new collection gets its cover once saved.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collection } from '../../api/methodsCollections/collectionsContract';
import { COVER_RULE } from '../../domain/methodsCollections/collectionCover';
import { COLLECTION_MESSAGES } from '../../domain/methodsCollections/collections';
import {
  collectionCoverMachine,
  selectIsRemovingCover,
} from '../../machines/methodsCollections/collectionCoverMachine';
import { createCollectionCoverServices } from '../../machines/methodsCollections/collectionServices';
import {
  selectFileName,
  selectIsUploading,
  selectProgress,
  selectUploadError,
  uploadMachine,
} from '../../machines/shared/uploadMachine';
import { messageOf } from '../../domain/shared/messages';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { FileDropZone } from '../ui/FileDropZone';
import { Section } from '../ui/Section';
import { UploadProgress } from '../ui/UploadProgress';

export interface CollectionCoverProps {
  /** The collection as last loaded or saved; null while it is being created. */
  readonly collection: Collection | null;
  readonly onChanged: (collection: Collection) => void;
}

function CoverControls({
  collection,
  onChanged,
}: { readonly collection: Collection } & Omit<CollectionCoverProps, 'collection'>) {
  const { t } = useTranslation();
  const http = useHttp();
  const options = useActorOptions();
  const notifications = useNotificationsActor();
  const services = useMemo(() => {
    const notify = (kind: 'success' | 'error', message: string) =>
      notifications.send({ type: 'notify.show', kind, message });
    const actors = createCollectionCoverServices(http);
    return {
      upload: uploadMachine.provide({
        actors: { uploader: actors.uploader },
        actions: {
          uploaded: (_, { record }) => onChanged(record as Collection),
          notifyUploaded: () => notify('success', COLLECTION_MESSAGES.coverUploaded),
          notifyFailed: (_, { message }) => notify('error', message),
        },
      }),
      remove: collectionCoverMachine.provide({
        actors: { removeCover: actors.removeCover },
        actions: {
          changed: (_, changed) => onChanged(changed),
          notifyRemoved: () => notify('success', COLLECTION_MESSAGES.coverRemoved),
          notifyFailed: (_, { error }) => notify('error', messageOf(error)),
        },
      }),
    };
  }, [http, notifications, onChanged]);
  const upload = useActorRef(services.upload, {
    input: { recordId: collection.id, kind: 'cover', rule: COVER_RULE },
    ...options,
  });
  const remover = useActorRef(services.remove, { input: { collectionId: collection.id }, ...options });
  const uploading = useSelector(upload, selectIsUploading);
  const progress = useSelector(upload, selectProgress);
  const fileName = useSelector(upload, selectFileName);
  const error = useSelector(upload, selectUploadError);
  const removing = useSelector(remover, selectIsRemovingCover);
  return (
    <>
      {collection.coverUrl ? (
        <img
          src={collection.coverUrl}
          alt={t('collections.coverPreview', { title: collection.title })}
          className="aspect-video w-full max-w-sm rounded-md border border-slate-300 object-cover"
        />
      ) : (
        <p className="text-sm text-slate-700">{t('collections.coverNone')}</p>
      )}
      <FileDropZone
        label={t('collections.coverUpload')}
        description={t('collections.coverHint')}
        accept={COVER_RULE.accept}
        chosen={fileName || null}
        busy={uploading}
        error={error}
        testId="collection-cover-file"
        onFiles={([file]) => upload.send({ type: 'upload.choose', file: file! })}
      />
      {uploading && (
        <UploadProgress
          progress={progress}
          label={t('collections.coverUploading', { name: fileName })}
          cancelLabel={t('collections.coverCancel')}
          onCancel={() => upload.send({ type: 'upload.cancel' })}
        />
      )}
      {collection.coverUrl && (
        <Button
          variant="secondary"
          className="self-start"
          busy={removing}
          onClick={() => remover.send({ type: 'cover.remove' })}
        >
          {t('collections.coverRemove')}
        </Button>
      )}
    </>
  );
}

export function CollectionCover({ collection, onChanged }: CollectionCoverProps) {
  const { t } = useTranslation();
  return (
    <Section heading={t('collections.cover')} className="flex flex-col gap-3">
      {collection ? (
        <CoverControls collection={collection} onChanged={onChanged} />
      ) : (
        <p className="text-sm text-slate-700">{t('collections.coverAfterCreate')}</p>
      )}
    </Section>
  );
}
