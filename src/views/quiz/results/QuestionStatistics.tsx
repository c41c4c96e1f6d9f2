/**
 * Beyond SPEC: the Results screen's 'Question statistics' — the score distribution and, per question, facility,
 * discrimination, median time, review flags and option picks (ADRs 145, 146). Its own actor loads them.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizStatistics } from '../../../domain/quiz/results/quizStatistics';
import {
  createQuizStatisticsServices,
  DISTRIBUTION_TABLE,
  openedQuestions,
  questionPart,
  selectDistributionAsTable,
} from '../../../machines/quiz/results/quizStatisticsServices';
import { selectToggled, type RecordActorRef } from '../../../machines/shared/recordMachine';
import { useHttp } from '../../AppContext';
import { useRecordActor } from '../../shared/useRecordActor';
import { RecordScreen } from '../../ui/RecordScreen';
import { QuestionStatisticsTable } from './QuestionStatisticsTable';
import { ScoreDistribution } from './ScoreDistribution';

export function QuestionStatistics({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const record = useRecordActor(createQuizStatisticsServices(useHttp()), { request: { quizId } });
  return (
    <section aria-labelledby="question-statistics" className="flex flex-col gap-4">
      <h2 id="question-statistics" className="text-xl font-semibold text-slate-900">
        {t('statistics.heading')}
      </h2>
      <RecordScreen<QuizStatistics> record={record} size="section" failedText={t('statistics.loadError')}>
        {(statistics) => <StatisticsBody statistics={statistics} record={record} />}
      </RecordScreen>
    </section>
  );
}

function StatisticsBody({ statistics, record }: { statistics: QuizStatistics; record: RecordActorRef }) {
  const { t } = useTranslation();
  const toggled = useSelector(record, selectToggled);
  const expanded = useMemo(() => openedQuestions(toggled), [toggled]);
  const asTable = useSelector(record, selectDistributionAsTable);
  if (statistics.attempts === 0)
    return (
      <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-700">
        {t('statistics.empty')}
      </p>
    );
  return (
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
        onToggleTable={() => record.send({ type: 'record.toggle', part: DISTRIBUTION_TABLE })}
      />
      <QuestionStatisticsTable
        questions={statistics.questions}
        minAttempts={statistics.minAttempts}
        expanded={expanded}
        onToggle={(itemId) => record.send({ type: 'record.toggle', part: questionPart(itemId) })}
      />
    </>
  );
}
