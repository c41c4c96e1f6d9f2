/**
 * What a preview as a student played of its videos (ADR 264, 329): merged in this page and never sent; answered as
 * the server answers a batch, with every second counted.
 */
import type { WatchedResponse } from '../../api/take/takeWatchedContract';
import { isWatched, mergeSegments, shareWatched, type Segment } from '../../domain/take/watchedSegments';
import type { WatchedInput } from './takeOutboxMachine';

export function previewWatched() {
  const played = new Map<number, Segment[]>();
  return (input: WatchedInput): WatchedResponse => {
    const segments = mergeSegments(played.get(input.itemId) ?? [], input.segments);
    played.set(input.itemId, segments);
    const duration = input.duration ?? 0;
    const share = shareWatched(segments, duration);
    return {
      segments: segments.map(([start, end]): [number, number] => [start, end]),
      duration,
      share,
      completed: isWatched(share),
      counted: 0,
      uncounted: 0,
    };
  };
}
