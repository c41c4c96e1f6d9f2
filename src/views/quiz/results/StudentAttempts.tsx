/**
 * A student's attempts on their result (ADR 219): each submitted attempt with its score and when it was
 * submitted, the one that counts marked (or a word that the average counts). Shown once a student tried again;
 * the result screen mounts it anew (a key) when the result changes.
 */
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAttempts as Attempts } from '../../../api/quiz/results/attemptsContract';
import { studentAttemptsServices } from '../../../machines/quiz/results/attemptsServices';
import { selectRecord } from '../../../machines/shared/recordMachine';
import { useHttp } from '../../AppContext';
import { useFormat } from '../../shared/useFormat';
import { useRecordActor } from '../../shared/useRecordActor';
import { pendingScoreText } from './pendingScore';

export function StudentAttempts({ assignId }: { readonly assignId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const http = useHttp();
  const services = useMemo(() => studentAttemptsServices(http), [http]);
  const record = useRecordActor(services, { request: { assignId } });
  const attempts = useSelector(record, selectRecord<Attempts>);
  if (!attempts || attempts.attempts.length < 2) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('attempts.listHeading')}
      </h2>
      {attempts.countedNumber === null && <p className="text-slate-700">{t('attempts.averageCounts')}</p>}
      <ol className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {attempts.attempts.map((attempt) => {
          const counts = attempt.number === attempts.countedNumber;
          return (
            <li
              key={attempt.number}
              data-testid="student-attempt"
              className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-3 py-2"
            >
              <span className="font-medium text-slate-900">
                {t('attempts.attempt', { number: attempt.number })}
              </span>
              <span>
                {attempt.needsGrading
                  ? pendingScoreText(t, attempt.percentage)
                  : `${t('attempts.scoreOf', { score: attempt.score, max: attempt.maxScore })} · ${attempt.percentage} %`}
              </span>
              <span className="text-sm text-slate-600">{format.dayTime(attempt.submitAt)}</span>
              {counts && (
                <span className="rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                  {t('attempts.counts')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
