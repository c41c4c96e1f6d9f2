/** The students of a distributed quiz: e-mail, score, percentage, date submitted and a link to the detail. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuizResults } from '../../../api/resultsContract';
import { quizPaths, type ResultsContext } from '../../../domain/quizArea';
import { ScoreBadge } from './ScoreBadge';
import { formatDateTime } from './format';

export function ResultsTable({
  results,
  context,
}: {
  results: QuizResults;
  /** Where the results were opened: a student's detail opens in the same context. */
  context: ResultsContext;
}) {
  const { t } = useTranslation();
  const total = results.quiz.questionCount;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{results.quiz.title}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              {t('delivery.colEmail')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('delivery.colScore')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('delivery.colPercentage')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('delivery.colDateSubmitted')}
            </th>
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">{t('delivery.colDetail')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {results.assignments.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <th scope="row" className="px-4 py-2 font-normal">
                {row.email}
              </th>
              {row.submitAt === null ? (
                <>
                  <td className="px-4 py-2 text-slate-600">—</td>
                  <td className="px-4 py-2 text-slate-600">—</td>
                  <td className="px-4 py-2 text-slate-600">{t('delivery.notSubmitted')}</td>
                  <td className="px-4 py-2" />
                </>
              ) : (
                <>
                  <td className="px-4 py-2">
                    <ScoreBadge percentage={row.percentage}>
                      {t('delivery.scoreOf', { score: row.score, total })}
                    </ScoreBadge>
                  </td>
                  <td className="px-4 py-2">
                    <ScoreBadge percentage={row.percentage}>{`${row.percentage} %`}</ScoreBadge>
                  </td>
                  <td className="px-4 py-2">{formatDateTime(row.submitAt)}</td>
                  <td className="px-4 py-2">
                    <Link
                      href={quizPaths.userResult(row.id, context)}
                      className="text-sky-800 underline"
                      aria-label={t('delivery.viewDetailFor', { email: row.email })}
                    >
                      {t('delivery.viewDetail')}
                    </Link>
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
