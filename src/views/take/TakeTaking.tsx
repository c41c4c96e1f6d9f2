/**
 * Taking the quiz: the bar with the time left and the save status, one activity at a time with Previous and Next,
 * Submit with its confirmation, and what shows while the answers are sent.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import {
  selectActivity,
  selectActivityPosition,
  selectAnsweredCount,
  selectConfirming,
  selectFinishing,
  selectQuiz,
} from '../../machines/take/takeQuizSelectors';
import { TakeActivity } from './TakeActivity';
import { TakeConfirm } from './TakeConfirm';
import { TakeFinishing } from './TakeFinishing';
import { TakeStatusBar } from './TakeStatusBar';
import { useTakeText } from './takeText';

const NAV_BUTTON =
  'min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-50';

export function TakeTaking({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  const activity = useSelector(actor, selectActivity);
  const { index, count } = useSelector(
    actor,
    selectActivityPosition,
    (a, b) => a.index === b.index && a.count === b.count,
  );
  const answered = useSelector(actor, selectAnsweredCount);
  const confirming = useSelector(actor, selectConfirming);
  const finishing = useSelector(actor, selectFinishing);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Moving to another activity puts the keyboard at its heading, as a new page would. So does the first activity
  // when the keyboard has nowhere to be (Start, which it was on, has gone): it would fall to the page's body.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (first.current) {
      first.current = false;
      if (!lost) return;
    }
    heading.current?.focus();
  }, [index]);

  if (!quiz) return null;
  return (
    <>
      <TakeStatusBar actor={actor} />
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-600">{TAKE_TEXT.activityOf(index + 1, count)}</p>
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-sky-700"
          value={answered}
          max={Math.max(1, quiz.questionCount)}
          aria-label={TAKE_TEXT.answeredOf(answered, quiz.questionCount)}
        />
        <p className="text-sm text-slate-700">{TAKE_TEXT.answeredOf(answered, quiz.questionCount)}</p>
      </div>
      {activity && (
        <section aria-labelledby="take-activity" className="flex flex-col gap-4">
          <h2 id="take-activity" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
            <bdi>{activity.title}</bdi>
          </h2>
          <TakeActivity actor={actor} activity={activity} />
        </section>
      )}
      {finishing ? (
        <TakeFinishing actor={actor} />
      ) : confirming ? (
        <TakeConfirm actor={actor} />
      ) : (
        <nav
          aria-label={TAKE_TEXT.activityOf(index + 1, count)}
          className="flex flex-wrap items-center gap-2 pb-6"
        >
          <button
            type="button"
            className={NAV_BUTTON}
            disabled={index === 0}
            onClick={() => actor.send({ type: 'activity.previous' })}
          >
            {TAKE_TEXT.previous}
          </button>
          {index < count - 1 && (
            <button
              type="button"
              className={NAV_BUTTON}
              onClick={() => actor.send({ type: 'activity.next' })}
            >
              {TAKE_TEXT.next}
            </button>
          )}
          <button
            type="button"
            className="ms-auto min-h-11 rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800"
            onClick={() => actor.send({ type: 'submit.request' })}
          >
            {TAKE_TEXT.submit}
          </button>
        </nav>
      )}
    </>
  );
}
