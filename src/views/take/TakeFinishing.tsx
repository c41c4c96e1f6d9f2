/** While the answers are flushed and submitted (after Submit now, or when the time ran out), and if that failed. */
import { useSelector } from '@xstate/react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectError, selectSubmitFailed, selectTimeUp } from '../../machines/take/takeQuizSelectors';
import { useTakeText } from './takeText';

export function TakeFinishing({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const failed = useSelector(actor, selectSubmitFailed);
  const timeUp = useSelector(actor, selectTimeUp);
  const error = useSelector(actor, selectError);
  if (failed) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-lg bg-red-50 p-4 pb-6 text-red-900">
        <p className="font-medium">{TAKE_TEXT.submitFailed}</p>
        {error && <p>{error}</p>}
        <button
          type="button"
          className="self-start rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800"
          onClick={() => actor.send({ type: 'submit.retry' })}
        >
          {TAKE_TEXT.retry}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-lg bg-sky-50 p-4 pb-6 font-medium text-sky-900">
      {timeUp ? TAKE_TEXT.timeUp : TAKE_TEXT.submitting}
    </p>
  );
}
