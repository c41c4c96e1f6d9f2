/**
 * The quiz viewer (SPEC section 2): title, Time Limit, Deadline, type of quiz (customer quizzes), Access Type (user
 * quizzes), and each activity with its questions and options, the right answers marked; video items play in the
 * video player. A load error shows 'Error' in place of the screen.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CONTEXT_KIND, QUIZ_CONTEXTS, quizPaths, type QuizContext } from '../../../domain/quiz/quizArea';
import type { DeadlineDisplay, Quiz } from '../../../domain/quiz/quiz';
import {
  quizViewerMachine,
  selectDeadlineDisplay,
  selectLoadFailed,
  selectQuiz,
} from '../../../machines/quiz/viewer/quizViewerMachine';
import { createQuizViewerServices } from '../../../machines/quiz/viewer/quizViewerServices';
import { useActorOptions, useClock, useHttp } from '../../AppContext';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { QuizScreenProps } from '../quizScreens';
import { DeadlineText } from '../results/DeadlineEditor';
import { formatDuration } from '../results/format';
import { ActivityView } from './ActivityView';

const asContext = (context: string): QuizContext =>
  (QUIZ_CONTEXTS as readonly string[]).includes(context) ? (context as QuizContext) : 'template';

export default function QuizViewerView({ context, params }: QuizScreenProps) {
  const quizId = Number(params.quizId);
  const quizContext = asContext(context);
  return <ViewerScreen key={`${quizContext}:${quizId}`} context={quizContext} quizId={quizId} />;
}

function ViewerScreen({ context, quizId }: { context: QuizContext; quizId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => quizViewerMachine.provide(createQuizViewerServices(http)), [http]);
  const actor = useActorRef(logic, {
    input: { kind: CONTEXT_KIND[context], quizId, clock: useClock() },
    ...useActorOptions(),
  });
  const quiz = useSelector(actor, selectQuiz);
  const deadline = useSelector(actor, selectDeadlineDisplay);
  const failed = useSelector(actor, selectLoadFailed);
  useDocumentTitle(quiz?.title ?? t('delivery.viewerTitle'));

  if (failed) {
    return (
      <div role="alert" className="flex items-center gap-3">
        <span className="font-semibold text-red-700">{t('delivery.loadError')}</span>
        <Button variant="secondary" onClick={() => actor.send({ type: 'viewer.retry' })}>
          {t('delivery.retry')}
        </Button>
      </div>
    );
  }
  if (!quiz) {
    return (
      <div className="flex justify-center py-8 text-sky-700">
        <Spinner label={t('app.loading')} className="size-8" />
      </div>
    );
  }
  return <QuizDetails quiz={quiz} deadline={deadline} context={context} />;
}

function QuizDetails({
  quiz,
  deadline,
  context,
}: {
  quiz: Quiz;
  deadline: DeadlineDisplay;
  context: QuizContext;
}) {
  const { t } = useTranslation();
  const activities = [...quiz.activities].sort((a, b) => a.sortIndex - b.sortIndex);
  return (
    <article className="flex flex-col gap-6">
      <div>
        <Link href={quizPaths.list(context)} className="text-sky-800 underline">
          {t('delivery.back')}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold text-slate-900">{quiz.title}</h1>
      <dl className="grid gap-3 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-600">{t('delivery.timeLimit')}</dt>
          <dd className="font-medium">
            {formatDuration(t, quiz.duration === null ? null : quiz.duration * 60)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('delivery.deadline')}</dt>
          <dd className="font-medium">
            <DeadlineText shown={deadline} />
          </dd>
        </div>
        {context === 'customer-quiz' && (
          <div>
            <dt className="text-sm text-slate-600">{t('delivery.typeOfQuiz')}</dt>
            <dd className="font-medium">{quiz.isGraded ? t('delivery.graded') : t('delivery.ungraded')}</dd>
          </div>
        )}
        {quiz.kind === 'user' && (
          <div>
            <dt className="text-sm text-slate-600">{t('delivery.accessType')}</dt>
            <dd className="font-medium">
              {quiz.restrictNonInstitutional ? t('delivery.accessRestricted') : t('delivery.accessOpen')}
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="viewer-activities" className="flex flex-col gap-4">
        <h2 id="viewer-activities" className="text-xl font-semibold text-slate-900">
          {t('delivery.activities')}
        </h2>
        {activities.map((activity) => (
          <ActivityView key={activity.id} activity={activity} showCaption={quiz.showCaption} />
        ))}
      </section>
    </article>
  );
}
