/**
 * What the editor makes of a user's edit before the reducer sees it: a view intent ("add a question") becomes a
 * domain event with new local ids, and a Details change is held to the date rules (an End Date earlier than now
 * rounds up to the next half-hour; dates are refused once the owner's trial or subscription has ended). Pure: the
 * current time and the id source are arguments.
 */
import type { GeneratedQuestion } from './aiGeneration';
import type { ItemArticle, QuizItem } from '../quiz';
import { definitionWithLocalIds, questionWithLocalIds } from './localIds';
import { neighbourItem, type QuizEditorState } from './quizEditorState';
import { QuizEventSchema, type QuizEvent } from './quizEvents';
import {
  DEFAULT_QUESTION_TYPE,
  typeOfEvent,
  type QuestionTypeName,
} from '../../../questionTypes/shared/domain/registry';
import { canEditSchedule, chosenEndDate } from '../quizSchedule';
import { VIDEO_MOMENT_LIMITS } from '../videoMoments/videoMoments';

/** Edits the view asks for without ids; the editor gives the ids. */
export type EditorIntent =
  | { type: 'editor.addActivity' }
  /** Absent type: SPEC's choice question. */
  | { type: 'editor.addQuestion'; questionType?: QuestionTypeName }
  /** A new question at `at` seconds of a video, after its part's last item (ADR 337); absent type: choice. */
  | { type: 'editor.addQuestionAt'; videoItemId: string; at: number; questionType?: QuestionTypeName }
  | { type: 'editor.addOption'; itemId: string }
  /**
   * A question type's event that adds a part with a new id (short answer's `shortAnswer.addAnswer`): the editor
   * puts a new local id in `idField`. Only the events of a question type are taken.
   */
  | {
      type: 'editor.addWithId';
      event: { readonly type: string; readonly itemId: string } & Readonly<Record<string, unknown>>;
      idField: string;
    }
  /** Select the next or previous item, across activities (keyboard shortcuts). */
  | { type: 'editor.nextItem' }
  | { type: 'editor.previousItem' }
  | { type: 'editor.addVideo'; activityId: string; article: ItemArticle }
  | {
      type: 'editor.importPlaylists';
      articles: readonly { id: number; title: string; articleType?: ItemArticle['articleType'] }[];
      questions: readonly QuizItem[];
    }
  /** Questions a language model wrote, for one activity (ADR 180). */
  | {
      type: 'editor.addGenerated';
      activityId: string;
      questions: readonly GeneratedQuestion[];
      /** The video the questions are placed in, at their moments (ADR 344). */
      videoItemId?: string;
    };

export type EditorEdit = QuizEvent | EditorIntent;

export const DOMAIN_EVENT_TYPES: readonly QuizEvent['type'][] = QuizEventSchema.options.map(
  (option) => option.shape.type.value,
);
export const INTENT_TYPES = [
  'editor.addActivity',
  'editor.addQuestion',
  'editor.addQuestionAt',
  'editor.addOption',
  'editor.addWithId',
  'editor.nextItem',
  'editor.previousItem',
  'editor.addVideo',
  'editor.importPlaylists',
  'editor.addGenerated',
] as const satisfies readonly EditorIntent['type'][];

/** Every event type that edits the document. */
export const EDIT_TYPES: readonly EditorEdit['type'][] = [...DOMAIN_EVENT_TYPES, ...INTENT_TYPES];

export const isEdit = (event: { type: string }): event is EditorEdit =>
  (EDIT_TYPES as readonly string[]).includes(event.type);

/** The date rules a Details change is held to. */
export interface DetailsRules {
  readonly now: Date;
  /** The owner's trial or subscription end (ISO); null when there is none. */
  readonly subscriptionEndsAt: string | null;
}

/**
 * A Details change as the document records it: an End Date earlier than now is rounded up to the next half-hour
 * (it is the quiz's deadline); date changes are refused (null) once the owner's trial or subscription has ended.
 */
export function detailsEvent(
  event: Extract<QuizEvent, { type: 'details.set' }>,
  rules: DetailsRules,
): QuizEvent | null {
  const { details } = event;
  const touchesDates = 'startDate' in details || 'endDate' in details;
  if (!touchesDates) return event;
  if (!canEditSchedule(rules.subscriptionEndsAt, rules.now)) return null;
  if (!('endDate' in details)) return event;
  return { ...event, details: { ...details, endDate: chosenEndDate(details.endDate ?? null, rules.now) } };
}

/** A template question copied in with new local ids; its right answers follow their options. */
export function importedQuestion(createId: () => string, question: QuizItem) {
  const copy = questionWithLocalIds(question, createId);
  const { options, rightAnswer } = copy;
  return {
    ...copy,
    rightAnswer: rightAnswer.length > 0 ? rightAnswer : options.slice(0, 1).map((o) => o.optionId),
  };
}

/**
 * A generated question with new local ids: a choice question's right answers are the options at its `correct`
 * indexes; another type's definition entries get ids of their own (ADR 207).
 */
export function generatedQuestion(createId: () => string, question: GeneratedQuestion) {
  return {
    ...generatedBody(createId, question),
    ...(question.moment ? { moment: question.moment } : {}),
  };
}

function generatedBody(createId: () => string, question: GeneratedQuestion) {
  if ('questionType' in question)
    return {
      itemId: createId(),
      title: question.title,
      image: null,
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: question.questionType,
      definition: definitionWithLocalIds(question.definition, createId),
    };
  const options = question.options.map((text) => ({ optionId: createId(), text }));
  return {
    itemId: createId(),
    title: question.title,
    image: null,
    isMultiple: question.isMultiple,
    options,
    rightAnswer: question.correct.flatMap((at) => (options[at] ? [options[at].optionId] : [])),
  };
}

/** The domain event an edit stands for, with ids from `createId`; null when there is none to apply. */
export function editEvent(
  state: QuizEditorState,
  edit: EditorEdit,
  createId: () => string,
  rules: DetailsRules,
): QuizEvent | null {
  switch (edit.type) {
    case 'editor.addActivity':
      // The new activity is selected, so its items and its name field are where the user works next (ADR 262).
      return { type: 'activity.add', activityId: createId(), select: true };
    case 'editor.addQuestion': {
      const ids = Array.from({ length: 5 }, () => createId());
      return {
        type: 'item.addQuestion',
        activityId: state.selectedActivityId,
        itemId: ids[0]!,
        optionIds: ids.slice(1),
        ...(edit.questionType && edit.questionType !== DEFAULT_QUESTION_TYPE
          ? { questionType: edit.questionType }
          : {}),
      };
    }
    case 'editor.addQuestionAt': {
      const ids = Array.from({ length: 5 }, () => createId());
      return {
        type: 'moment.addQuestion',
        videoItemId: edit.videoItemId,
        itemId: ids[0]!,
        optionIds: ids.slice(1),
        // The player's time as the view read it: a moment of the video, never outside one.
        at: Number.isFinite(edit.at) ? Math.min(Math.max(edit.at, 0), VIDEO_MOMENT_LIMITS.secondsMax) : 0,
        ...(edit.questionType && edit.questionType !== DEFAULT_QUESTION_TYPE
          ? { questionType: edit.questionType }
          : {}),
      };
    }
    case 'editor.addOption':
      return { type: 'option.add', itemId: edit.itemId, optionId: createId() };
    case 'editor.addWithId': {
      if (!typeOfEvent(edit.event.type)) return null;
      const parsed = QuizEventSchema.safeParse({ ...edit.event, [edit.idField]: createId() });
      return parsed.success ? parsed.data : null;
    }
    case 'editor.nextItem':
    case 'editor.previousItem': {
      const itemId = neighbourItem(state, edit.type === 'editor.nextItem' ? 1 : -1);
      return itemId === null ? null : { type: 'item.select', itemId };
    }
    case 'editor.addVideo':
      return {
        type: 'item.addVideos',
        activityId: edit.activityId,
        videos: [{ itemId: createId(), article: edit.article }],
      };
    case 'editor.importPlaylists':
      return {
        type: 'playlist.import',
        activityId: state.selectedActivityId,
        videos: edit.articles.map((article) => ({
          itemId: createId(),
          article: { id: article.id, title: article.title, articleType: article.articleType },
        })),
        questions: edit.questions.map((question) => importedQuestion(createId, question)),
      };
    case 'editor.addGenerated':
      return edit.questions.length === 0
        ? null
        : {
            type: 'questions.generate',
            activityId: edit.activityId,
            questions: edit.questions.map((question) => generatedQuestion(createId, question)),
            ...(edit.videoItemId === undefined ? {} : { videoItemId: edit.videoItemId }),
          };
    case 'details.set':
      return detailsEvent(edit, rules);
    default:
      return edit;
  }
}

/** Local ids are `{prefix}-{n}`; `used` is how many of them an edit took. */
export interface LocalIds {
  readonly prefix: string;
  readonly counter: number;
}

/** `editEvent` with the next local ids; `used` says how many it took, so the counter can move on. */
export function resolveEdit(
  state: QuizEditorState,
  edit: EditorEdit,
  ids: LocalIds,
  rules: DetailsRules,
): { event: QuizEvent; used: number } | null {
  let used = 0;
  const createId = () => `${ids.prefix}-${ids.counter + ++used}`;
  const event = editEvent(state, edit, createId, rules);
  return event ? { event, used } : null;
}

/** An activity given a title again loses its 'No Title' error at once; other errors wait for the next save. */
export function withoutFixedTitleError(
  errors: ReadonlyMap<string, string>,
  event: QuizEvent,
): ReadonlyMap<string, string> {
  if (event.type !== 'activity.rename' || event.title.trim() === '' || !errors.has(event.activityId))
    return errors;
  const next = new Map(errors);
  next.delete(event.activityId);
  return next;
}
