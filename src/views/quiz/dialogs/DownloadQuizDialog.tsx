/** The download-format dialog and the institution picker, then the file. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadQuizMachine,
  selectDownloadBusy,
  selectDownloadFormat,
  selectDownloadProgress,
  selectDownloadStep,
  selectFormatNotes,
  type DownloadQuizInput,
} from '../../../machines/quiz/dialogs/downloadQuizMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { useActorOptions } from '../../AppContext';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DownloadFormatDialog, FORMAT_KEYS } from './DownloadFormatDialog';
import { DownloadProgress } from './DownloadProgress';
import { FormatNotes } from './FormatNotes';
import { InstitutionPicker } from './InstitutionPicker';
import { useDialogDone } from './useDialogDone';

export interface DownloadQuizDialogProps {
  readonly services: QuizListServices['download'];
  readonly input: DownloadQuizInput;
  readonly onClose: () => void;
}

export function DownloadQuizDialog({ services, input, onClose }: DownloadQuizDialogProps) {
  const { t } = useTranslation();
  const logic = useMemo(() => downloadQuizMachine.provide(services), [services]);
  const actor = useActorRef(logic, { input, ...useActorOptions() });
  useDialogDone<unknown>(actor, () => onClose());
  const step = useSelector(actor, selectDownloadStep);
  const format = useSelector(actor, selectDownloadFormat);
  const busy = useSelector(actor, selectDownloadBusy);
  const progress = useSelector(actor, selectDownloadProgress);
  const notes = useSelector(actor, selectFormatNotes);
  const [keyword, setKeyword] = useState('');
  const cancel = () => actor.send({ type: 'download.cancel' });

  if (step === 'format') return <DownloadFormatDialog actor={actor} title={input.title} onCancel={cancel} />;

  const title = format
    ? t('quiz.downloadInstitutionTitle', { type: t(FORMAT_KEYS[format]) })
    : t('quiz.downloadInstitutionTitleGeneric');

  // ADR 174: the dialog stays open until the file is handed to the browser; Cancel aborts the download.
  if (step === 'downloading') {
    return (
      <Dialog
        open
        onClose={cancel}
        title={title}
        actions={
          <Button variant="secondary" onClick={cancel}>
            {t('feedback.downloadCancel')}
          </Button>
        }
      >
        <DownloadProgress progress={progress} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={cancel}
      title={title}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={() => actor.send({ type: 'download.back' })} disabled={busy}>
            {t('quiz.downloadBack')}
          </Button>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t('quiz.downloadCancel')}
          </Button>
          <Button busy={busy} onClick={() => actor.send({ type: 'download.choose', institutionId: null })}>
            {t('quiz.downloadWithoutInstitution')}
          </Button>
        </>
      }
    >
      <FormatNotes notes={notes} />
      <InstitutionPicker actor={actor} keyword={keyword} onKeywordChange={setKeyword} />
    </Dialog>
  );
}
