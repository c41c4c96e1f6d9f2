/**
 * Second chances on a student's result (ADR 212): extra time in minutes or as a factor (timed quizzes), a personal
 * deadline, and Reopen for a submitted or expired attempt. Renders the machine and sends its events.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  secondChancesMachine,
  selectReopenUntil,
  selectSecondChances,
  selectSecondChancesBusy,
  selectSecondChancesDraft,
  selectSecondChancesError,
  selectSecondChancesFailed,
} from '../../../machines/quiz/results/secondChancesMachine';
import { createSecondChancesServices } from '../../../machines/quiz/results/secondChancesServices';
import { useActorOptions, useHttp } from '../../AppContext';
import { useFormat } from '../../shared/useFormat';
import { Button } from '../../ui/Button';
import { DateTimeField } from '../../ui/DateTimeField';
import { SecondChancesExtraTime } from './SecondChancesExtraTime';

export function SecondChancesPanel({ assignId, onChanged }: { assignId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const http = useHttp();
  const logic = useMemo(
    () => secondChancesMachine.provide(createSecondChancesServices(http, onChanged)),
    [http, onChanged],
  );
  const actor = useActorRef(logic, { input: { assignId }, ...useActorOptions() });
  const saved = useSelector(actor, selectSecondChances);
  const draft = useSelector(actor, selectSecondChancesDraft);
  const reopenUntil = useSelector(actor, selectReopenUntil);
  const error = useSelector(actor, selectSecondChancesError);
  const failed = useSelector(actor, selectSecondChancesFailed);
  const busy = useSelector(actor, selectSecondChancesBusy);
  const errorOf = (field: string) => (error?.field === field ? error.message : null);

  return (
    <section aria-labelledby="second-chances" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="second-chances" className="text-lg font-semibold text-slate-900">
        {t('secondChances.heading')}
      </h2>
      {failed && (
        <div className="mt-2 flex items-center gap-3 text-sm text-red-700">
          <p>{t('secondChances.loadFailed')}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'second.retry' })}>
            {t('secondChances.retry')}
          </Button>
        </div>
      )}
      {saved && draft && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            {saved.deadline
              ? t('secondChances.deadlineNow', { date: format.dayTime(saved.deadline) })
              : t('secondChances.noDeadline')}
          </p>
          <SecondChancesExtraTime actor={actor} />
          <DateTimeField
            label={t('secondChances.personalDeadline')}
            name="personalDeadline"
            value={draft.personalDeadline}
            description={t('secondChances.personalDeadlineHint')}
            error={errorOf('personalDeadline')}
            onChange={(value) => actor.send({ type: 'second.personalDeadline', value })}
          />
          <div>
            <Button busy={busy} onClick={() => actor.send({ type: 'second.save' })}>
              {t('secondChances.save')}
            </Button>
          </div>
          {saved.reopenedAt && (
            <p className="text-sm text-slate-700">
              {t('secondChances.reopened', {
                name: saved.reopenedBy ?? '—',
                date: format.dayTime(saved.reopenedAt),
              })}
            </p>
          )}
          {saved.reopenable && (
            <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
              <DateTimeField
                label={t('secondChances.reopenUntil')}
                name="reopenUntil"
                value={reopenUntil}
                error={errorOf('deadline')}
                onChange={(value) => actor.send({ type: 'second.reopenUntil', value })}
              />
              <Button
                variant="secondary"
                busy={busy}
                disabled={reopenUntil === null}
                onClick={() => actor.send({ type: 'second.reopen' })}
              >
                {t('secondChances.reopen')}
              </Button>
            </div>
          )}
          {error?.field === 'form' && (
            <p role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
