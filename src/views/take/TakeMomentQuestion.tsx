/**
 * The question asked at its moment, right under its video (ADR 338): focused when it comes (a screen reader says
 * its heading), with Continue the video, disabled with its reason while a must-answer question has no answer.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { formatMoment } from '../../domain/quiz/videoMoments/videoMoments';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectQuestion, selectQuiz, selectVideo } from '../../machines/take/takeQuizSelectors';
import { selectAsked, selectMustWait } from '../../machines/take/takeVideoSelectors';
import { TakeQuestionField } from './TakeQuestionField';
import { useTakeText } from './takeText';

export function TakeMomentQuestion({
  actor,
  itemId,
}: {
  readonly actor: TakeQuizActorRef;
  readonly itemId: number;
}) {
  const TAKE_TEXT = useTakeText();
  const id = useId();
  const videos = useSelector(actor, selectVideo);
  const questionId = useSelector(videos, (s) => selectAsked(s, itemId));
  const mustWait = useSelector(videos, selectMustWait);
  const question = useSelector(actor, (s) => selectQuestion(s, questionId));
  const count = useSelector(actor, (s) => selectQuiz(s)?.questionCount ?? 0);
  const panel = useRef<HTMLElement>(null);

  // The question takes the keyboard when its moment comes, as a dialog would, without trapping it.
  useEffect(() => {
    if (questionId !== null) panel.current?.focus();
  }, [questionId]);

  if (!question) return null;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-at`}
      className="flex flex-col gap-3 rounded-lg border-2 border-sky-700 bg-sky-50 p-4 focus-visible:outline-4 focus-visible:outline-sky-400"
    >
      <h3 id={`${id}-at`} className="text-sm font-semibold text-sky-900">
        {TAKE_TEXT.interactive.questionAt(formatMoment(question.moment?.at ?? 0))}
      </h3>
      <TakeQuestionField actor={actor} question={question} count={count} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={mustWait}
          aria-describedby={mustWait ? `${id}-wait` : undefined}
          className="min-h-11 rounded-md bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800 disabled:bg-slate-400"
          onClick={() => actor.send({ type: 'video.continue', itemId })}
        >
          {TAKE_TEXT.interactive.continue}
        </button>
        {mustWait && (
          <p id={`${id}-wait`} className="text-sm text-slate-800">
            {TAKE_TEXT.interactive.answerFirst}
          </p>
        )}
      </div>
    </section>
  );
}
