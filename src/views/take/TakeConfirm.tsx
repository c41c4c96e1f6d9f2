/** Before a submit: how many questions are unanswered, Submit now or Keep answering. */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectUnansweredCount } from '../../machines/take/takeQuizSelectors';
import { useTakeText } from './takeText';

export function TakeConfirm({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const unanswered = useSelector(actor, selectUnansweredCount);
  const submit = useRef<HTMLButtonElement>(null);
  useEffect(() => submit.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="take-confirm-title"
      aria-describedby="take-confirm-text"
      className="flex flex-col gap-3 rounded-lg border-2 border-sky-700 bg-white p-4 pb-6 shadow-md"
    >
      <h2 id="take-confirm-title" className="text-lg font-semibold text-slate-900">
        {TAKE_TEXT.confirmTitle}
      </h2>
      <p id="take-confirm-text" className="text-slate-800">
        {TAKE_TEXT.confirmUnanswered(unanswered)}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={submit}
          type="button"
          className="min-h-11 rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800"
          onClick={() => actor.send({ type: 'submit.confirm' })}
        >
          {TAKE_TEXT.confirmSubmit}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100"
          onClick={() => actor.send({ type: 'submit.cancel' })}
        >
          {TAKE_TEXT.keepAnswering}
        </button>
      </div>
    </div>
  );
}
