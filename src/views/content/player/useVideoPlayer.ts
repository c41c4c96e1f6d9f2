/**
 * The wiring of one video player: its actor, provided with the actions that play the media element and set its
 * rate, and what the player shows read from it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { VideoData } from '../../../domain/quiz/quiz';
import {
  selectFailed,
  selectLanguage,
  selectRate,
  selectShowsCover,
  selectShowsOverlay,
  selectSubtitlesUnavailable,
  selectTracks,
  videoPlayerMachine,
  type PlayerSpeed,
} from '../../../machines/content/videoPlayerMachine';
import { createVideoPlayerServices } from '../../../machines/content/videoPlayerServices';

/** The media element of a player, found by its id when an effect runs (never during render). */
function mediaElement(id: string): HTMLVideoElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLVideoElement ? element : null;
}

export function useVideoPlayer(
  videoId: string,
  video: VideoData,
  actorOptions?: Pick<ActorOptions<AnyActorLogic>, 'inspect'>,
) {
  const logic = useMemo(
    () =>
      videoPlayerMachine.provide({
        ...createVideoPlayerServices(),
        actions: {
          playMedia: () =>
            void mediaElement(videoId)
              ?.play()
              ?.catch(() => {}),
          applyRate: (_, params: { rate: PlayerSpeed }) => {
            const element = mediaElement(videoId);
            if (element) element.playbackRate = params.rate;
          },
        },
      }),
    [videoId],
  );
  const actor = useActorRef(logic, {
    // The page's language (both pages keep <html lang> on it): its captions come first.
    input: {
      subtitles: video.subtitles ?? {},
      articleType: video.articleType ?? null,
      language: document.documentElement.lang,
    },
    ...actorOptions,
  });
  return {
    actor,
    cover: useSelector(actor, selectShowsCover),
    overlay: useSelector(actor, selectShowsOverlay),
    rate: useSelector(actor, selectRate),
    tracks: useSelector(actor, selectTracks),
    language: useSelector(actor, selectLanguage),
    failed: useSelector(actor, selectFailed),
    subtitlesUnavailable: useSelector(actor, selectSubtitlesUnavailable),
  };
}
