/** The template list's 'Upload QTI' button: picks one package or question file and hands it to the upload machine. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createQtiUploadServices } from '../../../machines/quizImportServices';
import {
  IMPORT_FILE_ACCEPT,
  qtiUploadMachine,
  selectResult,
  selectUploading,
} from '../../../machines/qtiUploadMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { Button } from '../../ui/Button';
import { ImportReportDialog } from './ImportReportDialog';

export interface QtiUploadButtonProps {
  /** Called after a successful upload, so the template list reloads. */
  readonly onUploaded?: () => void;
}

export function QtiUploadButton({ onUploaded }: QtiUploadButtonProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const input = useRef<HTMLInputElement>(null);
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
      <input
        ref={input}
        type="file"
        accept={IMPORT_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="qti-upload-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) upload.send({ type: 'upload.select', files });
        }}
      />
      <Button variant="secondary" busy={busy} onClick={() => input.current?.click()}>
        {busy ? t('delivery.qtiUploading') : t('delivery.qtiUpload')}
      </Button>
      {hasReport && (
        <Button variant="secondary" onClick={() => upload.send({ type: 'report.open' })}>
          {t('delivery.importReportOpen')}
        </Button>
      )}
      <ImportReportDialog upload={upload} />
    </>
  );
}
