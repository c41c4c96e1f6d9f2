/**
 * The editor's timeline under a video item (ADR 337): the marks a video shows (its questions at their moments, its
 * chapters and notes), how long the strip is, and where a mark lands when it is moved by keyboard or dragged. Pure:
 * the player's time and length come in as arguments.
 */
import { momentsOfVideo, tenths, VIDEO_MOMENT_LIMITS } from './videoMoments';
import type { EditorItem } from '../editor/quizEditorState';

/** The keyboard's steps: ←/→ one second, with Shift five (ADR 337). */
export const MOMENT_STEPS = { small: 1, large: 5 } as const;

/** A strip for a video whose length the player does not know yet: a minute, or past the last mark. */
const UNKNOWN_LENGTH = 60;

export interface TimelineMark {
  /** `question:<item id>`, `chapter:<index>` or `note:<index>`: what the view focuses after a move. */
  readonly key: string;
  readonly kind: 'question' | 'chapter' | 'note';
  readonly at: number;
  /** The question's item, or the chapter's or note's place in its list. */
  readonly itemId?: string;
  readonly index?: number;
}

/** The marks of the video item at `videoIndex`: its questions in the order of their moments, then chapters, notes. */
export function timelineMarks(items: readonly EditorItem[], videoIndex: number): TimelineMark[] {
  const video = items[videoIndex]!.video;
  return [
    ...momentsOfVideo(items, videoIndex).map((at) => {
      const item = items[at]!;
      return {
        key: `question:${item.originId}`,
        kind: 'question' as const,
        at: item.moment!.at,
        itemId: item.originId,
      };
    }),
    ...(video?.chapters ?? []).map((chapter, index) => ({
      key: `chapter:${index}`,
      kind: 'chapter' as const,
      at: chapter.at,
      index,
    })),
    ...(video?.notes ?? []).map((note, index) => ({
      key: `note:${index}`,
      kind: 'note' as const,
      at: note.at,
      index,
    })),
  ];
}

/** The strip's length in seconds: the player's when it knows it, else a minute or a little past the last mark. */
export function timelineLength(duration: number | null, marks: readonly { readonly at: number }[]): number {
  if (duration !== null && Number.isFinite(duration) && duration > 0) return duration;
  const last = Math.max(0, ...marks.map((mark) => mark.at));
  return Math.max(UNKNOWN_LENGTH, Math.ceil((last + 10) / 10) * 10);
}

/** A moment kept inside the video: never before its start nor past its end, kept to tenths. */
export const clampMoment = (at: number, length: number): number =>
  tenths(Math.min(Math.max(at, 0), Math.min(length, VIDEO_MOMENT_LIMITS.secondsMax)));

/** Where a mark lands after a key: ←/→ one second back or on, with Shift five; null for any other key. */
export function nudgedMoment(
  at: number,
  press: { readonly key: string; readonly shiftKey: boolean },
  length: number,
): number | null {
  const direction = press.key === 'ArrowRight' ? 1 : press.key === 'ArrowLeft' ? -1 : 0;
  if (direction === 0) return null;
  const step = press.shiftKey ? MOMENT_STEPS.large : MOMENT_STEPS.small;
  return clampMoment(at + direction * step, length);
}

/** Where a mark dragged `dx` pixels along a strip `width` pixels wide lands, to whole seconds as a hand drags. */
export function draggedMoment(from: number, dx: number, width: number, length: number): number {
  if (width <= 0) return from;
  return clampMoment(Math.round(from + (dx / width) * length), length);
}

/** A mark's place along the strip, in percent of its width. */
export const markShare = (at: number, length: number): number =>
  length > 0 ? Math.min(100, Math.max(0, (at / length) * 100)) : 0;
