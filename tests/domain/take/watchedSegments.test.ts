/**
 * Played segments (ADR 329): merging is idempotent, commutative and associative, a merged list never covers more
 * than the video, and forged batches never count more than real time allows.
 */
import fc from 'fast-check';
import { countWatchedBatch } from '../../../src/domain/take/watchedRecord';
import {
  countBatch,
  mergeSegments,
  shareWatched,
  subtractSegments,
  watchAllowance,
  watchedSeconds,
  withinVideo,
  WATCH_RULES,
  type Segment,
} from '../../../src/domain/take/watchedSegments';

const DURATION = 600;
const segment = fc
  .tuple(fc.integer({ min: 0, max: DURATION * 1000 }), fc.integer({ min: 0, max: 60_000 }))
  .map(([start, length]): Segment => [start / 1000, Math.min(DURATION * 1000, start + length) / 1000]);
const segments = fc.array(segment, { maxLength: 30 });

test.each<[Segment[], Segment[]]>([
  [[], []],
  [
    [
      [0, 10],
      [5, 20],
    ],
    [[0, 20]],
  ],
  [
    [
      [10, 20],
      [0, 10],
    ],
    [[0, 20]],
  ],
  [
    [
      [0, 5],
      [6, 8],
      [7, 9],
    ],
    [
      [0, 5],
      [6, 9],
    ],
  ],
  [
    [
      [3, 3],
      [4, 2],
    ],
    [],
  ],
])('merging %j gives %j: overlapping and touching segments join, empty ones go', (given, merged) => {
  expect(mergeSegments(given)).toEqual(merged);
});

test('merging is idempotent, commutative and associative', () => {
  fc.assert(
    fc.property(segments, segments, segments, (a, b, c) => {
      expect(mergeSegments(mergeSegments(a))).toEqual(mergeSegments(a));
      expect(mergeSegments(a, b)).toEqual(mergeSegments(b, a));
      expect(mergeSegments(mergeSegments(a, b), c)).toEqual(mergeSegments(a, mergeSegments(b, c)));
    }),
  );
});

test('merged segments are sorted, apart, and never cover more than the video', () => {
  fc.assert(
    fc.property(segments, fc.integer({ min: 1, max: DURATION }), (given, duration) => {
      const merged = withinVideo(given, duration);
      merged.forEach(([start, end], i) => {
        expect(end).toBeGreaterThan(start);
        if (i > 0) expect(start).toBeGreaterThan(merged[i - 1]![1]);
      });
      expect(watchedSeconds(merged)).toBeLessThanOrEqual(duration);
      expect(shareWatched(given, duration)).toBeLessThanOrEqual(1);
    }),
  );
});

test('what subtracting leaves and what it took make up the whole again', () => {
  fc.assert(
    fc.property(segments, segments, (a, b) => {
      const whole = mergeSegments(a);
      const left = subtractSegments(whole, mergeSegments(b));
      expect(mergeSegments(left, subtractSegments(whole, left))).toEqual(whole);
      for (const [start, end] of left)
        for (const [cutStart, cutEnd] of mergeSegments(b))
          expect(end <= cutStart || start >= cutEnd).toBe(true);
    }),
  );
});

test('a batch counts at most its budget of new seconds, and seconds already kept cost nothing', () => {
  fc.assert(
    fc.property(segments, segments, fc.integer({ min: 0, max: 2000 }), (kept, batch, budget) => {
      const keptMerged = mergeSegments(kept);
      const counted = countBatch(keptMerged, batch, budget);
      expect(counted.counted).toBeLessThanOrEqual(budget + 0.001);
      expect(watchedSeconds(counted.segments)).toBeCloseTo(watchedSeconds(keptMerged) + counted.counted, 2);
      expect(countBatch(counted.segments, keptMerged, 0).segments).toEqual(counted.segments);
    }),
  );
});

test('forged batches sent at any moments never raise what is watched past what real time allows', () => {
  const batches = fc.array(fc.tuple(fc.integer({ min: 0, max: 120_000 }), segments), { maxLength: 8 });
  fc.assert(
    fc.property(batches, (sent) => {
      let kept: { segments: Segment[]; duration: number } | null = null;
      let now = 0;
      for (const [wait, batch] of sent) {
        now += wait;
        const result = countWatchedBatch({
          kept,
          recordedDuration: DURATION,
          batch,
          attemptSeconds: kept ? watchedSeconds(kept.segments) : 0,
          startedAtMs: 0,
          nowMs: now,
        });
        if ('refused' in result) continue;
        kept = { segments: result.segments, duration: result.duration };
        expect(result.watchedSeconds).toBeLessThanOrEqual(watchAllowance(0, now) + 0.01);
      }
    }),
  );
});

test('the allowance is the real time since the start at the fastest speed, plus the tolerance', () => {
  expect(watchAllowance(0, 60_000)).toBe(60 * WATCH_RULES.speedMax + WATCH_RULES.toleranceSeconds);
  expect(watchAllowance(60_000, 0)).toBe(WATCH_RULES.toleranceSeconds);
});

test.each<[string, Parameters<typeof countWatchedBatch>[0], string]>([
  [
    'past the end',
    { kept: null, recordedDuration: 100, batch: [[0, 102]], attemptSeconds: 0, startedAtMs: 0, nowMs: 1e9 },
    'pastTheEnd',
  ],
  [
    'no length known',
    { kept: null, recordedDuration: null, batch: [[0, 2]], attemptSeconds: 0, startedAtMs: 0, nowMs: 1e9 },
    'noDuration',
  ],
])('a batch %s is refused', (_, input, refused) => {
  expect(countWatchedBatch(input)).toEqual({ refused });
});

test('without a recorded length the first report’s is kept, and a later report cannot change it', () => {
  const first = countWatchedBatch({
    kept: null,
    recordedDuration: null,
    reportedDuration: 50,
    batch: [[0, 10]],
    attemptSeconds: 0,
    startedAtMs: 0,
    nowMs: 1e9,
  });
  expect(first).toMatchObject({ duration: 50, share: 0.2 });
  const later = countWatchedBatch({
    kept: { segments: [[0, 10]], duration: 50 },
    recordedDuration: null,
    reportedDuration: 10,
    batch: [[10, 20]],
    attemptSeconds: 10,
    startedAtMs: 0,
    nowMs: 1e9,
  });
  expect(later).toMatchObject({ duration: 50, share: 0.4 });
});
