/**
 * The video wrapper of quiz video items (SPEC section 4): the cover first; a click, Enter or Space hides it and
 * plays; speeds 0.75/1/1.5/2; subtitles as <track> elements once their files answer; for core and
 * science-education articles a play overlay on pause. Built on the native <video> element and its controls.
 *
 * Free of the console's app context and i18n: its strings and actor options are given, so the console
 * (`VideoPlayer`) and the student page both render it.
 *
 * @publicModule the student page plays videos with it.
 */
import { useId, type SyntheticEvent } from 'react';
import type { MediaHooks } from './mediaHooks';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { VideoData } from '../../../domain/quiz/quiz';
import { captionLabel } from '../../../domain/content/captions';
import { PlaybackSpeedField } from './PlaybackSpeedField';
import type { PlayerText, PlayerTextKey } from './playerText';
import { PlayIcon } from './PlayIcon';
import { usePlayedRanges, type OnPlayed } from './usePlayedRanges';
import { useVideoPlayer } from './useVideoPlayer';
import { VideoCover } from './VideoCover';
import { videoHeaderKey } from './videoHeader';

export interface VideoPlayerProps {
  readonly video: VideoData;
  /** Shows the first available subtitles by default (the quiz's Enable Closed Caption). */
  readonly showCaption?: boolean;
  /**
   * Shows the article type's label above the title (SPEC section 9, the console's viewer). The student page leaves
   * it out: a collection's name ("Core") tells a student nothing (ADR 270).
   */
  readonly showHeader?: boolean;
}

export interface VideoPlayerFrameProps extends VideoPlayerProps {
  readonly text: PlayerText;
  /** Options of the player's actor (the console's inspector in development). */
  readonly actorOptions?: Pick<ActorOptions<AnyActorLogic>, 'inspect'>;
  /** The student page: each range played, with the video's length (ADR 329). */
  readonly onPlayed?: OnPlayed;
  /** The student page's interactive video (ADR 338): its element, its events, and its own speeds. */
  readonly media?: MediaHooks;
}

/** The element's own controls the page replaces: its speed menu, its fullscreen button. */
const controlsList = (media: MediaHooks | undefined) =>
  [media?.ownSpeeds && 'noplaybackrate', media?.ownFullscreen && 'nofullscreen'].filter(Boolean).join(' ') ||
  undefined;

export function VideoPlayerFrame({
  video,
  showCaption = false,
  showHeader = true,
  text: t,
  actorOptions,
  onPlayed,
  media,
}: VideoPlayerFrameProps) {
  const id = useId();
  const videoId = `${id}-video`;
  const {
    actor,
    cover,
    overlay,
    rate,
    tracks,
    language: pageLanguage,
    failed,
    subtitlesUnavailable,
  } = useVideoPlayer(videoId, video, actorOptions);
  const tracked = usePlayedRanges(onPlayed);
  const played = (event: SyntheticEvent<HTMLVideoElement>) => {
    tracked(event);
    media?.onEvent(event);
  };
  const headerKey = showHeader ? videoHeaderKey(video.articleType) : null;
  const poster = video.images?.large ?? video.images?.short ?? video.thumbnails?.[0];

  return (
    <figure className="flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <figcaption className="flex flex-wrap items-baseline gap-2">
        {headerKey && (
          <span
            data-testid="video-header"
            className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold uppercase text-sky-900"
          >
            {t(headerKey as PlayerTextKey)}
          </span>
        )}
        <span id={`${id}-title`} className="font-medium text-slate-900">
          <bdi>{video.title}</bdi>
        </span>
      </figcaption>
      <div className="relative aspect-video w-full max-w-3xl overflow-hidden rounded-md bg-black">
        {video.src ? (
          // Caption tracks are added once their files answer (the reachability check); until then there are none.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            id={videoId}
            ref={media?.ref}
            controlsList={controlsList(media)}
            className="size-full"
            controls={!cover}
            preload="metadata"
            crossOrigin="anonymous"
            aria-labelledby={`${id}-title`}
            onPlay={(event) => {
              played(event);
              actor.send({ type: 'media.play' });
            }}
            onPause={(event) => {
              played(event);
              actor.send({ type: 'media.pause' });
            }}
            onEnded={(event) => {
              played(event);
              actor.send({ type: 'media.ended' });
            }}
            onTimeUpdate={played}
            onSeeking={played}
            onError={() => actor.send({ type: 'media.error' })}
          >
            <source src={video.src} />
            {tracks.map((language, index) => (
              <track
                key={language}
                kind="captions"
                srcLang={language}
                label={captionLabel(language, pageLanguage)}
                src={video.subtitles?.[language]}
                default={showCaption && index === 0}
              />
            ))}
          </video>
        ) : cover ? null : (
          <p className="flex size-full items-center justify-center text-white">{t('player.noVideo')}</p>
        )}
        {cover && (
          <VideoCover
            label={t('player.playVideo', { title: video.title })}
            unavailable={t('player.noVideo')}
            poster={poster}
            playable={Boolean(video.src)}
            onStart={() => actor.send({ type: 'player.start' })}
          />
        )}
        {overlay && (
          <div className="absolute inset-0 bottom-12 flex items-center justify-center bg-black/40">
            <button
              type="button"
              className="rounded-full bg-black/70 p-3 text-white hover:bg-sky-700 focus-visible:outline-4 focus-visible:outline-sky-400"
              aria-label={t('player.play')}
              onClick={() => actor.send({ type: 'player.resume' })}
            >
              <PlayIcon />
            </button>
          </div>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('player.videoFailed')}
        </p>
      )}
      <div className="flex items-center gap-2 text-sm">
        {!media?.ownSpeeds && (
          <PlaybackSpeedField
            text={t}
            rate={rate}
            onChange={(speed) => actor.send({ type: 'player.speed', rate: speed })}
          />
        )}
        {/* Beside the player's controls; a live region present from the start, so the note is announced. */}
        <p role="status" className="text-slate-700">
          {subtitlesUnavailable ? t('player.subtitlesUnavailable') : null}
        </p>
      </div>
    </figure>
  );
}
