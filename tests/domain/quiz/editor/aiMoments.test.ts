/** Generated questions at moments of the video (ADR 344): the line the model names becomes a moment we compute. */
import {
  inMomentOrder,
  linesWithin,
  momentAfterLine,
  momentsAfterLines,
  numberedLine,
  type TranscriptCue,
} from '../../../../src/domain/quiz/editor/aiMoments';

const cues: TranscriptCue[] = [
  { start: 0, end: 4.25, text: 'Colour bars fill the screen.' },
  { start: 4.25, end: 65.4, text: 'A tone of 440 hertz plays.' },
  { start: 65.4, end: 69, text: 'It is a sine wave.' },
  { start: 69, end: 130, text: 'The bars fade out.' },
];

test('a line is numbered from 1 with its start and end as the player shows them', () => {
  expect(numberedLine(3, cues[2]!)).toBe('3 [1:05.4–1:09] It is a sine wave.');
});

test('the question is placed at the end of the line the model named, kept to tenths, pausing and not required', () => {
  expect(momentAfterLine(1, cues, 200)).toEqual({ at: 4.3, pause: true, mustAnswer: false });
  expect(momentAfterLine(3, cues, 200)).toEqual({ at: 69, pause: true, mustAnswer: false });
});

test('a line ending after the video ends is held to the video’s length; an unknown length holds nothing back', () => {
  expect(momentAfterLine(4, cues, 120)?.at).toBe(120);
  expect(momentAfterLine(4, cues, null)?.at).toBe(130);
  expect(momentAfterLine(4, cues, 0)?.at).toBe(130);
});

test.each([0, -1, 5, 2.5, Number.NaN, '2', null, undefined, { line: 2 }])(
  'a line number that names no line sent (%s) puts no moment',
  (afterLine) => {
    expect(momentAfterLine(afterLine, cues, 200)).toBeNull();
  },
);

test('questions come in the order of their moments, a tie in the model’s order, those without a moment last', () => {
  const moments = momentsAfterLines([3, 99, 1, 3, 2], cues, 200);
  const questions = ['a', 'b', 'c', 'd', 'e'].map((title, i) =>
    moments[i] ? { title, moment: moments[i] } : { title },
  );
  const placed = inMomentOrder(questions);
  expect(placed.map((q) => [q.title, q.moment?.at ?? null])).toEqual([
    ['c', 4.3],
    ['e', 65.4],
    ['a', 69],
    ['d', 69],
    ['b', null],
  ]);
  expect('moment' in placed[4]!).toBe(false);
});

test('only the lines whose numbered text fits the cap are sent, whole', () => {
  const fitTwo = numberedLine(1, cues[0]!).length + 1 + numberedLine(2, cues[1]!).length;
  expect(linesWithin(cues, fitTwo)).toEqual(cues.slice(0, 2));
  expect(linesWithin(cues, fitTwo - 1)).toEqual(cues.slice(0, 1));
  expect(linesWithin(cues, 10_000)).toEqual(cues);
});
