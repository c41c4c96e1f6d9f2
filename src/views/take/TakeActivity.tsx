/**
 * One activity's items in order: videos with the player, questions with their type's answer (ADR 195), text blocks
 * as text (ADR 260). A video with questions at its moments or settings of its own plays in the interactive player
 * (ADR 338), loaded only then; its questions at moments are listed in their place once their moment came.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { TakeActivity as Activity, TakeItem } from '../../api/take/takeContract';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectQuiz, selectVideo } from '../../machines/take/takeQuizSelectors';
import { selectIsInteractive, selectListed } from '../../machines/take/takeVideoSelectors';
import { TextBlockStudent } from '../../questionTypes/textBlock/views/TextBlockStudent';
import { UnavailableVideo } from '../content/player/UnavailableVideo';
import { TakePlainVideo } from './TakePlainVideo';
import { TakeQuestionField } from './TakeQuestionField';
import { TakeWatched } from './TakeWatched';
import { useTakeText } from './takeText';

const TakeInteractiveVideo = lazy(() =>
  import('./TakeInteractiveVideo').then((m) => ({ default: m.TakeInteractiveVideo })),
);

type VideoItem = Extract<TakeItem, { kind: 'video' }>;

export function TakeActivity({
  actor,
  activity,
}: {
  readonly actor: TakeQuizActorRef;
  readonly activity: Activity;
}) {
  const quiz = useSelector(actor, selectQuiz);
  const video = useSelector(actor, selectVideo);
  // ADR 338: a question at a moment shows once its moment came (under its video while it is asked there).
  const hidden = useSelector(
    video,
    (s) =>
      activity.items
        .filter((item) => item.kind === 'question' && !selectListed(s, item.id))
        .map((item) => item.id),
    (a, b) => a.length === b.length && a.every((id, index) => id === b[index]),
  );
  return (
    <ol className="flex flex-col gap-4">
      {activity.items
        .filter((item) => item.kind !== 'question' || !hidden.includes(item.id))
        .map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            {item.kind === 'video' ? (
              <TakeVideo actor={actor} item={item} />
            ) : item.kind === 'text' ? (
              <TextBlockStudent block={item} />
            ) : (
              <TakeQuestionField actor={actor} question={item} count={quiz?.questionCount ?? 0} />
            )}
          </li>
        ))}
    </ol>
  );
}

function TakeVideo({ actor, item }: { readonly actor: TakeQuizActorRef; readonly item: VideoItem }) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  const videos = useSelector(actor, selectVideo);
  const interactive = useSelector(videos, (s) => selectIsInteractive(s, item.id));
  if (item.unavailable)
    return <UnavailableVideo title={item.title} text={TAKE_TEXT.player('player.noLongerAvailable')} />;
  if (!item.video)
    return (
      <p className="text-slate-700">
        <bdi>{item.title}</bdi>: {TAKE_TEXT.player('player.noVideo')}
      </p>
    );
  const plain = (
    <TakePlainVideo
      video={item.video}
      showCaption={quiz?.showCaption}
      showHeader={false}
      text={TAKE_TEXT.player}
      onPlayed={(range, duration) => actor.send({ type: 'video.played', itemId: item.id, range, duration })}
    />
  );
  return (
    <>
      {interactive ? (
        // Until the interactive player arrives nothing plays: a moment must not pass unseen.
        <Suspense fallback={<div className="aspect-video w-full max-w-3xl rounded-md bg-slate-900" />}>
          <TakeInteractiveVideo actor={actor} itemId={item.id} video={item.video} />
        </Suspense>
      ) : (
        plain
      )}
      <TakeWatched actor={actor} itemId={item.id} />
    </>
  );
}
