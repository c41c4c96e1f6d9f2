/**
 * A student's result (SPEC section 2): assigned user, date completed, score, correct answers, and each question
 * with the user's answer and the right answer.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { quizPaths, resultsContextOf, type ResultsContext } from '../../../domain/quiz/quizArea';
import type { StudentResult } from '../../../domain/quiz/results/results';
import { messageOf } from '../../../domain/shared/messages';
import { gradingFormMachine, selectGrading } from '../../../machines/quiz/results/gradingFormMachine';
import { createGradingFormServices } from '../../../machines/quiz/results/gradingServices';
import { createStudentResultServices } from '../../../machines/quiz/results/resultsServices';
import { selectRecord } from '../../../machines/shared/recordMachine';
import { useHttp } from '../../AppContext';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useFormat } from '../../shared/useFormat';
import { useFormActor } from '../../shared/useFormActor';
import { useRecordActor } from '../../shared/useRecordActor';
import type { QuizScreenProps } from '../quizScreens';
import { GradingHeader } from './GradingControls';
import { GradingForm } from './GradingForm';
import { ResultsPage } from './ResultsPage';
import { pendingScoreText } from './pendingScore';
import { ScoreBadge } from './ScoreBadge';
import { SecondChancesPanel } from './SecondChancesPanel';
import { StudentAnswerList } from './StudentAnswerList';
import { StudentAttempts } from './StudentAttempts';

export default function StudentResultView({ params, context }: QuizScreenProps) {
  const assignId = Number(params.assignId);
  return <StudentResultScreen key={assignId} assignId={assignId} context={resultsContextOf(context)} />;
}

function StudentResultScreen({ assignId, context }: { assignId: number; context: ResultsContext }) {
  const { t } = useTranslation();
  useDocumentTitle(t('delivery.studentResultTitle'));
  const http = useHttp();
  const record = useRecordActor(createStudentResultServices(http), { request: { assignId } });
  const result = useSelector(record, selectRecord<StudentResult>);
  // Grading (ADR 209, ADR 352): one form, one save; each save reads the result again, so the summary shows the new total.
  const grading = useFormActor(gradingFormMachine, assignId, ({ notify, t: translate }) => ({
    actors: createGradingFormServices(http),
    actions: {
      notifySaved: () => {
        notify('success', translate('grading.saved'));
        record.send({ type: 'record.refresh' });
      },
      notifySaveFailed: (_, { error }) => notify('error', messageOf(error)),
      notifyTheirsUnread: () => notify('error', translate('grading.loadError')),
    },
  }));
  const gradingQuestions = useSelector(grading, selectGrading)?.questions;
  const refresh = useCallback(() => record.send({ type: 'record.refresh' }), [record]);
  const back = result
    ? { href: quizPaths.results(result.quizId, context), text: t('delivery.backToResults') }
    : { href: quizPaths.list(context), text: t('delivery.back') };
  return (
    <ResultsPage<StudentResult>
      back={back}
      title={result ? <bdi>{result.title}</bdi> : t('delivery.studentResultTitle')}
      record={record}
      notFoundText={t('delivery.studentResultNotFoundText')}
      quizzesHref={quizPaths.list(context)}
    >
      {(loaded) => (
        <>
          <ResultSummary result={loaded} />
          <StudentAttempts
            key={`${loaded.dateSubmitted ?? ''}:${loaded.score}:${String(loaded.needsGrading)}`}
            assignId={assignId}
          />
          <GradingHeader actor={grading} context={context} />
          <GradingForm actor={grading}>
            <StudentAnswerList
              questions={loaded.questions}
              assignmentId={assignId}
              grading={
                loaded.dateSubmitted ? { actor: grading, questions: gradingQuestions ?? [] } : undefined
              }
            />
          </GradingForm>
          <SecondChancesPanel assignId={assignId} onChanged={refresh} />
        </>
      )}
    </ResultsPage>
  );
}

function ResultSummary({ result }: { result: StudentResult }) {
  const format = useFormat();
  const { t } = useTranslation();
  const assignedUserHintId = useId();
  // With points (ADR 196) the score is out of the version's points: after grading (ADR 209) it is the new total.
  const percentage =
    result.maxScore !== undefined
      ? result.maxScore === 0
        ? 0
        : (result.score / result.maxScore) * 100
      : result.questionCount === 0
        ? 0
        : (result.rightAnswers / result.questionCount) * 100;
  return (
    <dl className="grid gap-3 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="text-sm text-slate-600">{t('delivery.assignedUser')}</dt>
        <dd className="font-medium" aria-describedby={assignedUserHintId}>
          {result.assignedUser}
        </dd>
        {/* SPEC's label names the account the quiz was assigned to: it is the student who took it. */}
        <dd id={assignedUserHintId} className="text-xs text-slate-600">
          {t('delivery.assignedUserHint')}
        </dd>
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
            <span className="font-medium text-slate-700">{pendingScoreText(t, Math.round(percentage))}</span>
          ) : (
            <ScoreBadge percentage={percentage}>
              {t('delivery.scoreOf', { score: result.score, total: result.maxScore ?? result.questionCount })}
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
