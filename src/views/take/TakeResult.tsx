/**
 * After submitting, the student's review page (ADR 210): the score and its percentage (red below 60 %, otherwise
 * green, with the word beside the colour), the teacher's comment, and every question with the student's answer,
 * the right one, the points and the feedback, each as far as the quiz's review setting shows them at this moment.
 * What is not shown yet says when it will be.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TakeOutcome } from '../../api/take/takeContract';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectQuiz, selectReview } from '../../machines/take/takeQuizSelectors';
import {
  selectAttempt,
  selectOutcome,
  selectRenewing,
  selectReviewError,
  selectScoreTone,
} from '../../machines/take/takeReviewMachine';
import { cx } from '../ui/cx';
import { TakeComment } from './TakeReviewNotes';
import { TakeRightAnswers } from './TakeRightAnswers';
import { useTakeText, type TakeText } from './takeText';

/** What the page says of what it does not show yet (or ever). */
function waitNotes(outcome: TakeOutcome, text: TakeText): string[] {
  const notes: string[] = [];
  if (outcome.score === null && !outcome.needsGrading) {
    notes.push(outcome.scoreWait === 'release' ? text.scoreOnRelease : text.scoreAfterDeadline);
  }
  if (!outcome.rightAnswers) {
    notes.push(outcome.answersWait === 'deadline' ? text.answersAfterDeadline : text.gradedNote);
  }
  return notes;
}

function ScoreLine({ outcome, passed }: { readonly outcome: TakeOutcome; readonly passed: boolean }) {
  const TAKE_TEXT = useTakeText();
  // ADR 196: an answer waits for the teacher: never a score that is not one yet; the auto-scored part, where the
  // score shows, is said as what it is (ADR 350).
  if (outcome.needsGrading)
    return (
      <span className="text-2xl font-bold">
        {outcome.percentage === null
          ? TAKE_TEXT.needsGrading
          : TAKE_TEXT.needsGradingSoFar(outcome.percentage)}
      </span>
    );
  if (outcome.score === null) return <span className="text-lg font-semibold">{TAKE_TEXT.scoreNotYet}</span>;
  return (
    <>
      <span className="text-2xl font-bold">
        {TAKE_TEXT.scoreOf(outcome.score, outcome.maxScore ?? outcome.questionCount)}
      </span>
      <span className="text-2xl font-bold">{outcome.percentage} %</span>
      <span className="font-semibold">{passed ? TAKE_TEXT.passed : TAKE_TEXT.belowPassing}</span>
    </>
  );
}

/** ADR 219: which attempt this is, and Try again while the quiz allows another one. */
function TakeNewAttempt({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const review = useSelector(actor, selectReview);
  const attempt = useSelector(review, selectAttempt);
  const renewing = useSelector(review, selectRenewing);
  const error = useSelector(review, selectReviewError);
  if (!attempt || (attempt.number === 1 && !attempt.canRetry)) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 pt-3">
      <p className="font-medium text-slate-800">{TAKE_TEXT.attemptNumber(attempt.number)}</p>
      {attempt.canRetry && (
        <>
          <p className="text-slate-700">{TAKE_TEXT.attemptsLeft(attempt.left)}</p>
          <button
            type="button"
            disabled={renewing}
            aria-busy={renewing}
            onClick={() => actor.send({ type: 'take.newAttempt' })}
            className="min-h-11 rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
          >
            {TAKE_TEXT.newAttempt}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="w-full text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TakeResult({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  // The outcome is the review child's: its own snapshot re-renders the result.
  const review = useSelector(actor, selectReview);
  const outcome = useSelector(review, selectOutcome);
  const tone = useSelector(review, selectScoreTone);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!quiz || !outcome) return null;
  const passed = tone === 'pass';
  return (
    <section aria-labelledby="take-result" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
        <p className="text-sm font-medium text-slate-600">
          <bdi>{quiz.title}</bdi>
        </p>
        <h1 id="take-result" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          {TAKE_TEXT.resultTitle}
        </h1>
        <div
          data-testid="take-score"
          data-tone={tone ?? 'hidden'}
          className={cx(
            'flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-md px-4 py-3',
            tone === null
              ? 'bg-slate-100 text-slate-800'
              : passed
                ? 'bg-green-50 text-green-800'
                : 'bg-red-50 text-red-800',
          )}
        >
          <span className="text-sm font-medium">{TAKE_TEXT.score}</span>
          <ScoreLine outcome={outcome} passed={passed} />
        </div>
        {outcome.comment && <TakeComment text={outcome.comment} />}
        {outcome.late && <p className="text-slate-700">{TAKE_TEXT.late}</p>}
        {waitNotes(outcome, TAKE_TEXT).map((note) => (
          <p key={note} className="text-slate-700">
            {note}
          </p>
        ))}
        <TakeNewAttempt actor={actor} />
      </div>
      {(outcome.review || outcome.rightAnswers) && (
        <TakeRightAnswers actor={actor} rightAnswers={outcome.rightAnswers} review={outcome.review ?? null} />
      )}
    </section>
  );
}
