/** One upload field of the sponsor (video or logo): drop zone, hint, progress with Cancel, errors, preview. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SPONSOR_MESSAGES, type Sponsor } from '../../domain/sponsors/sponsors';
import { UPLOAD_RULES, type UploadKind } from '../../domain/sponsors/uploads';
import {
  selectCropSource,
  selectFileName,
  selectIsUploading,
  selectProgress,
  selectUploadError,
  uploadMachine,
} from '../../machines/shared/uploadMachine';
import { createUploadServices } from '../../machines/shared/uploadServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { FileDropZone } from '../ui/FileDropZone';
import { LogoCropDialog } from './LogoCropDialog';
import { UploadProgress } from '../ui/UploadProgress';

export function SponsorUpload({
  sponsor,
  kind,
  onUploaded,
}: {
  readonly sponsor: Sponsor;
  readonly kind: UploadKind;
  readonly onUploaded: (sponsor: Sponsor) => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: createUploadServices(http),
        actions: {
          uploaded: (_, { record }) => onUploaded(record as Sponsor),
          notifyUploaded: () =>
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: kind === 'logo' ? SPONSOR_MESSAGES.logoUploaded : SPONSOR_MESSAGES.videoUploaded,
            }),
          notifyFailed: (_, { message }) =>
            notifications.send({ type: 'notify.show', kind: 'error', message }),
        },
      }),
    [http, notifications, kind, onUploaded],
  );
  const actor = useActorRef(machine, { input: { recordId: sponsor.id, kind }, ...useActorOptions() });
  const error = useSelector(actor, selectUploadError);
  const uploading = useSelector(actor, selectIsUploading);
  const progress = useSelector(actor, selectProgress);
  const fileName = useSelector(actor, selectFileName);
  const cropSource = useSelector(actor, selectCropSource);
  const label = kind === 'logo' ? t('site.sponsorsLogoUpload') : t('site.sponsorsVideoUpload');
  const hint = kind === 'logo' ? t('site.sponsorsLogoHint') : t('site.sponsorsVideoHint');
  const current = kind === 'logo' ? sponsor.logoUrl : sponsor.videoUrl;

  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        label={label}
        description={hint}
        accept={UPLOAD_RULES[kind].accept}
        chosen={fileName || null}
        busy={uploading}
        testId={`sponsor-${kind}-file`}
        error={error}
        onFiles={([file]) => actor.send({ type: 'upload.choose', file: file! })}
      />
      {uploading && (
        <UploadProgress
          progress={progress}
          label={t('site.sponsorsUploading', { name: fileName || label })}
          cancelLabel={t('site.sponsorsCancelUpload')}
          onCancel={() => actor.send({ type: 'upload.cancel' })}
        />
      )}
      {current && kind === 'logo' && (
        <img
          src={current}
          alt={t('site.sponsorsLogoPreview')}
          className="max-h-[50px] max-w-[150px] self-start border"
        />
      )}
      {current && kind === 'video' && (
        <a href={current} className="text-sm text-sky-800 underline" target="_blank" rel="noreferrer">
          {t('site.sponsorsCurrentVideo')}
        </a>
      )}
      {kind === 'logo' && (
        <LogoCropDialog
          file={cropSource}
          onCancel={() => actor.send({ type: 'upload.cancel' })}
          onCropped={(blob) => actor.send({ type: 'upload.cropped', blob })}
          onUnreadable={() => actor.send({ type: 'upload.unreadable' })}
        />
      )}
    </div>
  );
}
