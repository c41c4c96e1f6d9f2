/**
 * Beyond SPEC: the Results screen's 'Question statistics' — the score distribution and, per question, facility,
 * discrimination, median time, review flags and option picks (ADRs 145, 146). Its own actor loads them.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectDistributionAsTable,
  selectExpanded,
  selectStatistics,
  selectStatisticsFailed,
  quizStatisticsMachine,
} from '../../../machines/quiz/results/quizStatisticsMachine';
import { createQuizStatisticsServices } from '../../../machines/quiz/results/quizStatisticsServices';
import { useActorOptions, useHttp } from '../../AppContext';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { QuestionStatisticsTable } from './QuestionStatisticsTable';
import { ScoreDistribution } from './ScoreDistribution';

export function QuestionStatistics({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => quizStatisticsMachine.provide(createQuizStatisticsServices(http)), [http]);
  const actor = useActorRef(logic, {
    input: { quizId },
    ...useActorOptions(),
  });
  const statistics = useSelector(actor, selectStatistics);
  const failed = useSelector(actor, selectStatisticsFailed);
  const expanded = useSelector(actor, selectExpanded);
  const asTable = useSelector(actor, selectDistributionAsTable);

  return (
    <section aria-labelledby="question-statistics" className="flex flex-col gap-4">
      <h2 id="question-statistics" className="text-xl font-semibold text-slate-900">
        {t('statistics.heading')}
      </h2>
      {failed ? (
        <div role="alert" className="flex items-center gap-3">
          <span className="font-semibold text-red-700">{t('statistics.loadError')}</span>
          <Button variant="secondary" onClick={() => actor.send({ type: 'statistics.retry' })}>
            {t('statistics.retry')}
          </Button>
        </div>
      ) : !statistics ? (
        <div className="flex justify-center py-6 text-sky-700">
          <Spinner label={t('app.loading')} className="size-6" />
        </div>
      ) : statistics.attempts === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('statistics.empty')}
        </p>
      ) : (
        <>
          <div className="text-sm text-slate-700">
            <p>{t('statistics.attempts', { count: statistics.attempts })}</p>
            {statistics.questions.some((q) => q.attempts > 0 && q.attempts < statistics.minAttempts) && (
              <p>{t('statistics.fewAttempts', { min: statistics.minAttempts })}</p>
            )}
            <p>{t('statistics.facilityHint')}</p>
          </div>
          <ScoreDistribution
            bins={statistics.distribution}
            asTable={asTable}
            onToggleTable={() => actor.send({ type: 'distribution.toggleTable' })}
          />
          <QuestionStatisticsTable
            questions={statistics.questions}
            minAttempts={statistics.minAttempts}
            expanded={expanded}
            onToggle={(itemId) => actor.send({ type: 'question.toggle', itemId })}
          />
        </>
      )}
    </section>
  );
}
