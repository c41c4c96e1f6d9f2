/**
 * The students of a distributed quiz: e-mail, state (ADR 211, the words of Student links), score, percentage, the
 * share of the videos watched (ADR 329, quizzes with a video), date submitted and a link to the detail.
 */
import { useTranslation } from 'react-i18next';
import { pendingScoreText } from './pendingScore';
import { Link } from 'wouter';
import type { QuizResults } from '../../../api/quiz/results/resultsContract';
import { quizPaths, type ResultsContext } from '../../../domain/quiz/quizArea';
import { DataTable } from '../../ui/DataTable';
import { ScoreBadge } from './ScoreBadge';
import { useFormat } from '../../shared/useFormat';
import { STUDENT_STATE_KEYS } from './studentStateKeys';

type Assignment = QuizResults['assignments'][number];

const NONE = <span className="text-slate-600">—</span>;

function WatchedCell({ watched }: { watched: Assignment['watched'] }) {
  const { t } = useTranslation();
  if (!watched) return NONE;
  return (
    <>
      {`${Math.round(watched.share * 100)} %`}
      {watched.completed ? (
        <span className="block text-sm text-slate-600">{t('delivery.watchedCompleted')}</span>
      ) : null}
    </>
  );
}

/** A score to show: the attempt is submitted, or an earlier one counts while a newer one is open (ADR 230). */
const hasResult = (row: Assignment) => row.submitAt !== null || row.openAttempt !== undefined;

export function ResultsTable({
  results,
  rows,
  context,
}: {
  results: QuizResults;
  /** The students shown (the state filter's); all of them when absent. */
  rows?: readonly Assignment[];
  /** Where the results were opened: a student's detail opens in the same context. */
  context: ResultsContext;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = results.quiz.questionCount;
  return (
    <DataTable<Assignment>
      label={results.quiz.title}
      rows={rows ?? results.assignments}
      rowKey={(row) => row.id}
      columns={[
        { key: 'email', header: t('delivery.colEmail'), rowHeader: true, render: (row) => row.email },
        {
          key: 'score',
          header: t('delivery.colScore'),
          render: (row) =>
            !hasResult(row) ? (
              NONE
            ) : row.needsGrading ? (
              <span className="font-medium text-slate-700">{pendingScoreText(t, row.percentage)}</span>
            ) : (
              <ScoreBadge percentage={row.percentage}>
                {t('delivery.scoreOf', { score: row.score, total })}
              </ScoreBadge>
            ),
        },
        {
          key: 'percentage',
          header: t('delivery.colPercentage'),
          render: (row) =>
            !hasResult(row) || row.needsGrading ? (
              NONE
            ) : (
              <ScoreBadge percentage={row.percentage}>{`${row.percentage} %`}</ScoreBadge>
            ),
        },
        // ADR 329: a quiz with a video item shows each student's share watched.
        ...((rows ?? results.assignments).some((row) => row.watched)
          ? [
              {
                key: 'watched',
                header: t('delivery.colWatched'),
                render: (row: Assignment) => <WatchedCell watched={row.watched} />,
              },
            ]
          : []),
        {
          key: 'submitted',
          header: t('delivery.colDateSubmitted'),
          render: (row) => (row.submitAt === null ? NONE : format.dayTime(row.submitAt)),
        },
        {
          key: 'state',
          header: t('roster.colState'),
          render: (row) => (
            <>
              {t(STUDENT_STATE_KEYS[row.state ?? (row.submitAt ? 'submitted' : 'not_started')])}
              {row.openAttempt ? (
                <span className="block text-sm text-slate-600">
                  {t('roster.openAttempt', {
                    number: row.openAttempt.number,
                    state: t(STUDENT_STATE_KEYS[row.openAttempt.state]),
                  })}
                </span>
              ) : null}
            </>
          ),
        },
        {
          key: 'detail',
          header: t('delivery.colDetail'),
          hideHeader: true,
          render: (row) =>
            row.submitAt !== null && (
              <Link
                href={quizPaths.userResult(row.id, context)}
                className="text-sky-800 underline"
                aria-label={t('delivery.viewDetailFor', { email: row.email })}
              >
                {t('delivery.viewDetail')}
              </Link>
            ),
        },
      ]}
    />
  );
}
