/**
 * After submitting: every question with the student's answer and, as far as the review setting shows them, the
 * right one marked, the points, the feedback and the teacher's comment.
 */
import { useSelector } from '@xstate/react';
import type { TakeReview } from '../../api/take/takeContract';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectAnswers, selectResponses, selectSession } from '../../machines/take/takeQuizSelectors';
import { TakeChoiceReview } from './TakeChoiceReview';
import { TakeReviewNotes } from './TakeReviewNotes';
import { TakeRichText } from './TakeRichText';
import { TakeTypedReview } from './TakeTypedReview';
import { useTakeText } from './takeText';

export interface TakeRightAnswersProps {
  readonly actor: TakeQuizActorRef;
  /** Null while the review setting hides the right answers. */
  readonly rightAnswers: Readonly<Record<string, readonly number[]>> | null;
  readonly review: Readonly<Record<string, TakeReview>> | null;
}

export function TakeRightAnswers({ actor, rightAnswers, review }: TakeRightAnswersProps) {
  const TAKE_TEXT = useTakeText();
  const session = useSelector(actor, selectSession);
  const answers = useSelector(actor, selectAnswers);
  const responses = useSelector(actor, selectResponses);
  const questions = (session?.activities ?? []).flatMap((activity) =>
    activity.items.flatMap((item) => (item.kind === 'question' ? [item] : [])),
  );
  return (
    <section aria-labelledby="take-right-answers" className="flex flex-col gap-3">
      <h2 id="take-right-answers" className="text-xl font-semibold text-slate-900">
        {rightAnswers ? TAKE_TEXT.rightAnswers : TAKE_TEXT.yourAnswers}
      </h2>
      <ol className="flex flex-col gap-3">
        {questions.map((question) => {
          const right = new Set(rightAnswers?.[String(question.id)] ?? []);
          const chosen = new Set(answers[String(question.id)] ?? []);
          const reviewed = review?.[String(question.id)];
          const typed = question.questionType !== undefined && question.questionType !== 'choice';
          return (
            <li key={question.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm font-medium text-slate-600">
                {TAKE_TEXT.questionOf(question.number, questions.length)}
              </p>
              <TakeRichText html={question.title} className="text-base font-medium text-slate-900" />
              {typed ? (
                <TakeTypedReview
                  question={question}
                  response={responses[String(question.id)]}
                  answer={reviewed?.answer}
                  rightAnswer={reviewed?.rightAnswer}
                  rightRegions={reviewed?.rightRegions}
                  parts={reviewed?.parts}
                />
              ) : (
                chosen.size === 0 && <p className="mt-1 text-sm text-slate-700">{TAKE_TEXT.notAnswered}</p>
              )}
              {reviewed && <TakeReviewNotes review={reviewed} />}
              {!typed && <TakeChoiceReview options={question.options} right={right} chosen={chosen} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
