/**
 * One media slot of an article (ADR 315): its drop zone with the slot's rule, progress with Cancel while it
 * uploads, and the refusal where it happened (the console's own check, or the server's: "Line 7: …" under the
 * subtitles). One upload machine per slot; the article it answers goes to the form with its new version.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleMediaTarget } from '../../api/publish/publish';
import { ARTICLE_MEDIA_RULES } from '../../domain/publish/articleMediaRules';
import type { DeskArticle } from '../../domain/publish/deskArticle';
import { createArticleUploadServices } from '../../machines/publish/publishServices';
import {
  selectFileName,
  selectIsUploading,
  selectProgress,
  selectUploadError,
  uploadMachine,
} from '../../machines/shared/uploadMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { FileDropZone } from '../ui/FileDropZone';
import { UploadProgress } from '../ui/UploadProgress';

export interface MediaUploadProps {
  readonly articleId: number;
  readonly target: ArticleMediaTarget;
  readonly label: string;
  readonly hint: string;
  readonly disabled: boolean;
  readonly onChanged: (article: DeskArticle) => void;
}

export function MediaUpload({ articleId, target, label, hint, disabled, onChanged }: MediaUploadProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const slot = target.slot === 'subtitles' ? 'subtitles' : target.slot;
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: createArticleUploadServices(http, target),
        actions: {
          uploaded: (_, { record }) => onChanged(record as DeskArticle),
          notifyUploaded: () =>
            notifications.send({ type: 'notify.show', kind: 'success', message: t('publish.uploaded') }),
          notifyFailed: (_, { message }) =>
            notifications.send({ type: 'notify.show', kind: 'error', message }),
        },
      }),
    [http, notifications, target, onChanged, t],
  );
  const actor = useActorRef(machine, {
    input: { recordId: articleId, kind: slot, rule: ARTICLE_MEDIA_RULES[slot] },
    ...useActorOptions(),
  });
  const error = useSelector(actor, selectUploadError);
  const uploading = useSelector(actor, selectIsUploading);
  const progress = useSelector(actor, selectProgress);
  const fileName = useSelector(actor, selectFileName);
  const testId = target.slot === 'subtitles' ? 'article-subtitles-file' : `article-${target.slot}-file`;

  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        label={label}
        description={hint}
        accept={ARTICLE_MEDIA_RULES[slot].accept}
        chosen={fileName || null}
        busy={uploading}
        disabled={disabled}
        testId={testId}
        error={error}
        onFiles={([file]) => actor.send({ type: 'upload.choose', file: file! })}
      />
      {uploading && (
        <UploadProgress
          progress={progress}
          label={t('publish.uploading', { name: fileName || label })}
          cancelLabel={t('publish.cancelUpload')}
          onCancel={() => actor.send({ type: 'upload.cancel' })}
        />
      )}
    </div>
  );
}
