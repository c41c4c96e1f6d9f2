/**
 * The editor's player as its timeline follows it (ADR 337): where it is and how long the video is, read from the
 * media element inside `frame` as it reports them (its events caught on the way down, as a media element's do not
 * bubble), and a way to move it to a moment. View state: nothing of it is the quiz's.
 */
import { useEffect, useState, type RefObject } from 'react';

const FOLLOWED = ['timeupdate', 'seeked', 'loadedmetadata', 'durationchange'] as const;

export function usePlayerTime(frame: RefObject<HTMLElement | null>) {
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const follow = (event: Event) => {
      if (!(event.target instanceof HTMLMediaElement)) return;
      setTime(event.target.currentTime);
      if (Number.isFinite(event.target.duration)) setDuration(event.target.duration);
    };
    for (const type of FOLLOWED) element.addEventListener(type, follow, true);
    return () => {
      for (const type of FOLLOWED) element.removeEventListener(type, follow, true);
    };
  }, [frame]);
  const seek = (at: number) => {
    const media = frame.current?.querySelector('video');
    if (!media) return;
    media.currentTime = at;
    setTime(at);
  };
  return { time, duration, seek };
}
