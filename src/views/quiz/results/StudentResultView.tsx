/**
 * A student's result (SPEC section 2): assigned user, date completed, score, correct answers, and each question
 * with the user's answer and the right answer.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { quizPaths, resultsContextOf, type ResultsContext } from '../../../domain/quiz/quizArea';
import type { StudentAnswer, StudentResult } from '../../../domain/quiz/results/results';
import { createStudentResultServices } from '../../../machines/quiz/results/resultsServices';
import { selectRecord } from '../../../machines/shared/recordMachine';
import { useHttp } from '../../AppContext';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useRecordActor } from '../../shared/useRecordActor';
import { cx } from '../../ui/cx';
import { RecordScreen } from '../../ui/RecordScreen';
import type { QuizScreenProps } from '../quizScreens';
import { ScoreBadge } from './ScoreBadge';
import { RichTextView } from '../../ui/RichTextView';
import { useFormat } from '../../shared/useFormat';

export default function StudentResultView({ params, context }: QuizScreenProps) {
  const assignId = Number(params.assignId);
  return <StudentResultScreen key={assignId} assignId={assignId} context={resultsContextOf(context)} />;
}

function StudentResultScreen({ assignId, context }: { assignId: number; context: ResultsContext }) {
  const { t } = useTranslation();
  useDocumentTitle(t('delivery.studentResultTitle'));
  const record = useRecordActor(createStudentResultServices(useHttp()), { request: { assignId } });
  const result = useSelector(record, selectRecord<StudentResult>);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          href={result ? quizPaths.results(result.quizId, context) : quizPaths.list(context)}
          className="text-sky-800 underline"
        >
          {result ? t('delivery.backToResults') : t('delivery.back')}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold text-slate-900">
        {result ? result.title : t('delivery.studentResultTitle')}
      </h1>
      {/* SPEC section 8: a load error or 404 in the quiz area shows 'Error'. */}
      <RecordScreen<StudentResult>
        record={record}
        className="flex flex-col gap-6"
        failedText={t('delivery.loadError')}
        notFoundText={t('delivery.loadError')}
      >
        {(loaded) => <ResultBody result={loaded} />}
      </RecordScreen>
    </div>
  );
}

function ResultBody({ result }: { result: StudentResult }) {
  const format = useFormat();
  const { t } = useTranslation();
  const percentage = result.questionCount === 0 ? 0 : (result.rightAnswers / result.questionCount) * 100;
  return (
    <>
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
      <ol className="flex flex-col gap-3">
        {result.questions.map((question) => {
          // A true/false answer is a word of the console's language.
          const answerText = (text: string) =>
            question.questionType === 'trueFalse' && (text === 'True' || text === 'False')
              ? t(text === 'True' ? 'trueFalse.true' : 'trueFalse.false')
              : text;
          return (
            <li
              key={question.questionOrder}
              className={cx(
                'rounded-md border-s-4 bg-white p-4 shadow-sm',
                question.isCorrectAnswer ? 'border-green-700' : 'border-red-700',
              )}
            >
              {/* The title is rich text (paragraphs, images), so the heading is a div with the heading role. */}
              <div
                role="heading"
                aria-level={2}
                className="flex flex-wrap items-baseline gap-1 font-semibold text-slate-900"
              >
                <span>{`${t('delivery.questionNumber', { number: question.questionOrder })}: `}</span>
                <RichTextView html={question.title} className="text-base [&_img]:max-h-48 [&_p]:inline" />
              </div>
              <p
                className={cx(
                  'text-sm font-semibold',
                  question.isCorrectAnswer ? 'text-green-800' : 'text-red-700',
                )}
              >
                {question.isCorrectAnswer ? t('delivery.correct') : t('delivery.incorrect')}
              </p>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-slate-600">{t('delivery.userAnswer')}</dt>
                <dd>{answerText(question.userAnswer) || t('delivery.noAnswer')}</dd>
                <dt className="text-slate-600">{t('delivery.rightAnswer')}</dt>
                <dd>{answerText(question.correctAnswer)}</dd>
                {showsPoints(question) && (
                  <>
                    <dt className="text-slate-600">{t('questionTypes.points')}</dt>
                    <dd>
                      {t('questionTypes.pointsEarned', {
                        earned: question.points ?? 0,
                        max: question.maxPoints ?? 1,
                      })}
                    </dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** Points show beside a question of another type or worth other than SPEC's 1 point (ADR 196). */
const showsPoints = (question: StudentAnswer) =>
  question.maxPoints !== undefined &&
  ((question.questionType ?? 'choice') !== 'choice' || question.maxPoints !== 1);
