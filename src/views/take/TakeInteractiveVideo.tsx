/**
 * The student page's interactive video (ADR 338), loaded only where a video has questions at its moments or settings
 * of its own: the player, whose element's reports go to the page's video child and which does what the child says
 * (seek, pause, play, speed); the speeds, chapters, notes and what the player says (TakeVideoGuide); and the question
 * asked at its moment, right under the video (TakeMomentQuestion).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import type { VideoData } from '../../domain/quiz/quiz';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectQuiz, selectVideo } from '../../machines/take/takeQuizSelectors';
import type { TakeVideoCommand } from '../../machines/take/takeVideoMachine';
import { VideoPlayerFrame } from '../content/player/VideoPlayerFrame';
import { TakeMomentQuestion } from './TakeMomentQuestion';
import { TakeVideoGuide } from './TakeVideoGuide';
import { useTakeText } from './takeText';

/** What the video child says the element must do, done on it. */
function apply(element: HTMLVideoElement, command: TakeVideoCommand, keepFocus: boolean) {
  if (command.type === 'media.seek') element.currentTime = command.at;
  else if (command.type === 'media.pause') element.pause();
  else if (command.type === 'media.rate') element.playbackRate = command.rate;
  else {
    // Going on from a question: the keyboard goes back to the video, which the question's panel leaves.
    if (keepFocus) element.focus();
    void element.play()?.catch(() => {});
  }
}

export function TakeInteractiveVideo({
  actor,
  itemId,
  video,
}: {
  readonly actor: TakeQuizActorRef;
  readonly itemId: number;
  readonly video: VideoData;
}) {
  const TAKE_TEXT = useTakeText();
  const quiz = useSelector(actor, selectQuiz);
  const videos = useSelector(actor, selectVideo);
  const media = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = videos?.on('*', (command) => {
      const element = media.current;
      if (!element || command.itemId !== itemId) return;
      apply(element, command, frame.current?.contains(document.activeElement) ?? false);
    });
    return () => subscription?.unsubscribe();
  }, [videos, itemId]);

  const onEvent = (event: SyntheticEvent<HTMLVideoElement>) => {
    const at = event.currentTarget.currentTime;
    if (event.type === 'timeupdate') actor.send({ type: 'video.time', itemId, at });
    else if (event.type === 'seeking') actor.send({ type: 'video.seeking', itemId, at });
    else if (event.type === 'play') actor.send({ type: 'video.play', itemId });
  };

  return (
    <div ref={frame} className="flex flex-col gap-3">
      <VideoPlayerFrame
        video={video}
        showCaption={quiz?.showCaption}
        showHeader={false}
        text={TAKE_TEXT.player}
        onPlayed={(range, duration) => actor.send({ type: 'video.played', itemId, range, duration })}
        media={{ ref: media, onEvent, ownSpeeds: true }}
      />
      <TakeVideoGuide actor={actor} itemId={itemId} />
      <TakeMomentQuestion actor={actor} itemId={itemId} />
    </div>
  );
}
