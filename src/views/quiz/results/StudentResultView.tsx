/**
 * A student's result (SPEC section 2): assigned user, date completed, score, correct answers, and each question
 * with the user's answer and the right answer.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { quizPaths, resultsContextOf, type ResultsContext } from '../../../domain/quiz/quizArea';
import type { StudentResult } from '../../../domain/quiz/results/results';
import { createStudentResultServices } from '../../../machines/quiz/results/resultsServices';
import { selectRecord } from '../../../machines/shared/recordMachine';
import { useHttp } from '../../AppContext';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useFormat } from '../../shared/useFormat';
import { useRecordActor } from '../../shared/useRecordActor';
import type { QuizScreenProps } from '../quizScreens';
import { ResultsPage } from './ResultsPage';
import { ScoreBadge } from './ScoreBadge';
import { StudentAnswerList } from './StudentAnswerList';

export default function StudentResultView({ params, context }: QuizScreenProps) {
  const assignId = Number(params.assignId);
  return <StudentResultScreen key={assignId} assignId={assignId} context={resultsContextOf(context)} />;
}

function StudentResultScreen({ assignId, context }: { assignId: number; context: ResultsContext }) {
  const { t } = useTranslation();
  useDocumentTitle(t('delivery.studentResultTitle'));
  const record = useRecordActor(createStudentResultServices(useHttp()), { request: { assignId } });
  const result = useSelector(record, selectRecord<StudentResult>);
  const back = result
    ? { href: quizPaths.results(result.quizId, context), text: t('delivery.backToResults') }
    : { href: quizPaths.list(context), text: t('delivery.back') };
  return (
    <ResultsPage<StudentResult>
      back={back}
      title={result ? result.title : t('delivery.studentResultTitle')}
      record={record}
    >
      {(loaded) => (
        <>
          <ResultSummary result={loaded} />
          <StudentAnswerList questions={loaded.questions} />
        </>
      )}
    </ResultsPage>
  );
}

function ResultSummary({ result }: { result: StudentResult }) {
  const format = useFormat();
  const { t } = useTranslation();
  const percentage = result.questionCount === 0 ? 0 : (result.rightAnswers / result.questionCount) * 100;
  return (
    <dl className="grid gap-3 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="text-sm text-slate-600">{t('delivery.assignedUser')}</dt>
        <dd className="font-medium">{result.assignedUser}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{t('delivery.dateCompleted')}</dt>
        <dd className="font-medium">
          {result.dateSubmitted ? format.dayTime(result.dateSubmitted) : t('delivery.notSubmitted')}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{t('delivery.score')}</dt>
        <dd>
          {result.needsGrading ? (
            <span className="font-medium text-slate-700">{t('essay.needsGrading')}</span>
          ) : (
            <ScoreBadge percentage={percentage}>
              {t('delivery.scoreOf', { score: result.score, total: result.questionCount })}
            </ScoreBadge>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{t('delivery.correctAnswers')}</dt>
        <dd className="font-medium">{result.rightAnswers}</dd>
      </div>
    </dl>
  );
}
