/**
 * The media element's events fed to the playback tracker (src/domain/content/playbackTracker.ts, ADR 329): each
 * range it closes or reports is given to `onPlayed` with the video's length as the element knows it. Without
 * `onPlayed` (the console's players) nothing is tracked. One handler for the element's play, timeupdate, seeking,
 * pause and ended events.
 */
import { useRef, type SyntheticEvent } from 'react';
import {
  PLAYBACK_START,
  trackPlayback,
  type PlaybackEvent,
  type PlayedRange,
} from '../../../domain/content/playbackTracker';

export type OnPlayed = (range: PlayedRange, duration: number | undefined) => void;

/** The tracker's event for each media event it follows. */
const TRACKED: Readonly<Record<string, PlaybackEvent['type']>> = {
  play: 'play',
  timeupdate: 'time',
  seeking: 'seeking',
  pause: 'pause',
  ended: 'ended',
};

export function usePlayedRanges(onPlayed: OnPlayed | undefined) {
  const playback = useRef(PLAYBACK_START);
  return (event: SyntheticEvent<HTMLVideoElement>) => {
    const type = TRACKED[event.type];
    if (!onPlayed || !type) return;
    const media = event.currentTarget;
    const { state, played } = trackPlayback(playback.current, { type, at: media.currentTime });
    playback.current = state;
    if (played) onPlayed(played, Number.isFinite(media.duration) ? media.duration : undefined);
  };
}
