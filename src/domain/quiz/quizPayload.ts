/**
 * Between the server's quiz and the editor document: `fromQuiz` opens a loaded quiz in the editor, `toPayload`
 * builds the create/edit body of SPEC section 7. The payload schema lives here so the console and the server
 * parse the same shape.
 *
 * Options are referred to by `id`: the server's id for an option it already has, otherwise the option's local id
 * (a string), which is also what `rightAnswer` names — so a new question's right answer can point at options
 * that do not exist on the server yet.
 */
import * as z from 'zod';
import {
  ITEM_TYPE,
  ItemTypeSchema,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_VERSIONS_MAX,
  QuestionVersionSchema,
  type QuestionVersion,
  type Quiz,
  type QuizItem,
  type QuizKind,
} from './quiz';
import { RandomSlotSchema } from './banks/randomSlot';
import {
  detailFieldsOf,
  type EditorActivity,
  type EditorItem,
  type QuizEditorState,
} from './editor/quizEditorState';
import type { SaveAction } from './quizValidation';
import { DB_INT_MAX, int, isoDateTime, jsonId, text } from '../shared/fields';
import { CHOICE_MESSAGES } from '../../questionTypes/choice/domain/choice';
import { FEEDBACK_MAX, POINTS_MAX } from '../../questionTypes/shared/domain/questionFields';
import { HintsSchema, hintsField, type Hint } from './hints/hints';
import { OutcomeFeedbackSchema, outcomeFeedbackField } from './outcomeFeedback/outcomeFeedback';
import { versionIssues, versionsField } from './versions/questionVersions';
import { OptionPictureSchema, pictureField } from '../../questionTypes/shared/domain/optionPicture';
import { VideoMomentSchema, VideoSettingsSchema } from './videoMoments/videoMoments';
import { videoMomentFields } from './videoMoments/videoMomentFields';
import {
  DEFAULT_QUESTION_TYPE,
  DefinitionSchema,
  questionTypeOf,
  QuestionTypeNameSchema,
} from '../../questionTypes/shared/domain/registry';

export const OptionRefSchema = z.union([jsonId, text(100).min(1)]);
export type OptionRef = z.infer<typeof OptionRefSchema>;

export const PayloadItemSchema = z.object({
  id: jsonId.optional(),
  /** The video's article id (video items). */
  article: jsonId.nullable(),
  sortIndex: int(1, DB_INT_MAX),
  title: text(QUESTION_TEXT_MAX),
  type: ItemTypeSchema,
  isMultiple: z.boolean(),
  rightAnswer: z.array(OptionRefSchema).max(100),
  image: text(2000).nullable(),
  textOptions: z
    .array(
      z.object({
        id: OptionRefSchema,
        text: text(OPTION_TEXT_MAX),
        feedback: text(FEEDBACK_MAX).optional(),
        /** A picture in the option (ADR 311); absent: none. */
        picture: OptionPictureSchema.optional(),
      }),
    )
    .max(100),
  /** A generated question no author has reviewed yet (ADR 180); absent means reviewed. */
  needsReview: z.boolean().optional(),
  /** Additions of ADR 195/196; a payload without them is a choice question worth 1 point with no feedback. */
  questionType: QuestionTypeNameSchema.optional(),
  points: z.number().min(0).max(POINTS_MAX).optional(),
  feedback: text(FEEDBACK_MAX).optional(),
  /** Feedback on a right, a partly right and a wrong answer (ADR 404); absent: none. */
  outcomeFeedback: OutcomeFeedbackSchema.optional(),
  /** The type's own data, checked against the item's type by payloadIntegrityIssues. */
  definition: DefinitionSchema.optional(),
  /** Hints a student may ask for (ADR 293); absent: none. */
  hints: HintsSchema.optional(),
  /** Versions after version 1 (ADR 309), checked against the item by payloadIntegrityIssues; absent: none. */
  versions: z
    .array(
      // Each version's definition is one of the types' as the item's own is (its type is checked on save).
      QuestionVersionSchema.extend({
        definition: (DefinitionSchema as z.ZodType<Record<string, unknown>>).optional(),
      }),
    )
    .max(QUESTION_VERSIONS_MAX - 1)
    .optional(),
  /**
   * A question's moment in the video above it (ADR 337); absent: asked beside the video. Checked on save
   * (videoMomentIssues): one on a video item, or with no video above, is refused.
   */
  moment: VideoMomentSchema.optional(),
  /** A video item's settings, chapters and notes (ADR 337); absent: a plain video. A question's is not kept. */
  video: VideoSettingsSchema.optional(),
});
export type PayloadItem = z.infer<typeof PayloadItemSchema>;

export const PayloadActivitySchema = z.object({
  id: jsonId.optional(),
  title: text(500),
  sortIndex: int(1, DB_INT_MAX),
  items: z.array(PayloadItemSchema).max(1000),
  /** Random slots (ADR 232); absent: none. */
  randomSlots: z.array(RandomSlotSchema).max(50).optional(),
});
export type PayloadActivity = z.infer<typeof PayloadActivitySchema>;

export const QuizPayloadSchema = z.object({
  title: text(500),
  tags: z.array(jsonId).max(200),
  article: jsonId.nullable(),
  startDate: isoDateTime.nullable(),
  endDate: isoDateTime.nullable(),
  isGraded: z.boolean(),
  /** Minutes; null means no limit. */
  duration: z.number().min(0).max(100_000).nullable(),
  showCaption: z.boolean(),
  restrictNonInstitutional: z.boolean(),
  /** Library quizzes: textbook or section. */
  quizType: z.enum(['textbook', 'section']).nullable().optional(),
  activities: z.array(PayloadActivitySchema).min(1).max(500),
  /** Edit only: the version the changes were made on; an older one than the stored quiz is a conflict. */
  version: int(0, DB_INT_MAX).optional(),
});
export type QuizPayload = z.infer<typeof QuizPayloadSchema>;

export const QuizEditPayloadSchema = QuizPayloadSchema.extend({ version: int(0, DB_INT_MAX) });

const optionRef = (option: { originId: string; id: number | null }, action: SaveAction): OptionRef =>
  action === 'edit' && option.id !== null ? option.id : option.originId;

function itemPayload(item: EditorItem, action: SaveAction): PayloadItem {
  const isVideo = item.type === ITEM_TYPE.video;
  const refs = new Map(item.textOptions.map((option) => [option.originId, optionRef(option, action)]));
  return {
    ...(action === 'edit' && item.id !== null ? { id: item.id } : {}),
    article: isVideo ? (item.article?.id ?? null) : null,
    sortIndex: item.sortIndex,
    title: item.title,
    type: item.type,
    isMultiple: item.isMultiple,
    // SPEC: video items send empty options and an empty right answer on create.
    rightAnswer: isVideo && action === 'create' ? [] : item.rightAnswer.map((id) => refs.get(id) ?? id),
    image: item.image,
    textOptions:
      isVideo && action === 'create'
        ? []
        : item.textOptions.map((option) => ({
            id: refs.get(option.originId)!,
            text: option.text,
            ...(option.feedback ? { feedback: option.feedback } : {}),
            ...pictureField(option.picture),
          })),
    ...(item.needsReview ? { needsReview: true } : {}),
    ...(isVideo ? {} : questionExtras(item)),
    ...videoMomentFields(item),
  };
}

/** What a question adds to SPEC's item: sent only when it differs from a 1-point choice with no feedback. */
function questionExtras(
  item: Pick<QuizItem, 'questionType' | 'points' | 'feedback' | 'outcomeFeedback' | 'definition'> & {
    readonly hints?: readonly Hint[];
    readonly versions?: readonly QuestionVersion[];
  },
) {
  return {
    ...(item.questionType && item.questionType !== DEFAULT_QUESTION_TYPE
      ? { questionType: item.questionType as PayloadItem['questionType'] }
      : {}),
    ...(item.points !== undefined && item.points !== 1 ? { points: item.points } : {}),
    ...(item.feedback ? { feedback: item.feedback } : {}),
    ...outcomeFeedbackField(item.outcomeFeedback),
    ...(item.definition && Object.keys(item.definition).length > 0 ? { definition: item.definition } : {}),
    ...hintsField(item.hints),
    ...versionsField(item.versions),
  };
}

function activityPayload(activity: EditorActivity, action: SaveAction): PayloadActivity {
  return {
    ...(action === 'edit' && activity.id !== null ? { id: activity.id } : {}),
    title: activity.title,
    sortIndex: activity.sortIndex,
    items: activity.items.map((item) => itemPayload(item, action)),
    ...(activity.randomSlots && activity.randomSlots.length > 0
      ? { randomSlots: activity.randomSlots.map((slot) => ({ ...slot })) }
      : {}),
  };
}

/**
 * SPEC section 7 create/edit payload: ids on edit only, duration 0 sent as null, isGraded a boolean, the loaded
 * version on edit.
 */
export function toPayload(
  state: QuizEditorState,
  kind: QuizKind,
  action: SaveAction,
  version?: number,
): QuizPayload {
  const { details } = state;
  const fields = detailFieldsOf(kind);
  const duration = details.duration === null || details.duration === 0 ? null : details.duration;
  return {
    title: details.title.trim(),
    tags: details.tags.map((tag) => tag.id),
    article: fields.article ? (details.article?.id ?? null) : null,
    startDate: details.startDate,
    endDate: details.endDate,
    isGraded: details.isGraded === true,
    duration,
    showCaption: details.showCaption,
    restrictNonInstitutional: details.restrictNonInstitutional,
    ...(fields.quizType ? { quizType: details.quizType === 'section' ? 'section' : 'textbook' } : {}),
    activities: state.activities.map((activity) => activityPayload(activity, action)),
    ...(action === 'edit' && version !== undefined ? { version } : {}),
  };
}

/**
 * A stored item saved as a new one, exactly as the editor's copy saves it (`fromQuiz`, then `toPayload` on create):
 * every field the item carries, its options under new references and its right answers following them. The
 * server's own copies (a section quiz rebuilt from its articles' templates) go through it, so a field an item gains
 * travels with every copy at once.
 */
export const itemCopy = (item: QuizItem, sortIndex: number): PayloadItem =>
  itemPayload(fromQuizItem(item, sortIndex), 'create');

/** Local ids of loaded things are derived from their server ids, so a draft replays over a fresh load. */
export const loadedId = {
  activity: (id: number) => `a${id}`,
  item: (id: number) => `i${id}`,
  option: (id: number) => `o${id}`,
};

/** A server quiz opened in the editor: the first activity selected, nothing else. */
export function fromQuiz(quiz: Quiz): QuizEditorState {
  const activities: EditorActivity[] = [...quiz.activities]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((activity, index) => ({
      originId: loadedId.activity(activity.id),
      id: activity.id > 0 ? activity.id : null,
      title: activity.title,
      sortIndex: index + 1,
      items: [...activity.items]
        .sort((a, b) => a.sortIndex - b.sortIndex)
        .map((item, itemIndex) => fromQuizItem(item, itemIndex + 1)),
      ...(activity.randomSlots && activity.randomSlots.length > 0
        ? { randomSlots: activity.randomSlots.map((slot) => ({ ...slot })) }
        : {}),
    }));
  const first = activities[0]?.originId ?? loadedId.activity(0);
  return {
    details: {
      title: quiz.title,
      article: quiz.article,
      tags: quiz.tags,
      isGraded: quiz.isGraded,
      startDate: quiz.startDate,
      endDate: quiz.endDate,
      duration: quiz.duration,
      restrictNonInstitutional: quiz.restrictNonInstitutional,
      showCaption: quiz.showCaption,
      quizType: quiz.quizType,
    },
    activities:
      activities.length > 0
        ? activities
        : [{ originId: first, id: null, title: 'Activity 1', sortIndex: 1, items: [] }],
    selectedActivityId: first,
    selectedItemId: null,
  };
}

/** A stored item as the editor holds it, its local ids derived from its server ids (a bank question too, ADR 367). */
export function fromQuizItem(
  item: Quiz['activities'][number]['items'][number],
  sortIndex: number,
): EditorItem {
  const isVideo = item.type === ITEM_TYPE.video;
  const options = item.textOptions.map((option) => ({
    originId: loadedId.option(option.id),
    id: option.id > 0 ? option.id : null,
    text: option.text,
    ...(option.feedback ? { feedback: option.feedback } : {}),
    ...pictureField(option.picture),
  }));
  const known = new Set(item.textOptions.map((option) => option.id));
  const valid = [...new Set(item.rightAnswer.filter((id) => known.has(id)).map(loadedId.option))];
  // The editor's rules hold from the load on: a single-answer question has exactly one right answer.
  const rightAnswer = item.isMultiple ? valid : valid.slice(0, 1);
  const typed = (item.questionType ?? DEFAULT_QUESTION_TYPE) !== DEFAULT_QUESTION_TYPE;
  return {
    originId: loadedId.item(item.id),
    id: item.id > 0 ? item.id : null,
    sortIndex,
    type: item.type,
    title: item.title,
    image: item.image,
    isMultiple: item.isMultiple,
    // A question always has a right answer; a stored one without any gets the first option (SPEC default).
    rightAnswer:
      isVideo || typed
        ? []
        : rightAnswer.length > 0
          ? rightAnswer
          : options.slice(0, 1).map((o) => o.originId),
    article: item.article,
    textOptions: options,
    ...(item.needsReview && !isVideo ? { needsReview: true } : {}),
    ...(isVideo ? {} : questionExtras(item)),
    ...videoMomentFields(item),
  };
}

export const PAYLOAD_MESSAGES = {
  rightAnswerInvalid: CHOICE_MESSAGES.rightAnswerInvalid,
  optionsMissing: CHOICE_MESSAGES.optionsEmpty,
  definitionInvalid: 'This question is not complete for its type',
  videoMissing: 'A video item needs its video',
  videoAlreadyAdded: 'Video already added',
} as const;

/**
 * What the editor's rules guarantee but the server cannot take on trust: a question has options and a right
 * answer among them (one unless multiple), a video item names its video, and no video is in the quiz twice.
 */
export function payloadIntegrityIssues(payload: QuizPayload): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const videos = new Set<number>();
  payload.activities.forEach((activity, a) =>
    activity.items.forEach((item, i) => {
      const field = `activities.${a}.items.${i}`;
      if (item.type === ITEM_TYPE.video) {
        if (item.article === null)
          issues.push({ field: `${field}.article`, message: PAYLOAD_MESSAGES.videoMissing });
        else if (videos.has(item.article))
          issues.push({ field: `${field}.article`, message: PAYLOAD_MESSAGES.videoAlreadyAdded });
        else videos.add(item.article);
        return;
      }
      // The item's type checks its own data: a choice's options and right answer, another type's definition.
      const type = questionTypeOf(item.questionType)!;
      if (!type.definitionSchema.safeParse(item.definition ?? {}).success)
        issues.push({ field: `${field}.definition`, message: PAYLOAD_MESSAGES.definitionInvalid });
      for (const issue of type.integrity(item))
        issues.push({ field: `${field}.${issue.field}`, message: issue.message });
      for (const issue of versionIssues(item, type.definitionSchema))
        issues.push({ field: `${field}.${issue.field}`, message: issue.message });
    }),
  );
  return issues;
}
