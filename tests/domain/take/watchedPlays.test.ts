/**
 * Plays per hundredth of a video (ADR 339): a part counts as played when a batch covers half of it; one batch adds at
 * most one play to a part however often it repeats it; and the plays added never stand for more seconds than the
 * real-time budget allows.
 */
import fc from 'fast-check';
import {
  addPlays,
  partCoverage,
  partsPlayed,
  playedSeconds,
  PLAY_RULES,
} from '../../../src/domain/take/watchedPlays';
import type { Segment } from '../../../src/domain/take/watchedSegments';

const DURATION = 200;
const segment = fc
  .tuple(fc.integer({ min: 0, max: DURATION * 10 }), fc.integer({ min: 0, max: 600 }))
  .map(([start, length]): Segment => [start / 10, Math.min(DURATION * 10, start + length) / 10]);
const batch = fc.array(segment, { maxLength: 200 });
const zeros = () => Array.from({ length: PLAY_RULES.parts }, () => 0);

test('a part counts as played when a batch covers at least half of it', () => {
  // Parts of 2 s: [0, 3] covers part 0 whole and half of part 1; [5.2, 6] covers 40 % of part 2.
  const played = partsPlayed(
    [
      [0, 3],
      [5.2, 6],
    ],
    DURATION,
  );
  expect(played.slice(0, 4)).toEqual([true, true, false, false]);
  expect(partCoverage([[0, 3]], DURATION).slice(0, 3)).toEqual([1, 0.5, 0]);
});

test('a batch that plays a part many times adds one play to it', () => {
  const repeated: Segment[] = Array.from({ length: 200 }, () => [0, 10]);
  const plays = addPlays([], repeated, DURATION, 10_000);
  expect(plays.slice(0, 6)).toEqual([1, 1, 1, 1, 1, 0]);
  expect(addPlays(plays, [[0, 4]], DURATION, 10_000).slice(0, 3)).toEqual([2, 2, 1]);
});

test('plays stop where the real-time budget ends, in the order of the video', () => {
  const plays = addPlays([], [[0, DURATION]], DURATION, 10);
  expect(plays.slice(0, 6)).toEqual([1, 1, 1, 1, 1, 0]);
  expect(playedSeconds(plays, DURATION)).toBe(10);
});

test('a row kept before plays starts from none', () => {
  expect(addPlays([], [[0, 2]], DURATION, 100)).toEqual([1, ...zeros().slice(1)]);
});

test('a forged batch cannot pump plays: at most one per part and never past the budget', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 100, maxLength: 100 }),
      batch,
      fc.integer({ min: 0, max: 1000 }),
      (kept, forged, budget) => {
        const plays = addPlays(kept, forged, DURATION, budget);
        const added = plays.map((count, part) => count - kept[part]!);
        expect(added.every((n) => n === 0 || n === PLAY_RULES.perBatch)).toBe(true);
        expect(playedSeconds(added, DURATION)).toBeLessThanOrEqual(budget + 1e-6);
      },
    ),
  );
});
