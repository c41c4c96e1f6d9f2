/**
 * The transcript's eyes on the video element (ADR 342): the caption languages its <track> elements give, the
 * chosen language's cues as the browser's own WebVTT parser read them (the track turned to `hidden` when its
 * captions are not shown, so the file is read without showing it), and the playhead. What it sees it sends to the
 * transcript's machine; it decides nothing.
 */
import { useSelector } from '@xstate/react';
import { useEffect, type RefObject } from 'react';
import type { TranscriptCue } from '../../domain/take/transcript';
import {
  selectLanguage,
  selectTranscriptOpen,
  type TakeTranscriptActorRef,
} from '../../machines/take/takeTranscriptMachine';

const CAPTION_KINDS = new Set(['captions', 'subtitles']);
/** HTMLTrackElement.LOADED. */
const LOADED = 2;

const captionLanguages = (tracks: TextTrackList) =>
  Array.from(tracks)
    .filter((track) => CAPTION_KINDS.has(track.kind) && track.language !== '')
    .map((track) => track.language);

/** A cue's words, without its WebVTT markup (voices, styles), as the browser renders them. */
function cueText(cue: TextTrackCue): string {
  const html = 'getCueAsHTML' in cue ? (cue as VTTCue).getCueAsHTML() : null;
  return (html?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const cuesOf = (track: TextTrack): TranscriptCue[] =>
  Array.from(track.cues ?? [], (cue) => ({
    start: cue.startTime,
    end: cue.endTime,
    text: cueText(cue),
  })).filter((cue) => cue.text !== '');

export function useTranscriptTracks(
  media: RefObject<HTMLVideoElement | null>,
  actor: TakeTranscriptActorRef,
) {
  const open = useSelector(actor, selectTranscriptOpen);
  const language = useSelector(actor, selectLanguage);

  useEffect(() => {
    const element = media.current;
    const tracks = element?.textTracks;
    if (!element || !tracks) return;
    const tellTracks = () => actor.send({ type: 'transcript.tracks', languages: captionLanguages(tracks) });
    const tellTime = () => actor.send({ type: 'transcript.time', at: element.currentTime });
    tellTracks();
    tracks.addEventListener('addtrack', tellTracks);
    tracks.addEventListener('removetrack', tellTracks);
    element.addEventListener('timeupdate', tellTime);
    element.addEventListener('seeked', tellTime);
    return () => {
      tracks.removeEventListener('addtrack', tellTracks);
      tracks.removeEventListener('removetrack', tellTracks);
      element.removeEventListener('timeupdate', tellTime);
      element.removeEventListener('seeked', tellTime);
    };
  }, [media, actor]);

  useEffect(() => {
    const element = media.current;
    if (!open || !language || !element) return;
    const trackElement = Array.from(element.querySelectorAll('track')).find(
      (track) => track.srclang === language,
    );
    if (!trackElement) return;
    // A disabled track is never read; hidden, it is read and not shown (captions the student turned on stay on).
    if (trackElement.track.mode === 'disabled') trackElement.track.mode = 'hidden';
    const read = () => actor.send({ type: 'transcript.cues', language, cues: cuesOf(trackElement.track) });
    if (trackElement.readyState === LOADED) read();
    trackElement.addEventListener('load', read);
    return () => trackElement.removeEventListener('load', read);
  }, [media, actor, open, language]);
}
