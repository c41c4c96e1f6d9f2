/** Above the documents: the Documents / Deleted switch, the upload (for a manager), its progress and its refusal. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectDocumentsView,
  selectUploadError,
  selectUploading,
  type ClassDocumentsActorRef,
} from '../../machines/classes/classDocumentsMachine';
import { Button } from '../ui/Button';
import { FileDropZone } from '../ui/FileDropZone';
import { ToggleButtons } from '../ui/ToggleButtons';

const VIEWS = [
  { view: 'active', labelKey: 'classes.docsShowActive' },
  { view: 'deleted', labelKey: 'classes.docsShowDeleted' },
] as const;

export function ClassDocumentsToolbar({
  docs,
  canManage,
}: {
  readonly docs: ClassDocumentsActorRef;
  readonly canManage: boolean;
}) {
  const { t } = useTranslation();
  const view = useSelector(docs, selectDocumentsView);
  const uploading = useSelector(docs, selectUploading);
  const uploadError = useSelector(docs, selectUploadError);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <ToggleButtons
          label={t('classes.docsViewLabel')}
          options={VIEWS.map((option) => ({ value: option.view, label: t(option.labelKey) }))}
          chosen={view}
          className="flex gap-2"
          onChoose={(chosen) => docs.send({ type: 'docs.show', view: chosen })}
        />
        {canManage ? (
          <FileDropZone
            compact
            label={t('classes.docsUpload')}
            browseLabel={t('classes.docsUpload')}
            disabled={uploading !== null}
            testId="class-document-file"
            onFiles={([file]) => docs.send({ type: 'upload.choose', file: file! })}
          />
        ) : null}
      </div>
      {uploading ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          <label className="flex flex-1 flex-col gap-1 text-sm text-slate-800">
            {t('classes.docsUploading', { name: uploading.name })}
            <progress max={uploading.total || 1} value={uploading.loaded} className="w-full" />
          </label>
          <Button variant="secondary" onClick={() => docs.send({ type: 'upload.cancel' })}>
            {t('classes.docsCancelUpload')}
          </Button>
        </div>
      ) : null}
      {uploadError ? (
        <p role="alert" className="text-sm text-red-800">
          {uploadError}
        </p>
      ) : null}
    </>
  );
}
