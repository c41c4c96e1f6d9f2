/**
 * After submitting: the score and its percentage (red below 60 %, otherwise green, with the word beside the
 * colour) and, for ungraded quizzes, every question with the student's answer and the right one marked.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import {
  selectAnswers,
  selectOutcome,
  selectQuiz,
  selectResponses,
  selectScoreTone,
  selectSession,
} from '../../machines/take/takeQuizSelectors';
import type { TakeReview } from '../../api/take/takeContract';
import { isGivenResponse } from '../../domain/take/takeAnswers';
import { cx } from '../ui/cx';
import { TakeRichText } from './TakeRichText';
import { useTakeText } from './takeText';

export function TakeResult({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  const outcome = useSelector(actor, selectOutcome);
  const tone = useSelector(actor, selectScoreTone);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!quiz || !outcome) return null;
  const passed = tone === 'pass';
  return (
    <section aria-labelledby="take-result" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
        <p className="text-sm font-medium text-slate-600">{quiz.title}</p>
        <h1 id="take-result" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          {TAKE_TEXT.resultTitle}
        </h1>
        <div
          data-testid="take-score"
          data-tone={tone}
          className={cx(
            'flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-md px-4 py-3',
            passed ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
          )}
        >
          <span className="text-sm font-medium">{TAKE_TEXT.score}</span>
          {outcome.needsGrading ? (
            // ADR 196: an answer waits for the teacher: never a score that is not one yet.
            <span className="text-2xl font-bold">{TAKE_TEXT.needsGrading}</span>
          ) : (
            <>
              <span className="text-2xl font-bold">
                {TAKE_TEXT.scoreOf(outcome.score, outcome.maxScore ?? outcome.questionCount)}
              </span>
              <span className="text-2xl font-bold">{outcome.percentage} %</span>
              <span className="font-semibold">{passed ? TAKE_TEXT.passed : TAKE_TEXT.belowPassing}</span>
            </>
          )}
        </div>
        {outcome.late && <p className="text-slate-700">{TAKE_TEXT.late}</p>}
        {!outcome.rightAnswers && <p className="text-slate-700">{TAKE_TEXT.gradedNote}</p>}
      </div>
      {outcome.rightAnswers && (
        <RightAnswers actor={actor} rightAnswers={outcome.rightAnswers} review={outcome.review ?? null} />
      )}
    </section>
  );
}

function RightAnswers({
  actor,
  rightAnswers,
  review,
}: {
  readonly actor: TakeQuizActorRef;
  readonly rightAnswers: Readonly<Record<string, readonly number[]>>;
  readonly review: Readonly<Record<string, TakeReview>> | null;
}) {
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
        {TAKE_TEXT.rightAnswers}
      </h2>
      <ol className="flex flex-col gap-3">
        {questions.map((question) => {
          const right = new Set(rightAnswers[String(question.id)] ?? []);
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
                <TypedReview
                  question={question}
                  response={responses[String(question.id)]}
                  rightAnswer={reviewed?.rightAnswer ?? ''}
                />
              ) : (
                chosen.size === 0 && <p className="mt-1 text-sm text-slate-700">{TAKE_TEXT.notAnswered}</p>
              )}
              {reviewed && <ReviewNotes review={reviewed} />}
              {!typed && (
                <ul className="mt-2 flex flex-col gap-1">
                  {question.options.map((option) => (
                    <li
                      key={option.id}
                      className={cx(
                        'flex flex-wrap items-center gap-2 rounded-md px-3 py-1.5',
                        right.has(option.id) ? 'bg-green-50 text-green-900' : 'text-slate-800',
                      )}
                    >
                      <span>{option.text}</span>
                      {right.has(option.id) && (
                        <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                          {TAKE_TEXT.rightAnswer}
                        </span>
                      )}
                      {chosen.has(option.id) && (
                        <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                          {TAKE_TEXT.yourAnswer}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A question of another type than choice: the answer given beside the right one. */
function TypedReview({
  question,
  response,
  rightAnswer,
}: {
  readonly question: { readonly questionType?: string };
  readonly response: unknown;
  readonly rightAnswer: string;
}) {
  const TAKE_TEXT = useTakeText();
  // True / false reads in the student's own words.
  const words = (value: unknown) =>
    typeof value === 'boolean' ? (value ? TAKE_TEXT.trueWord : TAKE_TEXT.falseWord) : String(value);
  const right = question.questionType === 'trueFalse' ? words(rightAnswer === 'True') : rightAnswer;
  const given = isGivenResponse(response);
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-slate-700">{TAKE_TEXT.yourAnswer}</dt>
      <dd className="text-slate-900">{given ? words(response) : TAKE_TEXT.notAnswered}</dd>
      <dt className="font-semibold text-green-800">{TAKE_TEXT.rightAnswer}</dt>
      <dd className="text-green-900">{right}</dd>
    </dl>
  );
}

/** Points earned and the feedback of the answer (where reviewShown allows it). */
function ReviewNotes({ review }: { readonly review: TakeReview }) {
  const TAKE_TEXT = useTakeText();
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm">
      <p className="text-slate-700">{TAKE_TEXT.pointsEarned(review.earned, review.max)}</p>
      {review.feedback.length > 0 && (
        <div className="rounded-md bg-sky-50 px-3 py-2 text-slate-900">
          <p className="font-semibold">{TAKE_TEXT.feedback}</p>
          {review.feedback.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      )}
    </div>
  );
}
