/** The download-format dialog and the institution picker, then the file. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOWNLOAD_FORMATS,
  downloadQuizMachine,
  type ExportFormat,
  selectDownloadBusy,
  selectDownloadError,
  selectDownloadFormat,
  selectDownloadProgress,
  selectDownloadStep,
  selectInstitutions,
  selectInstitutionsLoading,
  type DownloadQuizInput,
} from '../../../machines/quiz/dialogs/downloadQuizMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { useActorOptions } from '../../AppContext';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SearchField } from '../../ui/SearchField';
import { Spinner } from '../../ui/Spinner';
import { DownloadProgress } from './DownloadProgress';
import { useDialogDone } from './useDialogDone';

const FORMAT_KEYS = {
  scorm: 'quiz.downloadScorm',
  qti: 'quiz.downloadQti',
  cc: 'quiz.downloadCc',
  moodle: 'quiz.downloadMoodle',
  gift: 'quiz.downloadGift',
} as const;

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
  const institutions = useSelector(actor, selectInstitutions);
  const loading = useSelector(actor, selectInstitutionsLoading);
  const busy = useSelector(actor, selectDownloadBusy);
  const error = useSelector(actor, selectDownloadError);
  const progress = useSelector(actor, selectDownloadProgress);
  const [keyword, setKeyword] = useState('');
  const cancel = () => actor.send({ type: 'download.cancel' });
  const choose = (institutionId: number | null) => actor.send({ type: 'download.choose', institutionId });

  if (step === 'format') {
    return (
      <Dialog
        open
        onClose={cancel}
        title={t('quiz.downloadFormatTitle', { title: input.title })}
        description={t('quiz.downloadFormatText')}
        actions={
          <Button variant="secondary" onClick={cancel}>
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
          <Button busy={busy} onClick={() => choose(null)}>
            {t('quiz.downloadWithoutInstitution')}
          </Button>
        </>
      }
    >
      <SearchField
        className="mt-4"
        label={t('quiz.downloadSearchInstitutions')}
        placeholder={t('quiz.downloadSearchInstitutions')}
        value={keyword}
        onChange={(value) => {
          setKeyword(value);
          actor.send({ type: 'institution.search', keyword: value });
        }}
      />
      <div className="mt-3 max-h-72 overflow-y-auto" aria-busy={loading || undefined}>
        {loading ? (
          <Spinner label={t('list.loading')} className="size-5 text-sky-700" />
        ) : error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : institutions.length === 0 ? (
          <p className="text-sm text-slate-700">{t('quiz.downloadNoInstitutions')}</p>
        ) : (
          <ul aria-label={t('quiz.downloadInstitutions')} className="flex flex-col gap-1">
            {institutions.map((institution) => (
              <li key={institution.id}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => choose(institution.id)}
                  className="w-full rounded-md px-3 py-2 text-start text-sm text-slate-900 hover:bg-sky-50 disabled:opacity-60"
                >
                  {institution.title}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {busy && <p className="mt-2 text-sm text-slate-700">{t('quiz.downloadDownloading')}</p>}
    </Dialog>
  );
}
