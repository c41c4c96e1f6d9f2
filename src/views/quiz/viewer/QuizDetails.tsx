/**
 * The quiz viewer's body (SPEC section 2): back to the list, the title and the quiz's actions, Time Limit,
 * Deadline, type of quiz (customer quizzes), Access Type (user quizzes), and each activity with its questions.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { quizPaths, type QuizContext } from '../../../domain/quiz/quizArea';
import type { DeadlineDisplay, Quiz } from '../../../domain/quiz/quiz';
import { DeadlineText } from '../results/DeadlineEditor';
import { formatDuration } from '../results/format';
import { ActivityView } from './ActivityView';

export function QuizDetails({
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
      {/* The title keeps its own direction in a page of the other one (as the class page's, bdi). */}
      <h1 className="text-2xl font-semibold text-slate-900">
        <bdi>{quiz.title}</bdi>
      </h1>
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
