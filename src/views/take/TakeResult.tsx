/**
 * After submitting: the score and its percentage (red below 60 %, otherwise green, with the word beside the
 * colour) and, for ungraded quizzes, every question with the student's answer and the right one marked.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectOutcome, selectQuiz, selectScoreTone } from '../../machines/take/takeQuizSelectors';
import { cx } from '../ui/cx';
import { TakeRightAnswers } from './TakeRightAnswers';
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
        <TakeRightAnswers actor={actor} rightAnswers={outcome.rightAnswers} review={outcome.review ?? null} />
      )}
    </section>
  );
}
