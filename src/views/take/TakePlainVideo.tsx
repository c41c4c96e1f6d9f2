/**
 * A video item without interactions on the student page: the player and, for a video with subtitles, its
 * transcript (ADR 342) beside it on wide screens and under it on phones, loaded as a chunk of its own. The seek a
 * transcript line asks for is done on the element: nothing in a plain video forbids one.
 */
import { Suspense, useCallback, useRef } from 'react';
import { TakeTranscript } from './transcriptChunk';
import type { VideoData } from '../../domain/quiz/quiz';
import { VideoPlayerFrame, type VideoPlayerFrameProps } from '../content/player/VideoPlayerFrame';

/** The player beside its transcript (wide) or above it (narrow). */
export const WITH_TRANSCRIPT = 'grid gap-3 desk:grid-cols-[minmax(0,1fr)_16rem] desk:items-start';

const IGNORED = () => {};

export function TakePlainVideo(props: Omit<VideoPlayerFrameProps, 'media'> & { readonly video: VideoData }) {
  const media = useRef<HTMLVideoElement>(null);
  const seek = useCallback((at: number) => {
    if (media.current) media.current.currentTime = at;
  }, []);
  if (Object.keys(props.video.subtitles ?? {}).length === 0) return <VideoPlayerFrame {...props} />;
  return (
    <div className={WITH_TRANSCRIPT}>
      <VideoPlayerFrame {...props} media={{ ref: media, onEvent: IGNORED, ownSpeeds: false }} />
      <Suspense fallback={null}>
        <TakeTranscript media={media} onSeek={seek} />
      </Suspense>
    </div>
  );
}
