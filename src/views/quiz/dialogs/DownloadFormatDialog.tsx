/** The first step of a download that names no format: the formats to choose from. */
import { useTranslation } from 'react-i18next';
import {
  DOWNLOAD_FORMATS,
  type DownloadQuizActorRef,
  type ExportFormat,
} from '../../../machines/quiz/dialogs/downloadQuizMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Each export format's name. */
export const FORMAT_KEYS = {
  scorm: 'quiz.downloadScorm',
  qti: 'quiz.downloadQti',
  cc: 'quiz.downloadCc',
  moodle: 'quiz.downloadMoodle',
  gift: 'quiz.downloadGift',
} as const;

export interface DownloadFormatDialogProps {
  readonly actor: DownloadQuizActorRef;
  readonly title: string;
  readonly onCancel: () => void;
}

export function DownloadFormatDialog({ actor, title, onCancel }: DownloadFormatDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('quiz.downloadFormatTitle', { title })}
      description={t('quiz.downloadFormatText')}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t('quiz.downloadCancel')}
        </Button>
      }
    >
      <div className="mt-4 flex gap-3">
        {DOWNLOAD_FORMATS.map((value: ExportFormat) => (
          <Button key={value} onClick={() => actor.send({ type: 'download.format', format: value })}>
            {t(FORMAT_KEYS[value])}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
