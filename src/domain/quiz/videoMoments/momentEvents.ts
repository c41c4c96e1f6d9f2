/**
 * The editor's events on questions at moments of a video and on a video's settings (ADR 337): give a question a
 * moment, move it, change how it stops the video, take it away; add a new question at a moment; change how a video
 * plays; add, move, retitle and remove its chapters and notes. Each is one undo step; moving one mark again and
 * again (the keyboard's ±1 s) and typing into one title or text coalesce into one.
 *
 * Chapters and notes are kept in the order of their moments (a tie keeps the earlier one first) and named by
 * their place in that order, which every event keeps.
 */
import { castDraft, type Draft } from 'immer';
import * as z from 'zod';
import type { EditorItem } from '../editor/quizEditorState';
import type { RejectReason } from '../editor/rejectReasons';
import { QuestionTypeNameSchema } from '../../../questionTypes/shared/domain/registry';
import { ItemArticleSchema } from '../quiz';
import {
  PLAYBACK_SPEEDS,
  VIDEO_MOMENT_LIMITS,
  tenths,
  type PlaybackSpeed,
  type VideoChapter,
  type VideoNote,
  type VideoSettings,
} from './videoMoments';

const LocalIdSchema = z.string().min(1);
const IndexSchema = z.number().int().min(0);
const AtSchema = z.number().min(0).max(VIDEO_MOMENT_LIMITS.secondsMax);
const SpeedSchema = z.number().refine((speed) => (PLAYBACK_SPEEDS as readonly number[]).includes(speed));

export const MOMENT_EVENTS = [
  /** Asks the question at `at` seconds of the video above it; it pauses there. One with a moment moves there. */
  z.object({ type: z.literal('moment.set'), itemId: LocalIdSchema, at: AtSchema }),
  /** Moves a question's moment (a drag, ±1 s or ±5 s); its jump back stays where it was. */
  z.object({ type: z.literal('moment.move'), itemId: LocalIdSchema, at: AtSchema }),
  /** Pause there, must answer to go on (which pauses too), go back to a moment on a wrong answer (null: none). */
  z.object({
    type: z.literal('moment.change'),
    itemId: LocalIdSchema,
    changes: z
      .object({ pause: z.boolean(), mustAnswer: z.boolean(), jumpBackTo: AtSchema.nullable() })
      .partial(),
  }),
  /** The question is asked beside the video again. */
  z.object({ type: z.literal('moment.clear'), itemId: LocalIdSchema }),
  /** A new question at `at` seconds of a video, after the last item of the video's part. */
  z.object({
    type: z.literal('moment.addQuestion'),
    videoItemId: LocalIdSchema,
    itemId: LocalIdSchema,
    optionIds: z.array(LocalIdSchema).length(4),
    /** Absent: SPEC's choice question. */
    questionType: QuestionTypeNameSchema.optional(),
    at: AtSchema,
  }),
  /**
   * The catalog video a video item without one plays (an imported video no article was found for, ADR 349): its
   * moments, chapters and notes stay, now in seconds of this video.
   */
  z.object({ type: z.literal('video.setArticle'), itemId: LocalIdSchema, article: ItemArticleSchema }),
  /** How a video plays: prevent skipping, the share to watch (null: none), the speeds offered (null: all). */
  z.object({
    type: z.literal('video.setPlayback'),
    itemId: LocalIdSchema,
    changes: z
      .object({
        preventSkipping: z.boolean(),
        requireWatched: z.number().int().min(1).max(100).nullable(),
        speeds: z.array(SpeedSchema).min(1).max(PLAYBACK_SPEEDS.length).nullable(),
      })
      .partial(),
  }),
  z.object({
    type: z.literal('videoChapter.add'),
    itemId: LocalIdSchema,
    at: AtSchema,
    title: z.string().max(VIDEO_MOMENT_LIMITS.chapterTitleMax),
  }),
  z.object({ type: z.literal('videoChapter.move'), itemId: LocalIdSchema, index: IndexSchema, at: AtSchema }),
  z.object({
    type: z.literal('videoChapter.setTitle'),
    itemId: LocalIdSchema,
    index: IndexSchema,
    title: z.string().max(VIDEO_MOMENT_LIMITS.chapterTitleMax),
  }),
  z.object({ type: z.literal('videoChapter.remove'), itemId: LocalIdSchema, index: IndexSchema }),
  z.object({
    type: z.literal('videoNote.add'),
    itemId: LocalIdSchema,
    at: AtSchema,
    text: z.string().max(VIDEO_MOMENT_LIMITS.noteTextMax),
  }),
  z.object({ type: z.literal('videoNote.move'), itemId: LocalIdSchema, index: IndexSchema, at: AtSchema }),
  z.object({
    type: z.literal('videoNote.setText'),
    itemId: LocalIdSchema,
    index: IndexSchema,
    text: z.string().max(VIDEO_MOMENT_LIMITS.noteTextMax),
  }),
  z.object({ type: z.literal('videoNote.remove'), itemId: LocalIdSchema, index: IndexSchema }),
] as const;

export type MomentEvent = z.infer<(typeof MOMENT_EVENTS)[number]>;
/** The events on one item (all but the new question, which names its video). */
export type ItemMomentEvent = Exclude<MomentEvent, { type: 'moment.addQuestion' }>;

const MOMENT_EVENT_TYPES: ReadonlySet<string> = new Set(
  MOMENT_EVENTS.map((schema) => schema.shape.type.value),
);
export const isMomentEvent = (e: { readonly type: string }): e is MomentEvent =>
  MOMENT_EVENT_TYPES.has(e.type);

/** Moving one mark again and again, and typing into one chapter title or note, is one undo step. */
export function momentCoalesceKey(e: MomentEvent): string | undefined {
  switch (e.type) {
    case 'moment.move':
      return `moment.at:${e.itemId}`;
    case 'videoChapter.move':
      return `videoChapter.at:${e.itemId}:${e.index}`;
    case 'videoNote.move':
      return `videoNote.at:${e.itemId}:${e.index}`;
    case 'videoChapter.setTitle':
      return `videoChapter.title:${e.itemId}:${e.index}`;
    case 'videoNote.setText':
      return `videoNote.text:${e.itemId}:${e.index}`;
    case 'video.setPlayback':
      // Typing a percentage is one step; a checkbox is a step of its own.
      return Object.keys(e.changes).join() === 'requireWatched'
        ? `video.requireWatched:${e.itemId}`
        : undefined;
    default:
      return undefined;
  }
}

/** A rule's verdict: why it is refused, or the change to make to the item. */
export type MomentPlan = RejectReason | ((item: Draft<EditorItem>) => void);

/**
 * Where a chapter or note moved to `at` lands in the list kept in time order: after those at or before it, the
 * others keeping their order. The editor's timeline follows a moved mark's focus to it.
 */
export function placeAfterMove(list: readonly { readonly at: number }[], index: number, at: number): number {
  const others = list.filter((_, i) => i !== index);
  const before = others.filter((entry) => entry.at <= at).length;
  return before;
}

function insertInOrder<T extends { at: number }>(list: T[], entry: T): void {
  list.splice(placeAfterMove([...list, entry], list.length, entry.at), 0, entry);
}

function tidy(item: Draft<EditorItem>): void {
  const video = item.video;
  if (!video) return;
  if (video.chapters?.length === 0) delete video.chapters;
  if (video.notes?.length === 0) delete video.notes;
  if (Object.keys(video).length === 0) delete item.video;
}

const settingsOf = (item: Draft<EditorItem>): Draft<VideoSettings> => (item.video ??= {});

/** A question's moment events (the reducer has checked it is a question with a video above it for `moment.set`). */
export function planQuestionMoment(
  item: EditorItem,
  e: Extract<ItemMomentEvent, { type: `moment.${string}` }>,
) {
  const at = 'at' in e ? tenths(e.at) : 0;
  if (e.type === 'moment.set')
    return (draft: Draft<EditorItem>) => {
      if (draft.moment) draft.moment.at = at;
      else draft.moment = { at, pause: true, mustAnswer: false };
    };
  const moment = item.moment;
  if (!moment) return 'noMoment' as const;
  switch (e.type) {
    case 'moment.move':
      return (draft: Draft<EditorItem>) => void (draft.moment!.at = at);
    case 'moment.clear':
      return (draft: Draft<EditorItem>) => void delete draft.moment;
    case 'moment.change':
      return (draft: Draft<EditorItem>) => {
        const target = draft.moment!;
        const { pause, mustAnswer, jumpBackTo } = e.changes;
        if (pause !== undefined) target.pause = pause;
        if (mustAnswer !== undefined) target.mustAnswer = mustAnswer;
        // Must answer stops the video; a video that does not stop cannot wait for an answer.
        if (mustAnswer === true) target.pause = true;
        if (pause === false) target.mustAnswer = false;
        if (jumpBackTo === null) delete target.jumpBackTo;
        else if (jumpBackTo !== undefined) target.jumpBackTo = tenths(jumpBackTo);
      };
  }
}

const ALL_SPEEDS = PLAYBACK_SPEEDS.length;

/** A video item's events (the reducer has checked it is a video). */
export function planVideoEvent(
  item: EditorItem,
  e: Exclude<ItemMomentEvent, { type: `moment.${string}` }>,
): MomentPlan {
  const chapters = item.video?.chapters ?? [];
  const notes = item.video?.notes ?? [];
  switch (e.type) {
    case 'video.setArticle':
      if (item.article) return 'videoAlreadyAdded';
      return (draft) => {
        draft.article = castDraft(e.article);
        if (draft.title.trim() === '') draft.title = e.article.title;
      };
    case 'video.setPlayback': {
      const { preventSkipping, requireWatched, speeds } = e.changes;
      const chosen = speeds ? [...new Set(speeds)] : speeds;
      if (chosen && !chosen.includes(1)) return 'normalSpeed';
      return (draft) => {
        const video = settingsOf(draft);
        if (preventSkipping === true) video.preventSkipping = true;
        else if (preventSkipping === false) delete video.preventSkipping;
        if (requireWatched === null) delete video.requireWatched;
        else if (requireWatched !== undefined) video.requireWatched = requireWatched;
        // Every speed offered is the default: the setting is then absent.
        if (chosen === null || chosen?.length === ALL_SPEEDS) delete video.speeds;
        else if (chosen)
          video.speeds = (PLAYBACK_SPEEDS as readonly PlaybackSpeed[]).filter((speed) =>
            chosen.includes(speed),
          );
        tidy(draft);
      };
    }
    case 'videoChapter.add':
      if (chapters.length >= VIDEO_MOMENT_LIMITS.chaptersMax) return 'indexOutOfRange';
      return (draft) =>
        insertInOrder((settingsOf(draft).chapters ??= []), { at: tenths(e.at), title: e.title });
    case 'videoNote.add':
      if (notes.length >= VIDEO_MOMENT_LIMITS.notesMax) return 'indexOutOfRange';
      return (draft) => insertInOrder((settingsOf(draft).notes ??= []), { at: tenths(e.at), text: e.text });
    case 'videoChapter.move':
    case 'videoChapter.setTitle':
    case 'videoChapter.remove':
      if (e.index >= chapters.length) return 'indexOutOfRange';
      return (draft) => {
        changeEntry<VideoChapter>(settingsOf(draft).chapters!, e);
        tidy(draft);
      };
    case 'videoNote.move':
    case 'videoNote.setText':
    case 'videoNote.remove':
      if (e.index >= notes.length) return 'indexOutOfRange';
      return (draft) => {
        changeEntry<VideoNote>(settingsOf(draft).notes!, e);
        tidy(draft);
      };
  }
}

/** Moves, changes or removes the entry at `e.index` of a list kept in time order. */
function changeEntry<T extends VideoChapter | VideoNote>(
  list: T[],
  e: { type: string; index: number; at?: number; title?: string; text?: string },
): void {
  if (e.type.endsWith('.remove')) list.splice(e.index, 1);
  else if (e.type.endsWith('.move')) {
    const [moved] = list.splice(e.index, 1);
    insertInOrder(list, { ...moved!, at: tenths(e.at!) });
  } else if (e.title !== undefined) (list[e.index] as VideoChapter).title = e.title;
  else if (e.text !== undefined) (list[e.index] as VideoNote).text = e.text;
}
