/**
 * Interactive video (ADR 337): questions at moments of a video, and how the video plays.
 *
 * - A question item may carry a `moment`: it is asked at `at` seconds of the video item before it in its part
 *   (the nearest video item above it in the same activity). The video pauses there (`pause`), does not go on until
 *   it is answered (`mustAnswer`, which implies `pause`), and on a wrong answer goes back to `jumpBackTo` (a moment
 *   before `at`).
 * - A video item may carry `video` settings: prevent skipping ahead of what was watched, require watching a share
 *   of it (100: to the end) before the quiz can be submitted, the playback speeds allowed, chapter titles and text
 *   notes at moments.
 *
 * Times are seconds of the video, kept to tenths. Pure: the editor, the student page and the server read it.
 *
 * @publicModule the editor, the student page, the server and the exports read moments and video settings through it.
 */
import * as z from 'zod';
import { plainText } from '../../shared/richText';

export const VIDEO_MOMENT_LIMITS = {
  /** The longest video, in seconds (a day). */
  secondsMax: 86_400,
  chaptersMax: 50,
  notesMax: 50,
  chapterTitleMax: 200,
  noteTextMax: 2000,
} as const;

/** The playback speeds a video may offer; 1 is always offered. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Seconds kept to tenths. */
export const tenths = (seconds: number): number => Math.round(seconds * 10) / 10;

const SecondsSchema = z.number().min(0).max(VIDEO_MOMENT_LIMITS.secondsMax);

/** A question's moment in the video before it. */
export const VideoMomentSchema = z.object({
  /** Seconds into the video. */
  at: SecondsSchema,
  /** The video pauses there until the question is answered or passed. */
  pause: z.boolean(),
  /** The video goes on only once the question is answered (it pauses too). */
  mustAnswer: z.boolean(),
  /** On a wrong answer the video goes back to this moment (before `at`); absent: it goes on. */
  jumpBackTo: SecondsSchema.optional(),
});
export type VideoMoment = z.infer<typeof VideoMomentSchema>;

export const VideoChapterSchema = z.object({
  at: SecondsSchema,
  title: z.string().max(VIDEO_MOMENT_LIMITS.chapterTitleMax),
});
export type VideoChapter = z.infer<typeof VideoChapterSchema>;

export const VideoNoteSchema = z.object({
  at: SecondsSchema,
  /** Rich text shown over the video at its moment. */
  text: z.string().max(VIDEO_MOMENT_LIMITS.noteTextMax),
});
export type VideoNote = z.infer<typeof VideoNoteSchema>;

const SpeedSchema = z.union(
  PLAYBACK_SPEEDS.map((speed) => z.literal(speed)) as never,
) as z.ZodType<PlaybackSpeed>;

/** How a video item plays. Every field absent: it plays as a plain video. */
export const VideoSettingsSchema = z.object({
  /** A student may not seek past what they have watched. */
  preventSkipping: z.boolean().optional(),
  /** The percentage of the video to watch before submitting (100: to the end); absent: none. */
  requireWatched: z.number().int().min(1).max(100).optional(),
  /** The speeds offered; absent: all of PLAYBACK_SPEEDS. */
  speeds: z.array(SpeedSchema).min(1).max(PLAYBACK_SPEEDS.length).optional(),
  chapters: z.array(VideoChapterSchema).max(VIDEO_MOMENT_LIMITS.chaptersMax).optional(),
  notes: z.array(VideoNoteSchema).max(VIDEO_MOMENT_LIMITS.notesMax).optional(),
});
export type VideoSettings = z.infer<typeof VideoSettingsSchema>;

export const VIDEO_MOMENT_MESSAGES = {
  noVideoBefore: 'A question at a moment needs a video above it in its part',
  jumpBackAfter: 'Go back to a moment before the question',
  chapterTitleEmpty: 'A chapter needs its title',
  noteTextEmpty: 'A note needs its text',
  normalSpeed: 'Normal speed (1×) is always offered',
  notReached: 'Watch the video up to this question first',
  watchFirst: 'Watch the video before submitting',
  skipRefused: 'You can’t skip ahead of what you have watched',
} as const;

/** The smallest item shape the rules read. */
interface MomentItem {
  readonly type: number;
  readonly moment?: VideoMoment | null;
  readonly video?: VideoSettings | null;
}

const VIDEO_ITEM = 1;

/** The index of the video item a question at `index` belongs to (the nearest video item above it); -1 if none. */
export function videoIndexOf(items: readonly MomentItem[], index: number): number {
  for (let at = index - 1; at >= 0; at -= 1) if (items[at]!.type === VIDEO_ITEM) return at;
  return -1;
}

/** The questions asked during the video at `videoIndex`, as indexes, in the order of their moments. */
export function momentsOfVideo(items: readonly MomentItem[], videoIndex: number): number[] {
  const found: number[] = [];
  for (let at = videoIndex + 1; at < items.length && items[at]!.type !== VIDEO_ITEM; at += 1)
    if (items[at]!.moment) found.push(at);
  return found.sort((a, b) => items[a]!.moment!.at - items[b]!.moment!.at || a - b);
}

/** The speeds a video offers, slowest first. */
export const speedsOf = (video: VideoSettings | null | undefined): readonly PlaybackSpeed[] =>
  video?.speeds ? [...video.speeds].sort((a, b) => a - b) : PLAYBACK_SPEEDS;

/** The fastest speed a video offers: what real time allows a student to have watched (ADR 329). */
export const fastestSpeed = (video: VideoSettings | null | undefined): number => Math.max(...speedsOf(video));

/** The share (0..1) a student must watch before submitting; null when none is required. */
export const requiredShare = (video: VideoSettings | null | undefined): number | null =>
  video?.requireWatched ? video.requireWatched / 100 : null;

/** Whether watched segments (merged, `[start, end]` seconds) reach a moment: some part ends at it or after. */
export const reaches = (segments: readonly (readonly [number, number])[], at: number, slack = 1): boolean =>
  at <= slack || segments.some(([, end]) => end >= at - slack);

/** Save checks of the items' moments and video settings, each beside its field (`items.3.moment.jumpBackTo`). */
export function videoMomentIssues(items: readonly MomentItem[]): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  items.forEach((item, index) => {
    const { moment, video } = item;
    if (moment) {
      if (item.type === VIDEO_ITEM || videoIndexOf(items, index) < 0)
        issues.push({ field: `items.${index}.moment`, message: VIDEO_MOMENT_MESSAGES.noVideoBefore });
      if (moment.jumpBackTo !== undefined && moment.jumpBackTo >= moment.at)
        issues.push({
          field: `items.${index}.moment.jumpBackTo`,
          message: VIDEO_MOMENT_MESSAGES.jumpBackAfter,
        });
    }
    if (video) {
      if (video.speeds && !video.speeds.includes(1))
        issues.push({ field: `items.${index}.video.speeds`, message: VIDEO_MOMENT_MESSAGES.normalSpeed });
      video.chapters?.forEach((chapter, at) => {
        if (chapter.title.trim() === '')
          issues.push({
            field: `items.${index}.video.chapters.${at}.title`,
            message: VIDEO_MOMENT_MESSAGES.chapterTitleEmpty,
          });
      });
      video.notes?.forEach((note, at) => {
        if (plainText(note.text) === '')
          issues.push({
            field: `items.${index}.video.notes.${at}.text`,
            message: VIDEO_MOMENT_MESSAGES.noteTextEmpty,
          });
      });
    }
  });
  return issues;
}

/** A moment as the player shows it: `m:ss` (or `h:mm:ss`), tenths when there are any. */
export function formatMoment(seconds: number): string {
  const whole = Math.floor(tenths(seconds));
  const tenth = Math.round((tenths(seconds) - whole) * 10);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const clock = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  return tenth > 0 ? `${clock}.${tenth}` : clock;
}

/** A moment typed as `m:ss`, `h:mm:ss` or seconds (tenths allowed); null when it is none. */
export function parseMoment(text: string): number | null {
  const match = /^\s*(?:(?:(\d+):)?(\d{1,2}):)?(\d+(?:\.\d)?)\s*$/.exec(text);
  if (!match) return null;
  const [, h, m, s] = match;
  if ((h !== undefined || m !== undefined) && Number(s) >= 60) return null;
  const seconds = Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s);
  return seconds <= VIDEO_MOMENT_LIMITS.secondsMax ? tenths(seconds) : null;
}
