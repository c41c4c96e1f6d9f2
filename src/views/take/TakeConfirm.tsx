/**
 * Before a submit: how many questions are unanswered, Submit now or Keep answering; while a video is watched below
 * the share it asks for (ADR 338), which videos to watch, and Keep answering only.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectUnansweredCount, selectVideosToWatch } from '../../machines/take/takeQuizSelectors';
import { percentText } from './takeFormat';
import { useTakeText } from './takeText';

export function TakeConfirm({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const unanswered = useSelector(actor, selectUnansweredCount);
  const toWatch = useSelector(actor, selectVideosToWatch, (a, b) => a.length === b.length);
  const submit = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const watchFirst = toWatch.length > 0;
  useEffect(() => (watchFirst ? keep : submit).current?.focus(), [watchFirst]);
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
      {watchFirst ? (
        <div id="take-confirm-text" className="text-slate-800">
          <p className="font-medium">{TAKE_TEXT.interactive.watchFirst}</p>
          <ul className="list-disc ps-5">
            {toWatch.map((video) => (
              <li key={video.itemId}>
                {TAKE_TEXT.interactive.watchAtLeast(percentText(TAKE_TEXT, video.share), video.title)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p id="take-confirm-text" className="text-slate-800">
          {TAKE_TEXT.confirmUnanswered(unanswered)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!watchFirst && (
          <button
            ref={submit}
            type="button"
            className="min-h-11 rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800"
            onClick={() => actor.send({ type: 'submit.confirm' })}
          >
            {TAKE_TEXT.confirmSubmit}
          </button>
        )}
        <button
          ref={keep}
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
