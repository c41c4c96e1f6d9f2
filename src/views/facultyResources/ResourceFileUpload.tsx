/**
 * A file resource's file (ADR 317): the drop zone with the class documents' kinds and limit, progress with Cancel,
 * the refusal in its words, the current file and the way to open it in the viewer.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FACULTY_RESOURCE_MESSAGES,
  RESOURCE_FILE_RULE,
  type FacultyResource,
} from '../../domain/facultyResources/facultyResources';
import { createResourceUploadServices } from '../../machines/facultyResources/facultyResourceServices';
import {
  selectFileName,
  selectIsUploading,
  selectProgress,
  selectUploadError,
  uploadMachine,
} from '../../machines/shared/uploadMachine';
import { useActorOptions, useApp, useNotificationsActor } from '../AppContext';
import { FileDropZone } from '../ui/FileDropZone';
import { Section } from '../ui/Section';
import { UploadProgress } from '../ui/UploadProgress';

export function ResourceFileUpload({
  resource,
  onUploaded,
}: {
  readonly resource: FacultyResource;
  readonly onUploaded: (resource: FacultyResource) => void;
}) {
  const { t } = useTranslation();
  const { http, routePrefix } = useApp();
  const notifications = useNotificationsActor();
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: createResourceUploadServices(http),
        actions: {
          uploaded: (_, { record }) => onUploaded(record as FacultyResource),
          notifyUploaded: () =>
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: FACULTY_RESOURCE_MESSAGES.fileUploaded,
            }),
          notifyFailed: (_, { message }) =>
            notifications.send({ type: 'notify.show', kind: 'error', message }),
        },
      }),
    [http, notifications, onUploaded],
  );
  const actor = useActorRef(machine, {
    input: { recordId: resource.id, kind: 'file', rule: RESOURCE_FILE_RULE },
    ...useActorOptions(),
  });
  const error = useSelector(actor, selectUploadError);
  const uploading = useSelector(actor, selectIsUploading);
  const progress = useSelector(actor, selectProgress);
  const name = useSelector(actor, selectFileName);

  return (
    <Section heading={t('facultyResources.fileTitle')} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3">
        {resource.file ? (
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
            <span>{t('facultyResources.currentFile', { name: resource.file.name })}</span>
            <a
              href={`${routePrefix}/classes/view-resource/${resource.id}`}
              target="_blank"
              rel="noopener"
              className="text-sky-800 underline"
            >
              {t('facultyResources.openInViewer')}{' '}
              <span className="sr-only">{t('facultyResources.newTab')}</span>
            </a>
          </p>
        ) : (
          <p className="text-sm text-amber-800">{t('facultyResources.fileMissing')}</p>
        )}
        <FileDropZone
          label={t('facultyResources.fileLabel')}
          description={t('facultyResources.fileHint')}
          accept={RESOURCE_FILE_RULE.accept}
          chosen={name || null}
          busy={uploading}
          testId="resource-file"
          error={error}
          onFiles={([file]) => actor.send({ type: 'upload.choose', file: file! })}
        />
        {uploading && (
          <UploadProgress
            progress={progress}
            label={t('facultyResources.uploading', { name })}
            cancelLabel={t('facultyResources.cancelUpload')}
            onCancel={() => actor.send({ type: 'upload.cancel' })}
          />
        )}
      </div>
    </Section>
  );
}
