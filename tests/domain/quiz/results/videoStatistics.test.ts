/**
 * What the instructor learns of a video (ADR 339): the watching curve counts students per hundredth and plays with
 * rewatching, chapters count students who watched 90 % of them, and a question at a moment splits its facility
 * between those who watched the part before it and those who skipped it. Counts never exceed the students.
 */
import fc from 'fast-check';
import type { QuestionVersion } from '../../../../src/domain/quiz/results/quizStatistics';
import {
  chapterFigures,
  coveredShare,
  momentFigures,
  videoCsvColumns,
  videoFigures,
  watchingCurve,
  type QuizVideo,
  type StudentAttempt,
  type StudentWatched,
} from '../../../../src/domain/quiz/results/videoStatistics';
import type { Segment } from '../../../../src/domain/take/watchedSegments';

const DURATION = 100;
const question = (itemId: number): QuestionVersion => ({
  itemId,
  title: `Question ${itemId}`,
  options: [
    { id: 1, text: 'Right' },
    { id: 2, text: 'Wrong' },
  ],
  right: [1],
});
const video: QuizVideo = {
  itemId: 10,
  title: 'The clip',
  recordedDuration: DURATION,
  chapters: [
    { at: 50, title: 'Second half' },
    { at: 0, title: 'First half' },
  ],
  questions: [
    { question: question(11), number: 1, at: 40 },
    { question: question(12), number: 2, at: 80 },
  ],
};
const watched = (assignmentId: number, segments: Segment[], plays: number[] = []): StudentWatched => ({
  assignmentId,
  segments,
  duration: DURATION,
  plays,
});
const attempt = (assignmentId: number, answers: Record<number, number>): StudentAttempt => ({
  assignmentId,
  percentage: 0,
  version: null,
  questions: video.questions.map((q) => q.question),
  answers: Object.fromEntries(
    Object.entries(answers).map(([id, option]) => [id, { optionIds: [option], timeSpentMs: null }]),
  ),
});

test('the curve counts each student once per part watched, and their plays beside', () => {
  const plays = Array.from({ length: 100 }, (_, part) => (part < 10 ? 3 : part < 50 ? 1 : 0));
  const curve = watchingCurve([watched(1, [[0, 50]], plays), watched(2, [[0, 20]])], DURATION);
  expect(curve).toHaveLength(100);
  expect(curve[0]).toEqual({ part: 0, from: 0, to: 1, students: 2, plays: 4 });
  expect(curve[30]).toMatchObject({ students: 1, plays: 1 });
  expect(curve[60]).toMatchObject({ students: 0, plays: 0 });
});

test('a video nobody played has no curve', () => {
  expect(watchingCurve([], null)).toEqual([]);
  expect(videoFigures({ ...video, recordedDuration: null }, [], [])).toMatchObject({
    duration: null,
    students: 0,
    curve: [],
  });
});

test('a chapter counts the students who watched at least 90 % of it, up to the next chapter or the end', () => {
  const rows = [
    watched(1, [[0, 46]]),
    watched(2, [
      [0, 44],
      [55, 100],
    ]),
    watched(3, [[0, 45]]),
  ];
  expect(chapterFigures(video.chapters, rows, DURATION)).toEqual([
    { title: 'First half', from: 0, to: 50, students: 2 },
    { title: 'Second half', from: 50, to: 100, students: 1 },
  ]);
  expect(coveredShare([[0, 45]], 0, 50)).toBe(0.9);
});

test('a question splits facility between those who watched the part before it and those who skipped it', () => {
  const rows = [watched(1, [[0, 80]]), watched(2, [[0, 40]]), watched(3, [[40, 80]])];
  const attempts = [
    attempt(1, { 11: 1, 12: 1 }),
    attempt(2, { 11: 1, 12: 2 }),
    attempt(3, { 11: 2, 12: 1 }),
    attempt(4, { 11: 2, 12: 2 }),
  ];
  const [first, second] = momentFigures(video, rows, attempts);
  // Question 1 asks about 0–40 s: students 1 and 2 watched it and were right; 3 and 4 skipped it and were wrong.
  expect(first).toMatchObject({ from: 0, at: 40, attempts: 4, facility: 0.5 });
  expect(first!.watched).toEqual({ attempts: 2, facility: 1 });
  expect(first!.skipped).toEqual({ attempts: 2, facility: 0 });
  // Question 2 asks about 40–80 s: students 1 and 3 watched it.
  expect(second).toMatchObject({ from: 40, at: 80, facility: 0.5 });
  expect(second!.watched).toEqual({ attempts: 2, facility: 1 });
  expect(second!.skipped).toEqual({ attempts: 2, facility: 0 });
});

test('the CSV columns say per student which chapters and parts before questions they watched', () => {
  const rows = [watched(1, [[0, 80]]), watched(2, [[0, 40]])];
  const columns = videoCsvColumns([video], () => rows, [1, 2, 3]);
  expect(columns.map((c) => c.label)).toEqual([
    'Chapter 1 Watched: First half',
    'Chapter 2 Watched: Second half',
    'Q1 Part Before Watched',
    'Q2 Part Before Watched',
  ]);
  expect(columns.map((c) => [...c.cells.values()])).toEqual([
    ['Yes', 'No', 'No'],
    ['No', 'No', 'No'],
    ['Yes', 'Yes', 'No'],
    ['Yes', 'No', 'No'],
  ]);
});

const segment = fc
  .tuple(fc.integer({ min: 0, max: DURATION * 10 }), fc.integer({ min: 0, max: 400 }))
  .map(([start, length]): Segment => [start / 10, Math.min(DURATION * 10, start + length) / 10]);
const student = fc.record({
  segments: fc.array(segment, { maxLength: 8 }),
  plays: fc.array(fc.nat({ max: 20 }), { minLength: 100, maxLength: 100 }),
  answers: fc.record({ 11: fc.constantFrom(1, 2), 12: fc.constantFrom(1, 2) }),
  submitted: fc.boolean(),
});

test('no figure ever counts more students than played the video or submitted', () => {
  fc.assert(
    fc.property(fc.array(student, { maxLength: 25 }), (students) => {
      const rows = students.map((s, i) => watched(i, s.segments, s.plays));
      const attempts = students.flatMap((s, i) => (s.submitted ? [attempt(i, s.answers)] : []));
      const figures = videoFigures(video, rows, attempts);
      for (const part of figures.curve) {
        expect(part.students).toBeLessThanOrEqual(rows.length);
        expect(part.plays).toBeGreaterThanOrEqual(part.students);
      }
      for (const chapter of figures.chapters) expect(chapter.students).toBeLessThanOrEqual(rows.length);
      for (const q of figures.questions) {
        expect(q.attempts).toBe(attempts.length);
        expect(q.watched.attempts + q.skipped.attempts).toBe(attempts.length);
      }
    }),
  );
});

test('a video shorter than 100 s has a point per second, its plays the mean of its hundredths', () => {
  const plays = Array.from({ length: 100 }, (_, part) => (part < 25 ? 2 : 0));
  const curve = watchingCurve([{ assignmentId: 1, segments: [[0, 3]], duration: 6, plays }], 6);
  expect(curve.map((point) => [point.from, point.to, point.students, point.plays])).toEqual([
    [0, 1, 1, 2],
    // Its hundredths 17–24 played twice, 25–33 never: a mean of 0.94 plays, and it was watched.
    [1, 2, 1, 1],
    [2, 3, 1, 1],
    [3, 4, 0, 0],
    [4, 5, 0, 0],
    [5, 6, 0, 0],
  ]);
});
