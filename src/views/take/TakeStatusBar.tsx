/**
 * The bar above the questions: the quiz title, the time left (announced once a minute, not every second) and
 * whether the answers reached the server.
 */
import { useSelector } from '@xstate/react';
import { countdownText } from '../../domain/take/takeAnswers';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectOffline } from '../../machines/take/takeOutboxMachine';
import {
  selectOutbox,
  selectQuiz,
  selectSaveStatus,
  selectTimer,
} from '../../machines/take/takeQuizSelectors';
import { selectMinutesLeft, selectTimeLeft } from '../../machines/take/takeTimerMachine';
import { cx } from '../ui/cx';
import { useTakeText } from './takeText';

export function TakeStatusBar({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  // The time and the outbox are the page's children: their own snapshots re-render the bar.
  const timer = useSelector(actor, selectTimer);
  const timeLeft = useSelector(timer, selectTimeLeft);
  const minutes = useSelector(timer, selectMinutesLeft);
  const offline = useSelector(useSelector(actor, selectOutbox), selectOffline);
  const status = useSelector(actor, (s) => selectSaveStatus(s, offline));
  return (
    // Opaque and flush with the top of the page (over the page's own top padding): nothing shows through or above
    // it as the questions scroll under it, however many lines the save status takes.
    <header className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-4 py-2 shadow-sm desk:-mx-6 desk:px-6 [main>&]:-mt-4 desk:[main>&]:-mt-8">
      <h1 className="min-w-0 flex-1 basis-full text-lg font-semibold break-words text-slate-900 desk:basis-auto">
        <bdi>{quiz?.title}</bdi>
      </h1>
      {timeLeft !== null && (
        <div className="flex items-baseline gap-2">
          <span className="text-sm text-slate-600" id="take-time-left">
            {TAKE_TEXT.timeLeft}
          </span>
          <span
            role="timer"
            aria-labelledby="take-time-left"
            className={cx(
              'font-mono text-lg font-semibold tabular-nums',
              timeLeft < 60_000 ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {countdownText(timeLeft)}
          </span>
          <span aria-live="polite" className="sr-only">
            {minutes !== null && TAKE_TEXT.minutesLeft(minutes)}
          </span>
        </div>
      )}
      <p
        role="status"
        className={cx('text-sm', status === 'offline' ? 'font-medium text-amber-800' : 'text-slate-600')}
        data-save-status={status}
      >
        {{ saved: TAKE_TEXT.saved, saving: TAKE_TEXT.saving, offline: TAKE_TEXT.offline }[status]}
      </p>
    </header>
  );
}
