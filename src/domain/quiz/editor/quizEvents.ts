/**
 * The quiz editor's events: every change a user can make, as data. The same events drive the screen, undo/redo,
 * the persisted draft and the property tests, so they are a zod union (a draft read back from storage is parsed,
 * not trusted). Ids of new things travel in the event — the caller generates them — so replaying a log gives
 * the same document every time.
 */
import { OptionPictureSchema } from '../../../questionTypes/shared/domain/optionPicture';
import * as z from 'zod';
import { TagSchema } from '../../content/content';
import { ItemArticleSchema } from '../quiz';
import { RandomSlotSchema } from '../banks/randomSlot';
import {
  QUESTION_TYPE_EVENTS,
  QuestionTypeNameSchema,
  typeOfEvent,
} from '../../../questionTypes/shared/domain/registry';
import { POINTS_MAX } from '../../../questionTypes/shared/domain/questionFields';
import { HintsSchema } from '../hints/hints';
import { OutcomeFeedbackSchema, OutcomeSchema } from '../outcomeFeedback/outcomeFeedback';
import { HINT_EVENTS, hintCoalesceKey, isHintEvent } from '../hints/hintEvents';
import { MOMENT_EVENTS, isMomentEvent, momentCoalesceKey } from '../videoMoments/momentEvents';
import { VideoMomentSchema } from '../videoMoments/videoMoments';

const LocalIdSchema = z.string().min(1);
const IndexSchema = z.number().int().min(0);

/** A video to add: the local id of its new item and the article it shows. */
export const NewVideoSchema = z.object({ itemId: LocalIdSchema, article: ItemArticleSchema });
export type NewVideo = z.infer<typeof NewVideoSchema>;

/**
 * A question copied in from a template (playlist import) or written by a language model. A choice question (no
 * `questionType`) has options and a right answer among them; another type has neither, and its `definition`.
 */
export const NewQuestionSchema = z.object({
  itemId: LocalIdSchema,
  title: z.string(),
  image: z.string().nullable(),
  isMultiple: z.boolean(),
  /** An option's picture (ADR 311) comes with it. */
  options: z.array(
    z.object({
      optionId: LocalIdSchema,
      text: z.string(),
      /** Shown to a student who chose it (a bank question's copy keeps it). */
      feedback: z.string().optional(),
      picture: OptionPictureSchema.optional(),
    }),
  ),
  /** Local ids among `options`. */
  rightAnswer: z.array(LocalIdSchema),
  questionType: QuestionTypeNameSchema.optional(),
  definition: z.record(z.string(), z.unknown()).optional(),
  points: z.number().min(0).max(POINTS_MAX).optional(),
  feedback: z.string().optional(),
  outcomeFeedback: OutcomeFeedbackSchema.optional(),
  hints: HintsSchema.optional(),
});
export type NewQuestion = z.infer<typeof NewQuestionSchema>;

export const DetailsPatchSchema = z
  .object({
    title: z.string(),
    article: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    isGraded: z.boolean().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    duration: z.number().nullable(),
    restrictNonInstitutional: z.boolean(),
    showCaption: z.boolean(),
    quizType: z.string().nullable(),
  })
  .partial();
export type DetailsPatch = z.infer<typeof DetailsPatchSchema>;

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape });

export const QuizEventSchema = z.discriminatedUnion('type', [
  /** `select`: the new activity becomes the selected one (Add Activity in the editor, ADR 262). */
  event('activity.add', { activityId: LocalIdSchema, select: z.boolean().optional() }),
  event('activity.remove', { activityId: LocalIdSchema }),
  event('activity.select', { activityId: LocalIdSchema }),
  event('activity.rename', { activityId: LocalIdSchema, title: z.string() }),
  event('activity.reorder', { activityId: LocalIdSchema, toIndex: IndexSchema }),
  event('item.addQuestion', {
    activityId: LocalIdSchema,
    itemId: LocalIdSchema,
    optionIds: z.array(LocalIdSchema).length(4),
    /** Absent: SPEC's choice question. */
    questionType: QuestionTypeNameSchema.optional(),
  }),
  event('item.addVideos', { activityId: LocalIdSchema, videos: z.array(NewVideoSchema).min(1) }),
  event('item.remove', { itemId: LocalIdSchema }),
  event('item.select', { itemId: LocalIdSchema.nullable() }),
  event('item.move', { itemId: LocalIdSchema, toActivityId: LocalIdSchema }),
  event('item.reorder', { itemId: LocalIdSchema, toIndex: IndexSchema }),
  event('question.setTitle', { itemId: LocalIdSchema, title: z.string() }),
  event('question.setImage', { itemId: LocalIdSchema, image: z.string().nullable() }),
  /** Points of any question (ADR 196). */
  event('question.setPoints', { itemId: LocalIdSchema, points: z.number().min(0).max(POINTS_MAX) }),
  /** General feedback of any question. */
  event('question.setFeedback', { itemId: LocalIdSchema, feedback: z.string() }),
  /** Feedback on a right, a partly right or a wrong answer of any question (ADR 404). */
  event('question.setOutcomeFeedback', {
    itemId: LocalIdSchema,
    outcome: OutcomeSchema,
    feedback: z.string(),
  }),
  event('details.set', { details: DetailsPatchSchema }),
  event('subjects.set', { tags: z.array(TagSchema) }),
  event('playlist.import', {
    activityId: LocalIdSchema,
    videos: z.array(NewVideoSchema),
    questions: z.array(NewQuestionSchema),
  }),
  /**
   * Questions a language model wrote (ADR 180): added at once, each marked for review. With `videoItemId` (ADR 344)
   * they go after the last item of that video's part, those with a `moment` asked at it.
   */
  event('questions.generate', {
    activityId: LocalIdSchema,
    questions: z.array(NewQuestionSchema.extend({ moment: VideoMomentSchema.optional() })).min(1),
    videoItemId: LocalIdSchema.optional(),
  }),
  /** The author read a generated question and keeps it as it is. */
  event('question.accept', { itemId: LocalIdSchema }),
  /** A random slot (ADR 232): added to an activity, changed (bank, category, count), removed; each a step. */
  event('slot.add', { activityId: LocalIdSchema, slot: RandomSlotSchema }),
  event('slot.change', {
    slotId: LocalIdSchema,
    changes: RandomSlotSchema.pick({ bankId: true, categoryId: true, count: true }).partial(),
  }),
  event('slot.remove', { slotId: LocalIdSchema }),
  // Each question type's own events (choice: options and right answers; true/false; short answer...).
  ...QUESTION_TYPE_EVENTS,
  // Hints of any question (ADR 293).
  ...HINT_EVENTS,
  // Questions at moments of a video, and the video's settings (ADR 337).
  ...MOMENT_EVENTS,
]);
export type QuizEvent = z.infer<typeof QuizEventSchema>;
export type QuizEventType = QuizEvent['type'];
export type QuizEventOf<T extends QuizEventType> = Extract<QuizEvent, { type: T }>;

/** Events that only move the selection: they never enter history and never clear redo. */
export const SELECTION_EVENTS: ReadonlySet<QuizEventType> = new Set(['activity.select', 'item.select']);
export const isSelectionEvent = (e: QuizEvent) => SELECTION_EVENTS.has(e.type);

/**
 * Typing into one field is one undo step: consecutive events with the same key merge. Only text fields
 * coalesce; a checkbox or a new option is a step of its own.
 */
export function coalesceKey(e: QuizEvent): string | undefined {
  switch (e.type) {
    case 'activity.rename':
      return `activity.title:${e.activityId}`;
    case 'question.setTitle':
      return `question.title:${e.itemId}`;
    case 'question.setFeedback':
      return `question.feedback:${e.itemId}`;
    case 'question.setOutcomeFeedback':
      return `question.feedback.${e.outcome}:${e.itemId}`;
    case 'details.set': {
      const fields = Object.keys(e.details);
      const typed = ['title', 'duration'];
      return fields.length === 1 && typed.includes(fields[0]!) ? `details.${fields[0]}` : undefined;
    }
    default:
      if (isHintEvent(e)) return hintCoalesceKey(e);
      if (isMomentEvent(e)) return momentCoalesceKey(e);
      return typeOfEvent(e.type)?.coalesceKey(e as never);
  }
}
