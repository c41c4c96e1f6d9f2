/** The institution step of a download: search the institutions and pick the one the file is for. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectDownloadBusy,
  selectDownloadError,
  selectInstitutions,
  selectInstitutionsLoading,
  type DownloadQuizActorRef,
} from '../../../machines/quiz/dialogs/downloadQuizMachine';
import { SearchField } from '../../ui/SearchField';
import { Spinner } from '../../ui/Spinner';

export interface InstitutionPickerProps {
  readonly actor: DownloadQuizActorRef;
  /** What the search field holds: kept by the dialog, so it outlives a step away and back. */
  readonly keyword: string;
  readonly onKeywordChange: (keyword: string) => void;
}

export function InstitutionPicker({ actor, keyword, onKeywordChange }: InstitutionPickerProps) {
  const { t } = useTranslation();
  const institutions = useSelector(actor, selectInstitutions);
  const loading = useSelector(actor, selectInstitutionsLoading);
  const busy = useSelector(actor, selectDownloadBusy);
  const error = useSelector(actor, selectDownloadError);
  return (
    <>
      <SearchField
        className="mt-4"
        label={t('quiz.downloadSearchInstitutions')}
        placeholder={t('quiz.downloadSearchInstitutions')}
        value={keyword}
        onChange={(value) => {
          onKeywordChange(value);
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
                  onClick={() => actor.send({ type: 'download.choose', institutionId: institution.id })}
                  className="w-full rounded-md px-3 py-2 text-start text-sm text-slate-900 hover:bg-sky-50 disabled:opacity-60"
                >
                  <bdi>{institution.title}</bdi>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {busy && <p className="mt-2 text-sm text-slate-700">{t('quiz.downloadDownloading')}</p>}
    </>
  );
}
