/**
 * Results screen of a customer quiz (SPEC section 2): Back, quiz selector, Quiz Type, Deadline (editable),
 * Distributed to, Completed by, Download CSV, the table of students and, beyond SPEC, the question statistics and
 * the video figures of a quiz with a video (ADR 339).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { QuizResults } from '../../../api/quiz/results/resultsContract';
import { quizPaths, resultsContextOf, type ResultsContext } from '../../../domain/quiz/quizArea';
import { withVideo } from '../../../domain/quiz/results/results';
import {
  quizResultsMachine,
  selectDeadlineActor,
  selectIsDownloading,
  selectResultsDeadline,
  selectResultsRecord,
  type QuizResultsActorRef,
} from '../../../machines/quiz/results/quizResultsMachine';
import { createQuizResultsServices } from '../../../machines/quiz/results/resultsServices';
import { useActorOptions, useClock, useHttp, useNotificationsActor } from '../../AppContext';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import type { QuizScreenProps } from '../quizScreens';
import { ClassDeadlines } from './ClassDeadlines';
import { DeadlineEditor, DeadlineText } from './DeadlineEditor';
import { NeedsGrading } from './NeedsGrading';
import { QuestionStatistics } from './QuestionStatistics';
import { VideoStatistics } from './VideoStatistics';
import { ResultsPage } from './ResultsPage';
import { ResultsStudents } from './ResultsStudents';
import { ReviewSettingsForm } from './ReviewSettingsForm';
import { AttemptsSettingForm } from './AttemptsSettingForm';
import { formatDuration } from './format';

export default function QuizResultsView({ params, context }: QuizScreenProps) {
  const quizId = Number(params.quizId);
  // A new quiz from the selector is a new screen: a fresh actor.
  return <ResultsScreen key={quizId} quizId={quizId} context={resultsContextOf(context)} />;
}

function ResultsScreen({ quizId, context }: { quizId: number; context: ResultsContext }) {
  const { t } = useTranslation();
  useDocumentTitle(t('delivery.resultsTitle'));
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () => quizResultsMachine.provide(createQuizResultsServices(http, notifications)),
    [http, notifications],
  );
  const actor = useActorRef(logic, {
    input: { quizId, clock: useClock() },
    ...useActorOptions(),
  });
  const record = useSelector(actor, selectResultsRecord);

  return (
    <ResultsPage<QuizResults>
      back={{ href: quizPaths.list(context), text: t('delivery.back') }}
      title={t('delivery.resultsTitle')}
      record={record}
      notFoundText={t('delivery.resultsNotFoundText')}
      quizzesHref={quizPaths.list(context)}
    >
      {(results) => <ResultsBody actor={actor} results={results} context={context} />}
    </ResultsPage>
  );
}

function ResultsBody({
  actor,
  results,
  context,
}: {
  actor: QuizResultsActorRef;
  results: QuizResults;
  context: ResultsContext;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const deadline = useSelector(actor, selectDeadlineActor);
  const resultsRecord = useSelector(actor, selectResultsRecord);
  const shownDeadline = useSelector(resultsRecord, selectResultsDeadline);
  const downloading = useSelector(actor, selectIsDownloading);
  const { quiz } = results;
  return (
    <>
      <section
        aria-label={quiz.title}
        className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4"
      >
        <SelectField
          label={t('delivery.quizSelector')}
          className="max-w-xl"
          value={String(quiz.id)}
          options={results.quizzes.map((option) => ({ value: String(option.id), label: option.title }))}
          onChange={(event) => navigate(quizPaths.results(Number(event.target.value), context))}
        />
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-600">{t('delivery.quizType')}</dt>
            <dd className="font-medium">{quiz.isGraded ? t('delivery.graded') : t('delivery.ungraded')}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('delivery.deadline')}</dt>
            <dd className="font-medium">
              {deadline ? (
                <DeadlineEditor actor={deadline} perClass={(quiz.classDates ?? []).length > 0} />
              ) : (
                <DeadlineText shown={shownDeadline} />
              )}
              <ClassDeadlines classDates={quiz.classDates ?? []} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('delivery.distributedTo')}</dt>
            <dd className="font-medium">{t('delivery.students', { count: results.distributedTo })}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('delivery.completedBy')}</dt>
            <dd className="font-medium">{t('delivery.students', { count: results.completedBy })}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('delivery.timeLimit')}</dt>
            <dd className="font-medium">{formatDuration(t, quiz.duration)}</dd>
          </div>
        </dl>
        <div>
          <Button
            busy={downloading}
            disabled={results.distributedTo === 0}
            onClick={() => actor.send({ type: 'csv.download' })}
          >
            {t('delivery.downloadCsv')}
          </Button>
        </div>
        <ReviewSettingsForm quizId={quiz.id} />
        <AttemptsSettingForm quizId={quiz.id} />
      </section>
      {results.distributedTo === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('delivery.noAssignments')}
        </p>
      ) : (
        <>
          <NeedsGrading quizId={quiz.id} results={resultsRecord} />
          <ResultsStudents actor={actor} results={results} context={context} />
          <QuestionStatistics quizId={quiz.id} />
          {withVideo(results.assignments) && <VideoStatistics quizId={quiz.id} />}
        </>
      )}
    </>
  );
}
