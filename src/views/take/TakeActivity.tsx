/** One activity's items in order: videos with the player, questions with radio buttons or checkboxes. */
import { useSelector } from '@xstate/react';
import type { TakeActivity as Activity, TakeItem } from '../../api/take/takeContract';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectAnswers, selectCanAnswer, selectQuiz } from '../../machines/take/takeQuizSelectors';
import { VideoPlayerFrame } from '../content/player/VideoPlayerFrame';
import { TakeRichText } from './TakeRichText';
import { useTakeText } from './takeText';

type Question = Extract<TakeItem, { kind: 'question' }>;

export function TakeActivity({
  actor,
  activity,
}: {
  readonly actor: TakeQuizActorRef;
  readonly activity: Activity;
}) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  return (
    <ol className="flex flex-col gap-4">
      {activity.items.map((item) => (
        <li
          key={`${item.kind}-${item.id}`}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          {item.kind === 'video' ? (
            item.video ? (
              <VideoPlayerFrame video={item.video} showCaption={quiz?.showCaption} text={TAKE_TEXT.player} />
            ) : (
              <p className="text-slate-700">
                {item.title}: {TAKE_TEXT.player('player.noVideo')}
              </p>
            )
          ) : (
            <QuestionField actor={actor} question={item} count={quiz?.questionCount ?? 0} />
          )}
        </li>
      ))}
    </ol>
  );
}

function QuestionField({
  actor,
  question,
  count,
}: {
  readonly actor: TakeQuizActorRef;
  readonly question: Question;
  readonly count: number;
}) {
  const TAKE_TEXT = useTakeText();
  const chosen = useSelector(actor, (s) => selectAnswers(s)[String(question.id)]);
  const canAnswer = useSelector(actor, selectCanAnswer);
  const numberId = `q${question.id}-number`;
  const titleId = `q${question.id}-title`;
  return (
    <fieldset
      aria-labelledby={`${numberId} ${titleId}`}
      className="flex flex-col gap-3"
      disabled={!canAnswer}
    >
      <p id={numberId} className="text-sm font-medium text-slate-600">
        {TAKE_TEXT.questionOf(question.number, count)}
      </p>
      <div id={titleId}>
        <TakeRichText html={question.title} className="text-base font-medium text-slate-900" />
      </div>
      {question.image && (
        <img src={question.image} alt="" className="max-h-64 w-auto self-start rounded-md" />
      )}
      <div className="flex flex-col gap-2">
        {question.options.map((option) => {
          const checked = chosen?.includes(option.id) ?? false;
          return (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-500"
            >
              <input
                type={question.isMultiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                value={option.id}
                checked={checked}
                className="size-5 shrink-0 accent-sky-700"
                onChange={() =>
                  actor.send({ type: 'answer.choose', itemId: question.id, optionId: option.id })
                }
              />
              <span className="text-slate-900">{option.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
