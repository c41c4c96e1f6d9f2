/**
 * What the instructor learns of a quiz's videos (ADR 339): per video, the watching curve (how many students watched
 * each hundredth of it and how often it was played), chapter by chapter the students who watched it, and per
 * question at a moment its facility, and the facility of those who watched the part of the video before it against
 * those who skipped it. Each student counts with the attempt the results show (ADR 329: the current one). Pure.
 */
import * as z from 'zod';
import type { VideoChapter } from '../videoMoments/videoMoments';
import { mergeSegments, watchedSeconds, type Segment } from '../../take/watchedSegments';
import { partsPlayed, playsOf, PLAY_RULES } from '../../take/watchedPlays';
import { questionFacility, type Attempt, type QuestionVersion } from './quizStatistics';

/** The share of a chapter, or of the part before a question, a student must watch for it to count as watched. */
export const WATCHED_PART_SHARE = 0.9;

const count = z.number().int().min(0);

export const CurvePartSchema = z.object({
  /** The point: a hundredth of the video (0..99), or a second of a video shorter than 100 s. */
  part: count,
  /** Seconds of the video. */
  from: z.number(),
  to: z.number(),
  /** Students who watched at least half of the part. */
  students: count,
  /** Times it was played by them all: what exceeds `students` is rewatching. */
  plays: count,
});
export type CurvePart = z.infer<typeof CurvePartSchema>;

export const ChapterFigureSchema = z.object({
  title: z.string(),
  from: z.number(),
  /** Where the next chapter starts, or the video's end; null when its length is not known yet. */
  to: z.number().nullable(),
  /** Students who watched WATCHED_PART_SHARE of it. */
  students: count,
});
export type ChapterFigure = z.infer<typeof ChapterFigureSchema>;

export const GroupFacilitySchema = z.object({ attempts: count, facility: z.number().nullable() });
export type GroupFacility = z.infer<typeof GroupFacilitySchema>;

export const MomentFigureSchema = z.object({
  itemId: z.number().int(),
  /** The question's number in the quiz. */
  number: z.number().int(),
  title: z.string(),
  /** Its moment, and where the part of the video before it starts (the moment before, or 0). */
  at: z.number(),
  from: z.number(),
  /** Over the submitted attempts, as the question statistics count them. */
  attempts: count,
  facility: z.number().nullable(),
  /** Those who watched WATCHED_PART_SHARE of the part before it, and the rest. */
  watched: GroupFacilitySchema,
  skipped: GroupFacilitySchema,
});
export type MomentFigure = z.infer<typeof MomentFigureSchema>;

export const VideoFiguresSchema = z.object({
  itemId: z.number().int(),
  title: z.string(),
  /** Seconds: the article's recorded length, else the longest reported; null before anyone played it. */
  duration: z.number().nullable(),
  /** Students who played some of it. */
  students: count,
  curve: z.array(CurvePartSchema),
  chapters: z.array(ChapterFigureSchema),
  questions: z.array(MomentFigureSchema),
});
export type VideoFigures = z.infer<typeof VideoFiguresSchema>;

export const VideoStatisticsSchema = z.object({
  /** The students the quiz was distributed to. */
  students: count,
  videos: z.array(VideoFiguresSchema),
});
export type VideoStatistics = z.infer<typeof VideoStatisticsSchema>;

/** What one student's attempt keeps of one video. */
export interface StudentWatched {
  readonly assignmentId: number;
  readonly segments: readonly Segment[];
  readonly duration: number;
  /** Plays per hundredth (migration 100); [] for a row written before them. */
  readonly plays: readonly number[];
}

/** A submitted attempt with the assignment it belongs to. */
export type StudentAttempt = Attempt & { readonly assignmentId: number };

/** A video item of the quiz, its chapters, and the questions asked at its moments in the order of the moments. */
export interface QuizVideo {
  readonly itemId: number;
  readonly title: string;
  /** The article's recorded length, if any. */
  readonly recordedDuration: number | null;
  readonly chapters: readonly VideoChapter[];
  readonly questions: readonly {
    readonly question: QuestionVersion;
    readonly number: number;
    readonly at: number;
  }[];
}

/** The share (0..1) of `[from, to]` the segments cover; a part of no length counts as watched. */
export function coveredShare(segments: readonly Segment[], from: number, to: number): number {
  if (to <= from) return 1;
  const inside = mergeSegments(
    segments.map(([start, end]): Segment => [Math.max(from, start), Math.min(to, end)]),
  );
  return Math.min(1, watchedSeconds(inside) / (to - from));
}

const watchedPart = (row: StudentWatched | undefined, from: number, to: number) =>
  row !== undefined && coveredShare(row.segments, from, Math.min(to, row.duration)) >= WATCHED_PART_SHARE;

/** The curve's points: a hundredth of the video, or a second of one shorter than 100 s. */
export const curvePoints = (duration: number): number =>
  duration < PLAY_RULES.parts ? Math.max(1, Math.ceil(duration)) : PLAY_RULES.parts;

/** Per point of the curve, the plays of the kept hundredths whose middle falls in it, their mean rounded. */
function playsPerPoint(plays: readonly number[], duration: number, width: number, points: number): number[] {
  const sums: number[] = Array.from({ length: points }, () => 0);
  const counts: number[] = Array.from({ length: points }, () => 0);
  playsOf(plays).forEach((count, part) => {
    const point = Math.min(points - 1, Math.floor(((part + 0.5) * duration) / PLAY_RULES.parts / width));
    sums[point]! += count;
    counts[point]! += 1;
  });
  return sums.map((sum, point) => (counts[point] === 0 ? 0 : Math.round(sum / counts[point]!)));
}

/** How many students watched each point of the video (a hundredth, or a second), and how often it was played. */
export function watchingCurve(rows: readonly StudentWatched[], duration: number | null): CurvePart[] {
  if (duration === null) return [];
  const points = curvePoints(duration);
  const width = duration / points;
  const curve = Array.from({ length: points }, (_, part) => ({
    part,
    from: Math.round(part * width * 10) / 10,
    to: Math.round(Math.min(duration, (part + 1) * width) * 10) / 10,
    students: 0,
    plays: 0,
  }));
  for (const row of rows) {
    const plays = playsPerPoint(row.plays, row.duration, width, points);
    partsPlayed(row.segments, duration, points).forEach((watched, part) => {
      if (watched) curve[part]!.students += 1;
      // A row from before plays, or plays cut by real time: a watched part was played at least once.
      curve[part]!.plays += Math.max(plays[part]!, watched ? 1 : 0);
    });
  }
  return curve;
}

/** Each chapter, from its moment to the next one's or the end, with the students who watched it. */
export function chapterFigures(
  chapters: readonly VideoChapter[],
  rows: readonly StudentWatched[],
  duration: number | null,
): ChapterFigure[] {
  const sorted = [...chapters].sort((a, b) => a.at - b.at);
  return sorted.map((chapter, index) => {
    const to = sorted[index + 1]?.at ?? duration;
    return {
      title: chapter.title,
      from: chapter.at,
      to,
      students: to === null ? 0 : rows.filter((row) => watchedPart(row, chapter.at, to)).length,
    };
  });
}

const groupFacility = (question: QuestionVersion, attempts: readonly Attempt[]): GroupFacility => {
  const { attempts: asked, facility } = questionFacility(question, attempts);
  return { attempts: asked, facility };
};

/** Per question at a moment: facility overall, of those who watched the part before it, and of those who skipped it. */
export function momentFigures(
  video: QuizVideo,
  rows: readonly StudentWatched[],
  attempts: readonly StudentAttempt[],
): MomentFigure[] {
  const byAssignment = new Map(rows.map((row) => [row.assignmentId, row]));
  return video.questions.map(({ question, number, at }) => {
    const from = Math.max(0, ...video.questions.map((q) => q.at).filter((moment) => moment < at));
    const watched = attempts.filter((a) => watchedPart(byAssignment.get(a.assignmentId), from, at));
    const skipped = attempts.filter((a) => !watched.includes(a));
    const { attempts: asked, facility } = questionFacility(question, attempts);
    return {
      itemId: question.itemId,
      number,
      title: question.title,
      at,
      from,
      attempts: asked,
      facility,
      watched: groupFacility(question, watched),
      skipped: groupFacility(question, skipped),
    };
  });
}

/** One video's figures from its rows (one per student who played it) and the quiz's submitted attempts. */
export function videoFigures(
  video: QuizVideo,
  rows: readonly StudentWatched[],
  attempts: readonly StudentAttempt[],
): VideoFigures {
  const longest = rows.reduce<number | null>((max, row) => Math.max(max ?? 0, row.duration), null);
  const duration = video.recordedDuration && video.recordedDuration > 0 ? video.recordedDuration : longest;
  return {
    itemId: video.itemId,
    title: video.title,
    duration,
    students: rows.length,
    curve: watchingCurve(rows, duration),
    chapters: chapterFigures(video.chapters, rows, duration),
    questions: momentFigures(video, rows, attempts),
  };
}

/** The CSV's columns after ADR 329's (ADR 339): per student, each chapter and each part before a question watched. */
export interface VideoCsvColumn {
  readonly label: string;
  /** 'Yes' or 'No' per assignment id. */
  readonly cells: ReadonlyMap<number, 'Yes' | 'No'>;
}

export function videoCsvColumns(
  videos: readonly QuizVideo[],
  rowsOf: (itemId: number) => readonly StudentWatched[],
  assignmentIds: readonly number[],
): VideoCsvColumn[] {
  return videos.flatMap((video, index) => {
    const rows = rowsOf(video.itemId);
    const byAssignment = new Map(rows.map((row) => [row.assignmentId, row]));
    const column = (label: string, from: number, to: number): VideoCsvColumn => ({
      label,
      cells: new Map(
        assignmentIds.map((id) => [id, watchedPart(byAssignment.get(id), from, to) ? 'Yes' : 'No']),
      ),
    });
    const figures = videoFigures(video, rows, []);
    const prefix = videos.length > 1 ? `Video ${index + 1} ` : '';
    return [
      // A chapter of a video nobody played yet (no length known) has no row to be watched in: 'No' throughout.
      ...figures.chapters.map((chapter, at) =>
        column(
          `${prefix}Chapter ${at + 1} Watched: ${chapter.title}`,
          chapter.from,
          chapter.to ?? chapter.from,
        ),
      ),
      ...figures.questions.map((q) => column(`Q${q.number} Part Before Watched`, q.from, q.at)),
    ];
  });
}
