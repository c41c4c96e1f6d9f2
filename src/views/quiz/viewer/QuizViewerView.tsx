/**
 * The quiz viewer (SPEC section 2): title, Time Limit, Deadline, type of quiz (customer quizzes), Access Type (user
 * quizzes), and each activity with its questions and options, the right answers marked; video items play in the
 * video player. A load error or a missing quiz shows 'Error' in place of the screen, with Try again after an error;
 * a missing quiz also says what could not be opened and links back to its list. Under the title, the actions the
 * quiz's capabilities allow this caller and Preview as a student, which shows the student page on the quiz at
 * `?preview=student` (ADR 264).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { CONTEXT_KIND, QUIZ_CONTEXTS, quizPaths, type QuizContext } from '../../../domain/quiz/quizArea';
import type { Quiz } from '../../../domain/quiz/quiz';
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
import { QuizDetails } from './QuizDetails';
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
