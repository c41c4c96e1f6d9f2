/**
 * The student page's interactive video (ADR 338), loaded only where a video has questions at its moments or settings
 * of its own: the player, whose element's reports go to the page's video child and which does what the child says
 * (seek, pause, play, speed); the speeds, chapters, notes and what the player says (TakeVideoGuide); the question
 * asked at its moment, right under the video (TakeMomentQuestion); the transcript of a video with subtitles, whose
 * lines seek through the video child's rules; and the Fullscreen button that takes them all fullscreen (ADR 342).
 */
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useRef, type SyntheticEvent } from 'react';
import { TakeTranscript } from './transcriptChunk';
import type { VideoData } from '../../domain/quiz/quiz';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectQuiz, selectVideo } from '../../machines/take/takeQuizSelectors';
import type { TakeVideoCommand } from '../../machines/take/takeVideoMachine';
import { selectAsked } from '../../machines/take/takeVideoSelectors';
import { VideoPlayerFrame } from '../content/player/VideoPlayerFrame';
import { interactiveLayout } from './interactiveLayout';
import { TakeMomentQuestion } from './TakeMomentQuestion';
import { TakeVideoGuide } from './TakeVideoGuide';
import { useTakeText } from './takeText';
import { useFullscreen } from './useFullscreen';

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
  const asked = useSelector(videos, (s) => selectAsked(s, itemId) !== null);
  const screen = useFullscreen(frame, media, asked);
  const layout = interactiveLayout(screen.fullscreen);
  const seek = useCallback((at: number) => actor.send({ type: 'video.seekTo', itemId, at }), [actor, itemId]);

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
    else if (event.type === 'play') actor.send({ type: 'video.play', itemId, at });
  };

  return (
    <div ref={frame} className={layout.frame}>
      <div className={layout.video}>
        <VideoPlayerFrame
          video={video}
          showCaption={quiz?.showCaption}
          showHeader={false}
          text={TAKE_TEXT.player}
          onPlayed={(range, duration) => actor.send({ type: 'video.played', itemId, range, duration })}
          media={{ ref: media, onEvent, ownSpeeds: true, ownFullscreen: screen.wrapperFullscreen }}
        />
        {screen.available && (
          <button
            type="button"
            className="min-h-11 self-start rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
            onClick={screen.toggle}
          >
            {screen.fullscreen ? TAKE_TEXT.interactive.exitFullscreen : TAKE_TEXT.interactive.fullscreen}
          </button>
        )}
      </div>
      <div className={layout.panel}>
        <TakeVideoGuide actor={actor} itemId={itemId} />
        <TakeMomentQuestion actor={actor} itemId={itemId} />
      </div>
      {Object.keys(video.subtitles ?? {}).length > 0 && (
        <div className={layout.transcript}>
          <Suspense fallback={null}>
            <TakeTranscript media={media} onSeek={seek} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
