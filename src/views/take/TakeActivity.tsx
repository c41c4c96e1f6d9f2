/**
 * One activity's items in order: videos with the player, questions with their type's answer (ADR 195), text blocks
 * as text (ADR 260).
 */
import { useSelector } from '@xstate/react';
import type { TakeActivity as Activity, TakeItem } from '../../api/take/takeContract';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectFileError, selectFileSending } from '../../machines/take/takeFilesMachine';
import {
  selectAnswers,
  selectCanAnswer,
  selectFileDownloadPath,
  selectFiles,
  selectQuiz,
  selectResponses,
} from '../../machines/take/takeQuizSelectors';
import { showsItsImage } from '../../questionTypes/shared/views/showsItsImage';
import { StudentAnswer } from '../../questionTypes/shared/views/studentRegistry';
import { TextBlockStudent } from '../../questionTypes/textBlock/views/TextBlockStudent';
import { UnavailableVideo } from '../content/player/UnavailableVideo';
import { VideoPlayerFrame } from '../content/player/VideoPlayerFrame';
import { TakeRichText } from './TakeRichText';
import { TakeHints } from './TakeHints';
import { TakeWatched } from './TakeWatched';
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
            item.unavailable ? (
              <UnavailableVideo title={item.title} text={TAKE_TEXT.player('player.noLongerAvailable')} />
            ) : item.video ? (
              <>
                <VideoPlayerFrame
                  video={item.video}
                  showCaption={quiz?.showCaption}
                  showHeader={false}
                  text={TAKE_TEXT.player}
                  onPlayed={(range, duration) =>
                    actor.send({ type: 'video.played', itemId: item.id, range, duration })
                  }
                />
                <TakeWatched actor={actor} itemId={item.id} />
              </>
            ) : (
              <p className="text-slate-700">
                <bdi>{item.title}</bdi>: {TAKE_TEXT.player('player.noVideo')}
              </p>
            )
          ) : item.kind === 'text' ? (
            <TextBlockStudent block={item} />
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
  const response = useSelector(actor, (s) => selectResponses(s)[String(question.id)]);
  const canAnswer = useSelector(actor, selectCanAnswer);
  // ADR 294: a file upload question's files go straight to the server, one at a time.
  const files = useSelector(actor, selectFiles);
  const fileSending = useSelector(files, (s) => selectFileSending(s, question.id));
  const fileError = useSelector(files, (s) => selectFileError(s, question.id));
  const downloadPath = useSelector(actor, selectFileDownloadPath);
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
      {question.image && !showsItsImage(question.questionType, question.view) && (
        <img src={question.image} alt="" className="max-h-64 w-auto self-start rounded-md" />
      )}
      {question.points !== undefined && (
        <p className="text-sm text-slate-600">{TAKE_TEXT.pointsWorth(question.points)}</p>
      )}
      {/* Each question type renders its own answer (ADR 195). */}
      <StudentAnswer
        question={question}
        chosen={chosen}
        response={response}
        onChoose={(optionId) => actor.send({ type: 'answer.choose', itemId: question.id, optionId })}
        onRespond={(value) => actor.send({ type: 'answer.respond', itemId: question.id, response: value })}
        files={{
          onSend: (file) => actor.send({ type: 'file.send', itemId: question.id, file }),
          onRemove: (fileId, name) => actor.send({ type: 'file.remove', itemId: question.id, fileId, name }),
          onRefuse: (message) => actor.send({ type: 'file.refuse', itemId: question.id, message }),
          sending: fileSending,
          error: fileError,
          ...(downloadPath === null ? {} : { downloadUrl: (fileId: string) => `${downloadPath}${fileId}` }),
        }}
      />
      <TakeHints actor={actor} question={question} />
    </fieldset>
  );
}
