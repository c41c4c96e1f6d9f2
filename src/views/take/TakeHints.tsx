/**
 * A question's hints on the student page (ADR 293): a button asks for the next one, saying what it costs; the
 * hints asked for show below in order, announced as they arrive. The text comes from the server only when asked.
 */
import { useSelector } from '@xstate/react';
import type { TakeItem } from '../../api/take/takeContract';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectHintAsking, selectHintError, selectShownHints } from '../../machines/take/takeHintsMachine';
import { selectCanAnswer, selectHints } from '../../machines/take/takeQuizSelectors';
import { TakeRichText } from './TakeRichText';
import { useTakeText } from './takeText';

type Question = Extract<TakeItem, { kind: 'question' }>;

const NO_HINTS: readonly string[] = [];

export function TakeHints({
  actor,
  question,
}: {
  readonly actor: TakeQuizActorRef;
  readonly question: Question;
}) {
  const TAKE_TEXT = useTakeText();
  // The hints are the page's child: its own snapshot re-renders them.
  const hints = useSelector(actor, selectHints);
  const shown = useSelector(hints, (s) => selectShownHints(s, question.id)) ?? NO_HINTS;
  // One hint is asked for at a time: every button waits while one is on its way.
  const busy = useSelector(hints, selectHintAsking);
  const asking = busy === question.id;
  const error = useSelector(hints, (s) => selectHintError(s, question.id));
  const canAnswer = useSelector(actor, selectCanAnswer);
  const buttons = question.hints;
  if (!buttons) return null;
  const next = shown.length;
  const isSolution = (index: number) => buttons.solution && index === buttons.count - 1;
  const penalty = buttons.penalties[next] ?? 0;
  const listId = `q${question.id}-hints`;
  return (
    <div className="flex flex-col gap-2">
      {shown.length > 0 && (
        <ol id={listId} className="flex flex-col gap-2" aria-live="polite">
          {shown.map((text, index) => (
            <li key={index} className="rounded-md border border-amber-300 bg-amber-50 p-3">
              <p className="text-sm font-semibold text-amber-900">
                {isSolution(index) ? TAKE_TEXT.hints.solution : TAKE_TEXT.hints.hintNumber(index + 1)}
              </p>
              <TakeRichText html={text} className="text-slate-900" />
            </li>
          ))}
        </ol>
      )}
      {next < buttons.count && (
        <div className="flex flex-col gap-1 desk:flex-row desk:items-center desk:gap-3">
          <button
            type="button"
            className="min-h-11 self-start rounded-md border border-amber-600 bg-white px-4 py-2 font-medium text-amber-900 hover:bg-amber-50 disabled:opacity-50"
            disabled={!canAnswer || busy !== null}
            aria-describedby={penalty > 0 ? `q${question.id}-hint-cost` : undefined}
            onClick={() => actor.send({ type: 'hint.request', itemId: question.id })}
          >
            {asking
              ? TAKE_TEXT.hints.asking
              : isSolution(next)
                ? TAKE_TEXT.hints.showSolution
                : next === 0
                  ? TAKE_TEXT.hints.showHint
                  : TAKE_TEXT.hints.showNextHint(next + 1, buttons.count - (buttons.solution ? 1 : 0))}
          </button>
          {penalty > 0 && (
            <p id={`q${question.id}-hint-cost`} className="text-sm text-slate-600">
              {penalty >= 1 ? TAKE_TEXT.hints.costsAll : TAKE_TEXT.hints.costs(Math.round(penalty * 100))}
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
