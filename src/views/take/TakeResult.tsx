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
  selectScoreTone,
  selectSession,
} from '../../machines/take/takeQuizSelectors';
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
          <span className="text-2xl font-bold">
            {TAKE_TEXT.scoreOf(outcome.score, outcome.questionCount)}
          </span>
          <span className="text-2xl font-bold">{outcome.percentage} %</span>
          <span className="font-semibold">{passed ? TAKE_TEXT.passed : TAKE_TEXT.belowPassing}</span>
        </div>
        {outcome.late && <p className="text-slate-700">{TAKE_TEXT.late}</p>}
        {!outcome.rightAnswers && <p className="text-slate-700">{TAKE_TEXT.gradedNote}</p>}
      </div>
      {outcome.rightAnswers && <RightAnswers actor={actor} rightAnswers={outcome.rightAnswers} />}
    </section>
  );
}

function RightAnswers({
  actor,
  rightAnswers,
}: {
  readonly actor: TakeQuizActorRef;
  readonly rightAnswers: Readonly<Record<string, readonly number[]>>;
}) {
  const TAKE_TEXT = useTakeText();
  const session = useSelector(actor, selectSession);
  const answers = useSelector(actor, selectAnswers);
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
          return (
            <li key={question.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm font-medium text-slate-600">
                {TAKE_TEXT.questionOf(question.number, questions.length)}
              </p>
              <TakeRichText html={question.title} className="text-base font-medium text-slate-900" />
              {chosen.size === 0 && <p className="mt-1 text-sm text-slate-700">{TAKE_TEXT.notAnswered}</p>}
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
            </li>
          );
        })}
      </ol>
    </section>
  );
}
