/** Each question of a student's result: right or wrong in words, the user's answer, the right answer, the points. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradingQuestion } from '../../../domain/quiz/results/grading';
import { answerVerdict, type StudentAnswer } from '../../../domain/quiz/results/results';
import type { GradingFormActorRef } from '../../../machines/quiz/results/gradingFormMachine';
import { cx } from '../../ui/cx';
import { RichTextView } from '../../ui/RichTextView';
import { QuestionGrading } from './GradingControls';
import { AnswerFileLinks } from './AnswerFileLinks';
import { NumericAnswerParts } from '../../../questionTypes/numeric/views/NumericAnswerParts';

/** A submitted attempt's grading (ADR 209): its form and its questions, matched by number. */
export interface AnswerGrading {
  readonly actor: GradingFormActorRef;
  readonly questions: readonly GradingQuestion[];
}

const VERDICT_TONE = {
  correct: 'text-green-800',
  partlyCorrect: 'text-amber-800',
  incorrect: 'text-red-700',
} as const;

/** Points show beside a question of another type or worth other than SPEC's 1 point (ADR 196). */
const showsPoints = (question: StudentAnswer) =>
  question.maxPoints !== undefined &&
  ((question.questionType ?? 'choice') !== 'choice' ||
    question.maxPoints !== 1 ||
    answerVerdict(question) === 'partlyCorrect');

export function StudentAnswerList({
  questions,
  grading,
  assignmentId,
}: {
  questions: readonly StudentAnswer[];
  grading?: AnswerGrading;
  /** The attempt's assignment: the files a student sent are downloaded through it (ADR 294). */
  assignmentId?: number;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {questions.map((question) => {
        const graded = grading?.questions.find((q) => q.number === question.questionOrder);
        return (
          <StudentAnswerItem key={question.questionOrder} question={question} assignmentId={assignmentId}>
            {grading && graded && <QuestionGrading actor={grading.actor} question={graded} />}
          </StudentAnswerItem>
        );
      })}
    </ol>
  );
}

function StudentAnswerItem({
  question,
  assignmentId,
  children,
}: {
  question: StudentAnswer;
  assignmentId?: number | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // A true/false answer is a word of the console's language.
  const answerText = (text: string) =>
    question.questionType === 'trueFalse' && (text === 'True' || text === 'False')
      ? t(text === 'True' ? 'trueFalse.true' : 'trueFalse.false')
      : text;
  return (
    <li
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
      <p className={cx('text-sm font-semibold', VERDICT_TONE[answerVerdict(question)])}>
        {t(`delivery.${answerVerdict(question)}`)}
      </p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-600">{t('delivery.userAnswer')}</dt>
        <dd>
          {question.files && question.files.length > 0 && assignmentId !== undefined ? (
            <AnswerFileLinks assignmentId={assignmentId} files={question.files} />
          ) : (
            // Isolated: a number with its unit or its ± keeps its order in right-to-left text.
            (answerText(question.userAnswer) && <bdi>{answerText(question.userAnswer)}</bdi>) ||
            t('delivery.noAnswer')
          )}
        </dd>
        <dt className="text-slate-600">{t('delivery.rightAnswer')}</dt>
        <dd>
          <bdi>{answerText(question.correctAnswer)}</bdi>
        </dd>
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
        {question.hintsUsed !== undefined && (
          <>
            <dt className="text-slate-600">{t('hints.title')}</dt>
            <dd>{t('hints.used', { count: question.hintsUsed })}</dd>
          </>
        )}
      </dl>
      {question.parts && <NumericAnswerParts parts={question.parts} />}
      {children}
    </li>
  );
}
