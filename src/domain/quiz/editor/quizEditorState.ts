/**
 * The quiz editor's document (SPEC section 3 "Quiz form", Activity, Item).
 *
 * Everything in the editor is addressed by a local id (`originId`), so new activities, items and options can be
 * referred to before the server has given them an id; `id` is the server's id, null until the quiz is saved.
 * The selection is part of the document because undo must bring the user back to where the change happened;
 * collapsed/expanded panels are view state and stay out. Derived values (question numbers, `isSelect`) are
 * computed by the selectors below, never stored.
 */
import type { Tag } from '../../content/content';
import { ITEM_TYPE, type ItemArticle, type QuestionVersion, type QuizKind } from '../quiz';
import type { RandomSlot } from '../banks/randomSlot';
import type { Hint } from '../hints/hints';
import type { OutcomeFeedback } from '../outcomeFeedback/outcomeFeedback';
import type { VideoMoment, VideoSettings } from '../videoMoments/videoMoments';
import { isTextBlock } from '../../../questionTypes/textBlock/domain/textBlock';
import type { OptionPicture } from '../../../questionTypes/shared/domain/optionPicture';

export type LocalId = string;

export interface EditorOption {
  readonly originId: LocalId;
  readonly id: number | null;
  readonly text: string;
  /** Shown to a student who chose this option (absent: none). */
  readonly feedback?: string;
  /** A picture shown in the option, with its alternative text (ADR 311); absent: none. */
  readonly picture?: OptionPicture;
}

export interface EditorItem {
  readonly originId: LocalId;
  readonly id: number | null;
  readonly sortIndex: number;
  /** ITEM_TYPE: 1 video (article) item, 2 text question. */
  readonly type: 1 | 2;
  readonly title: string;
  readonly image: string | null;
  readonly isMultiple: boolean;
  /** Local ids of the right options; never empty for a question, always empty for a video item. */
  readonly rightAnswer: readonly LocalId[];
  readonly article: ItemArticle | null;
  readonly textOptions: readonly EditorOption[];
  /** Written by a language model and not reviewed yet: marked "generated — review" until edited or accepted. */
  readonly needsReview?: boolean;
  /** The question type (src/questionTypes/shared/domain/registry.ts); absent: SPEC's choice question. */
  readonly questionType?: string;
  /** Points; absent: 1. */
  readonly points?: number;
  /** General feedback; absent: none. */
  readonly feedback?: string;
  /** Feedback on a right, a partly right and a wrong answer (ADR 404); absent: none. */
  readonly outcomeFeedback?: OutcomeFeedback;
  /** The type's own data, as its `definitionSchema` reads it; absent for a choice question without any. */
  readonly definition?: Readonly<Record<string, unknown>>;
  /** Hints a student may ask for, in order (ADR 293); absent: none. */
  readonly hints?: readonly Hint[];
  /** Versions after version 1 drawn from an imported item's random values (ADR 309); absent: none. */
  readonly versions?: readonly QuestionVersion[];
  /** A question's moment in the video above it (ADR 337); absent: asked beside the video. */
  readonly moment?: VideoMoment;
  /** A video item's settings, chapters and notes (ADR 337); absent: a plain video. */
  readonly video?: VideoSettings;
}

export interface EditorActivity {
  readonly originId: LocalId;
  readonly id: number | null;
  readonly title: string;
  readonly sortIndex: number;
  readonly items: readonly EditorItem[];
  /** Questions drawn per student from a bank's category (ADR 232); absent: none. */
  readonly randomSlots?: readonly RandomSlot[];
}

/** The form fields of the quiz itself. */
export interface QuizDetails {
  readonly title: string;
  readonly article: { readonly id: number; readonly title: string } | null;
  /** Subjects (the form sends their ids). */
  readonly tags: readonly Tag[];
  /** Graded or ungraded; null until chosen (library, admin and user quizzes must choose). */
  readonly isGraded: boolean | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Minutes; null or 0 means no limit. */
  readonly duration: number | null;
  /** User quizzes: Restricted (true) or Open access. */
  readonly restrictNonInstitutional: boolean;
  readonly showCaption: boolean;
  /** Library quizzes: textbook or section. */
  readonly quizType: string | null;
}

export interface QuizEditorState {
  readonly details: QuizDetails;
  readonly activities: readonly EditorActivity[];
  /** Exactly one activity is selected. */
  readonly selectedActivityId: LocalId;
  readonly selectedItemId: LocalId | null;
}

export interface EditorSelection {
  readonly activityId: LocalId;
  readonly itemId: LocalId | null;
}

export const DEFAULT_DETAILS: QuizDetails = {
  title: '',
  article: null,
  tags: [],
  isGraded: null,
  startDate: null,
  endDate: null,
  duration: null,
  restrictNonInstitutional: false,
  showCaption: false,
  quizType: null,
};

/** SPEC: a new activity is titled 'Activity N'. */
/** Which of the optional details and fields a quiz of a kind has (SPEC section 5); the form and the payload ask. */
export interface DetailFields {
  /** The related article (templates and admin quizzes); the others send none. */
  readonly article: boolean;
  /** Textbook or section (library quizzes). */
  readonly quizType: boolean;
  /** Access Type and closed captions (user quizzes). */
  readonly access: boolean;
}

const DETAIL_FIELDS: Readonly<Record<QuizKind, DetailFields>> = {
  template: { article: true, quizType: false, access: false },
  admin: { article: true, quizType: false, access: false },
  library: { article: false, quizType: true, access: false },
  user: { article: false, quizType: false, access: true },
};

export const detailFieldsOf = (kind: QuizKind): DetailFields => DETAIL_FIELDS[kind];

export const activityTitle = (n: number) => `Activity ${n}`;

/** SPEC: "A new quiz has one activity titled 'Activity 1' with no items." The id is the caller's. */
export function newQuizState(activityId: LocalId, details: Partial<QuizDetails> = {}): QuizEditorState {
  return {
    details: { ...DEFAULT_DETAILS, ...details },
    activities: [{ originId: activityId, id: null, title: activityTitle(1), sortIndex: 1, items: [] }],
    selectedActivityId: activityId,
    selectedItemId: null,
  };
}

export const isVideoItem = (item: Pick<EditorItem, 'type'>) => item.type === ITEM_TYPE.video;

export function selectionOf(state: QuizEditorState): EditorSelection {
  return { activityId: state.selectedActivityId, itemId: state.selectedItemId };
}

export function selectedActivity(state: QuizEditorState): EditorActivity {
  return findActivity(state, state.selectedActivityId) ?? state.activities[0]!;
}

export function findActivity(state: QuizEditorState, activityId: LocalId): EditorActivity | undefined {
  return state.activities.find((activity) => activity.originId === activityId);
}

export interface ItemLocation {
  readonly activityIndex: number;
  readonly itemIndex: number;
  readonly activity: EditorActivity;
  readonly item: EditorItem;
}

/** Where an item lives. Plain loops: scanning 2,000 items costs a few microseconds. */
export function locateItem(state: QuizEditorState, itemId: LocalId): ItemLocation | undefined {
  const { activities } = state;
  for (let activityIndex = 0; activityIndex < activities.length; activityIndex++) {
    const activity = activities[activityIndex]!;
    const { items } = activity;
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++)
      if (items[itemIndex]!.originId === itemId)
        return { activityIndex, itemIndex, activity, item: items[itemIndex]! };
  }
  return undefined;
}

/**
 * The item after (`step` 1) or before (-1) the selected one, through every activity in order, for moving from item
 * to item by keyboard; null past either end. With no item selected: the first or last item of the selected
 * activity.
 */
export function neighbourItem(state: QuizEditorState, step: 1 | -1): LocalId | null {
  const selected = state.selectedItemId === null ? undefined : locateItem(state, state.selectedItemId);
  if (!selected) {
    const { items } = selectedActivity(state);
    return (step === 1 ? items[0] : items.at(-1))?.originId ?? null;
  }
  const all = state.activities.flatMap((activity) => activity.items);
  const index = all.findIndex((item) => item.originId === selected.item.originId);
  return all[index + step]?.originId ?? null;
}

/**
 * SPEC: "Question numbers count only non-type-1 items in sort order" — through the whole quiz, activity by
 * activity, as the server stores `questionOrder` (ADR 036). Returns item local id → number; videos and text blocks (ADR 260) have none.
 */
export function questionNumbers(
  activities: readonly Pick<EditorActivity, 'items'>[],
): ReadonlyMap<LocalId, number> {
  const numbers = new Map<LocalId, number>();
  let next = 1;
  for (const activity of activities)
    for (const item of [...activity.items].sort((a, b) => a.sortIndex - b.sortIndex))
      if (!isVideoItem(item) && !isTextBlock(item)) numbers.set(item.originId, next++);
  return numbers;
}

/** Article ids of every video item in the quiz (SPEC: videos already in the quiz cannot be added again). */
export function videoArticleIds(state: QuizEditorState): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const activity of state.activities)
    for (const item of activity.items) if (isVideoItem(item) && item.article) ids.add(item.article.id);
  return ids;
}

/** How many questions the activities before this one hold: its first question's number is one more. */
export function questionsBefore(state: QuizEditorState, activityId: LocalId): number {
  let count = 0;
  for (const activity of state.activities) {
    if (activity.originId === activityId) return count;
    for (const item of activity.items) if (!isVideoItem(item) && !isTextBlock(item)) count += 1;
  }
  return 0;
}
