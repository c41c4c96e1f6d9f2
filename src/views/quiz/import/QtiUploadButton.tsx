/** The template list's 'Upload QTI' button: picks one package or question file and hands it to the upload machine. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createQtiUploadServices } from '../../../machines/quiz/import/quizImportServices';
import {
  IMPORT_FILE_ACCEPT,
  qtiUploadMachine,
  selectResult,
  selectUploading,
} from '../../../machines/quiz/import/qtiUploadMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { Button } from '../../ui/Button';
import { FileDropZone } from '../../ui/FileDropZone';
import { ImportReportDialog } from './ImportReportDialog';

export interface QtiUploadButtonProps {
  /** Called after a successful upload, so the template list reloads. */
  readonly onUploaded?: () => void;
}

export function QtiUploadButton({ onUploaded }: QtiUploadButtonProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () => qtiUploadMachine.provide(createQtiUploadServices(http, notifications)),
    [http, notifications],
  );
  const upload = useActorRef(logic, useActorOptions());
  const busy = useSelector(upload, selectUploading);
  const hasReport = useSelector(upload, (snapshot) => selectResult(snapshot) !== null);
  useEffect(() => {
    const subscription = upload.on('uploaded', () => onUploaded?.());
    return () => subscription.unsubscribe();
  }, [upload, onUploaded]);

  return (
    <>
      <FileDropZone
        compact
        label={t('delivery.qtiUpload')}
        browseLabel={busy ? t('delivery.qtiUploading') : t('delivery.qtiUpload')}
        accept={IMPORT_FILE_ACCEPT}
        busy={busy}
        testId="qti-upload-input"
        onFiles={(files) => upload.send({ type: 'upload.select', files })}
      />
      {hasReport && (
        <Button variant="secondary" onClick={() => upload.send({ type: 'report.open' })}>
          {t('delivery.importReportOpen')}
        </Button>
      )}
      <ImportReportDialog upload={upload} />
    </>
  );
}
