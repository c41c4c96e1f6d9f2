/**
 * The transcript of a student's video (ADR 342), a chunk of its own loaded only beside a video with subtitles: its
 * machine (opened before on this page, it starts open), fed by the video element's caption tracks, and the seek a
 * chosen line asks for, handed to the player that owns the video (`onSeek`): the interactive player's rules or the
 * plain player's element.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type RefObject } from 'react';
import { createTakeTranscriptServices } from '../../machines/take/takeTranscriptServices';
import { TakeTranscriptPanel } from './TakeTranscriptPanel';
import { useTakeText } from './takeText';
import { useTranscriptTracks } from './useTranscriptTracks';

export function TakeTranscript({
  media,
  onSeek,
}: {
  readonly media: RefObject<HTMLVideoElement | null>;
  readonly onSeek: (at: number) => void;
}) {
  const TAKE_TEXT = useTakeText();
  const [services] = useState(() => createTakeTranscriptServices());
  const actor = useActorRef(services.logic, {
    input: { preferred: TAKE_TEXT.code, open: services.openedBefore() },
  });
  useTranscriptTracks(media, actor);
  useEffect(() => {
    const subscription = actor.on('transcript.seek', (command) => onSeek(command.at));
    return () => subscription.unsubscribe();
  }, [actor, onSeek]);
  return <TakeTranscriptPanel actor={actor} />;
}
