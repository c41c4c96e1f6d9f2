/**
 * The quiz viewer (SPEC section 2): title, Time Limit, Deadline, type of quiz (customer quizzes), Access Type (user
 * quizzes), and each activity with its questions and options, the right answers marked; video items play in the
 * video player. A load error or a missing quiz shows 'Error' in place of the screen, with Try again after an error;
 * a missing quiz also says what could not be opened and links back to its list. Under the title, the actions the
 * quiz's capabilities allow this caller and Preview as a student, which shows the student page on the quiz at
 * `?preview=student` (ADR 264).
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { CONTEXT_KIND, QUIZ_CONTEXTS, quizPaths, type QuizContext } from '../../../domain/quiz/quizArea';
import type { DeadlineDisplay, Quiz } from '../../../domain/quiz/quiz';
import {
  createQuizViewerServices,
  selectViewerDeadline,
  selectViewerRow,
} from '../../../machines/quiz/viewer/quizViewerServices';
import { selectRecord } from '../../../machines/shared/recordMachine';
import { useClock, useHttp } from '../../AppContext';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useRecordActor } from '../../shared/useRecordActor';
import { RecordScreen } from '../../ui/RecordScreen';
import type { QuizScreenProps } from '../quizScreens';
import { DeadlineText } from '../results/DeadlineEditor';
import { formatDuration } from '../results/format';
import { ActivityView } from './ActivityView';
import { QuizPreview } from './QuizPreview';
import { ViewerActions } from './ViewerActions';

/** The viewer's address with `?preview=student`: the quiz as a student sees it (ADR 264). */
const PREVIEW_PARAM = 'preview';
const PREVIEW_VALUE = 'student';

const asContext = (context: string): QuizContext =>
  (QUIZ_CONTEXTS as readonly string[]).includes(context) ? (context as QuizContext) : 'template';

export default function QuizViewerView({ context, params }: QuizScreenProps) {
  const quizId = Number(params.quizId);
  const quizContext = asContext(context);
  const previewing = new URLSearchParams(useSearch()).get(PREVIEW_PARAM) === PREVIEW_VALUE;
  return (
    <ViewerScreen
      key={`${quizContext}:${quizId}`}
      context={quizContext}
      quizId={quizId}
      previewing={previewing}
    />
  );
}

function ViewerScreen({
  context,
  quizId,
  previewing,
}: {
  context: QuizContext;
  quizId: number;
  previewing: boolean;
}) {
  const { t } = useTranslation();
  const record = useRecordActor(createQuizViewerServices(useHttp()), {
    request: { kind: CONTEXT_KIND[context], quizId },
    clock: useClock(),
  });
  const quiz = useSelector(record, selectRecord<Quiz>);
  const deadline = useSelector(record, selectViewerDeadline);
  const row = useSelector(record, selectViewerRow);
  const viewerHref = quizPaths.view(context, quizId);
  useDocumentTitle(previewing ? t('delivery.previewBanner') : (quiz?.title ?? t('delivery.viewerTitle')));
  // SPEC section 8: a load error or 404 in the quiz area shows 'Error' in place of the screen; under a 404's
  // 'Error', what could not be opened and the way back (issue 34).
  return (
    <RecordScreen<Quiz>
      record={record}
      failedText={t('delivery.loadError')}
      notFoundTitle={t('delivery.loadError')}
      notFoundText={t('editor.quizNotFoundText')}
      notFoundAction={
        <Link href={quizPaths.list(context)} className="self-start text-sky-800 underline">
          {t('editor.backToQuizzes')}
        </Link>
      }
    >
      {(loaded) =>
        previewing && row?.actions.includes('view') ? (
          <QuizPreview kind={loaded.kind} quizId={loaded.id} backHref={viewerHref} />
        ) : (
          <QuizDetails quiz={loaded} deadline={deadline} context={context}>
            {row && row.actions.length > 0 && (
              <ViewerActions
                row={row}
                context={context}
                previewHref={`${viewerHref}?${PREVIEW_PARAM}=${PREVIEW_VALUE}`}
                onChanged={() => record.send({ type: 'record.refresh' })}
              />
            )}
          </QuizDetails>
        )
      }
    </RecordScreen>
  );
}

function QuizDetails({
  quiz,
  deadline,
  context,
  children,
}: {
  quiz: Quiz;
  deadline: DeadlineDisplay;
  context: QuizContext;
  /** The quiz's actions. */
  children?: ReactNode;
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
      {children}
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
