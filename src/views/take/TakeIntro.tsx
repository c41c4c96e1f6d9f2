/** Before the start: the quiz's title, time limit, deadline and question count, and Start. */
import { useSelector } from '@xstate/react';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import {
  selectClassClosed,
  selectError,
  selectNotOpenYet,
  selectQuiz,
  selectSession,
  selectStarting,
} from '../../machines/take/takeQuizSelectors';
import { deadlineText, durationText } from './takeFormat';
import { useTakeText } from './takeText';

export function TakeIntro({ actor }: { readonly actor: TakeQuizActorRef }) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  const session = useSelector(actor, selectSession);
  const starting = useSelector(actor, selectStarting);
  const error = useSelector(actor, selectError);
  const notOpenYet = useSelector(actor, selectNotOpenYet);
  const classClosed = useSelector(actor, selectClassClosed);
  if (!quiz || !session) return null;
  return (
    <section
      aria-labelledby="take-title"
      className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8"
    >
      <h1 id="take-title" className="user-text text-2xl font-semibold text-slate-900 desk:text-3xl">
        {quiz.title}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
        <dt className="font-medium text-slate-600">{TAKE_TEXT.timeLimit}</dt>
        <dd>{durationText(TAKE_TEXT, quiz.duration)}</dd>
        {quiz.opensAt && (
          <>
            <dt className="font-medium text-slate-600">{TAKE_TEXT.opens}</dt>
            <dd>{deadlineText(TAKE_TEXT, quiz.opensAt)}</dd>
          </>
        )}
        <dt className="font-medium text-slate-600">{TAKE_TEXT.deadline}</dt>
        <dd>{deadlineText(TAKE_TEXT, quiz.deadline)}</dd>
        <dt className="font-medium text-slate-600">{TAKE_TEXT.questions}</dt>
        <dd>{quiz.questionCount}</dd>
        <dt className="font-medium text-slate-600">{TAKE_TEXT.student}</dt>
        <dd className="break-all">{session.studentEmail}</dd>
      </dl>
      <p className="text-slate-700">
        {classClosed
          ? TAKE_TEXT.classNotOpen
          : notOpenYet && quiz.opensAt
            ? TAKE_TEXT.notOpenYet(deadlineText(TAKE_TEXT, quiz.opensAt))
            : TAKE_TEXT.startHint(quiz.duration !== null)}
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
      <button
        type="button"
        className="min-h-11 rounded-md bg-sky-700 px-6 py-2 text-lg font-semibold text-white hover:bg-sky-800 disabled:opacity-60 desk:self-start"
        disabled={starting || notOpenYet || classClosed}
        onClick={() => actor.send({ type: 'take.start' })}
      >
        {starting ? TAKE_TEXT.starting : TAKE_TEXT.start}
      </button>
    </section>
  );
}
