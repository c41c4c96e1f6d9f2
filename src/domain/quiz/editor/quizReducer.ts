/**
 * `applyEvent(state, event)`: the one place the editor's rules of SPEC section 4 live. Pure: the same state and
 * event give the same result, ids come in the event, and nothing is read from the clock. A change that would break
 * a rule is refused with a reason instead of being applied, so the screen can explain it and history stays clean.
 *
 * The result carries immer's patches and inverse patches; history keeps them so undo and redo cost the size of
 * the change, not the size of the quiz.
 */
import { castDraft, type Draft, type Patch } from 'immer';
import { produceWithPatches } from '../../shared/immerPatches';
import { ITEM_TYPE, NEW_QUESTION_OPTION_COUNT } from '../quiz';
import {
  activityTitle,
  locateItem,
  videoArticleIds,
  type EditorActivity,
  type EditorItem,
  type ItemLocation,
  type LocalId,
  type QuizEditorState,
} from './quizEditorState';
import type { QuizEvent, QuizEventOf } from './quizEvents';
import type { RejectReason } from './rejectReasons';
import { distinct, freshItemIds, renumber, type DraftState, type Plan, type Recipe } from './reducerPlan';
import { appendVideos, planGenerated, planImport } from './incomingQuestions';
import {
  DEFAULT_QUESTION_TYPE,
  questionTypeOf,
  typeOfEvent,
} from '../../../questionTypes/shared/domain/registry';
import type { QuestionTypeEvent } from '../../../questionTypes/shared/domain/registry';
import { isHintEvent, planHintEvent, type HintEvent } from '../hints/hintEvents';
import { isTextBlock } from '../../../questionTypes/textBlock/domain/textBlock';
import { tenths, videoIndexOf } from '../videoMoments/videoMoments';
import { keptOutcomeFeedback } from '../outcomeFeedback/outcomeFeedback';
import {
  isMomentEvent,
  planQuestionMoment,
  planVideoEvent,
  type MomentEvent,
} from '../videoMoments/momentEvents';

export type { RejectReason } from './rejectReasons';

export type ApplyResult =
  | {
      readonly ok: true;
      readonly state: QuizEditorState;
      readonly patches: Patch[];
      readonly inversePatches: Patch[];
    }
  | { readonly ok: false; readonly reason: RejectReason };

export function applyEvent(state: QuizEditorState, event: QuizEvent): ApplyResult {
  const plan = planEvent(state, event);
  if (typeof plan === 'string') return { ok: false, reason: plan };
  const [next, patches, inversePatches] = produceWithPatches(state, plan);
  return { ok: true, state: next, patches, inversePatches };
}

/** Applies events in order, skipping refused ones (draft replay, tests). */
export function applyEvents(state: QuizEditorState, events: readonly QuizEvent[]): QuizEditorState {
  return events.reduce((current, e) => {
    const result = applyEvent(current, e);
    return result.ok ? result.state : current;
  }, state);
}

/** Whether the event would be accepted (machine guards). */
export function canApply(state: QuizEditorState, event: QuizEvent): boolean {
  return typeof planEvent(state, event) !== 'string';
}

// ---- helpers on drafts -------------------------------------------------------------------------------------

function move<T>(list: T[], from: number, to: number): void {
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved!);
}

/** 'Activity N' with N one past the count, skipping titles already taken. */
function nextActivityTitle(activities: readonly EditorActivity[]): string {
  const taken = new Set(activities.map((activity) => activity.title));
  let n = activities.length + 1;
  while (taken.has(activityTitle(n))) n++;
  return activityTitle(n);
}

/** A new question of a type: the type decides its options, right answer and definition. */
function newQuestion(
  itemId: LocalId,
  optionIds: readonly LocalId[],
  sortIndex: number,
  questionType: string = DEFAULT_QUESTION_TYPE,
): EditorItem {
  const parts = questionTypeOf(questionType)!.newQuestion(optionIds);
  return {
    originId: itemId,
    id: null,
    sortIndex,
    type: ITEM_TYPE.text,
    title: '',
    image: null,
    isMultiple: parts.isMultiple,
    rightAnswer: parts.rightAnswer,
    article: null,
    textOptions: parts.textOptions,
    ...(questionType === DEFAULT_QUESTION_TYPE ? {} : { questionType }),
    ...(parts.definition ? { definition: parts.definition } : {}),
    ...(parts.points !== undefined ? { points: parts.points } : {}),
  };
}

/** Keeps the selected item inside the selected activity. */
function keepSelectionConsistent(draft: DraftState): void {
  if (draft.selectedItemId === null) return;
  const activity = draft.activities.find((a) => a.originId === draft.selectedActivityId);
  if (!activity?.items.some((item) => item.originId === draft.selectedItemId)) draft.selectedItemId = null;
}

// ---- the rules -------------------------------------------------------------------------------------------------

function planEvent(state: QuizEditorState, e: QuizEvent): Plan {
  switch (e.type) {
    case 'activity.add':
    case 'activity.remove':
    case 'activity.select':
    case 'activity.rename':
    case 'activity.reorder':
      return planActivity(state, e);
    case 'item.addQuestion':
    case 'item.addVideos':
    case 'item.remove':
    case 'item.select':
    case 'item.move':
    case 'item.reorder':
    case 'playlist.import':
    case 'questions.generate':
      return planItem(state, e);
    case 'question.setTitle':
    case 'question.setImage':
    case 'question.setPoints':
    case 'question.setFeedback':
    case 'question.setOutcomeFeedback':
    case 'question.accept':
      return planQuestion(state, e);
    case 'slot.add':
    case 'slot.change':
    case 'slot.remove':
      return planSlot(state, e);
    case 'details.set':
      return (draft) => void Object.assign(draft.details, e.details);
    case 'subjects.set':
      return (draft) => void (draft.details.tags = e.tags.map((tag) => ({ ...tag })));
    default:
      if (isHintEvent(e)) return planHint(state, e);
      if (isMomentEvent(e)) return planMoment(state, e);
      return planTypeEvent(state, e);
  }
}

type ActivityEvent = QuizEventOf<
  'activity.add' | 'activity.remove' | 'activity.select' | 'activity.rename' | 'activity.reorder'
>;

function planActivity(state: QuizEditorState, e: ActivityEvent): Plan {
  const index = state.activities.findIndex((a) => a.originId === e.activityId);
  if (e.type === 'activity.add') {
    if (index >= 0) return 'duplicateId';
    const title = nextActivityTitle(state.activities);
    const sortIndex = state.activities.length + 1;
    // SPEC: adding appends a new, unselected activity; Add Activity in the editor selects it (ADR 262).
    return (draft) => {
      draft.activities.push({ originId: e.activityId, id: null, title, sortIndex, items: [] });
      if (e.select) {
        draft.selectedActivityId = e.activityId;
        draft.selectedItemId = null;
      }
    };
  }
  if (index < 0) return 'unknownActivity';
  switch (e.type) {
    case 'activity.remove':
      // Exactly one activity is selected, so at least one must remain.
      if (state.activities.length === 1) return 'lastActivity';
      return (draft) => {
        draft.activities.splice(index, 1);
        renumber(draft.activities);
        // SPEC: deleting the selected activity selects the first remaining.
        if (draft.selectedActivityId === e.activityId)
          draft.selectedActivityId = draft.activities[0]!.originId;
        keepSelectionConsistent(draft);
      };
    case 'activity.select':
      return (draft) => {
        draft.selectedActivityId = e.activityId;
        keepSelectionConsistent(draft);
      };
    case 'activity.rename':
      return (draft) => void (draft.activities[index]!.title = e.title);
    case 'activity.reorder':
      if (e.toIndex >= state.activities.length) return 'indexOutOfRange';
      return (draft) => {
        move(draft.activities, index, e.toIndex);
        renumber(draft.activities);
      };
  }
}

type ItemEvent = QuizEventOf<
  | 'item.addQuestion'
  | 'item.addVideos'
  | 'item.remove'
  | 'item.select'
  | 'item.move'
  | 'item.reorder'
  | 'playlist.import'
  | 'questions.generate'
>;

function planItem(state: QuizEditorState, e: ItemEvent): Plan {
  switch (e.type) {
    case 'item.addQuestion': {
      const index = state.activities.findIndex((a) => a.originId === e.activityId);
      if (index < 0) return 'unknownActivity';
      if (!freshItemIds(state, [e.itemId]) || !distinct(e.optionIds)) return 'duplicateId';
      if (e.optionIds.length !== NEW_QUESTION_OPTION_COUNT) return 'invalidAnswer';
      return (draft) => {
        const items = draft.activities[index]!.items;
        items.push(castDraft(newQuestion(e.itemId, e.optionIds, items.length + 1, e.questionType)));
      };
    }
    case 'item.addVideos': {
      const index = state.activities.findIndex((a) => a.originId === e.activityId);
      if (index < 0) return 'unknownActivity';
      if (
        !freshItemIds(
          state,
          e.videos.map((v) => v.itemId),
        )
      )
        return 'duplicateId';
      const present = videoArticleIds(state);
      const articleIds = e.videos.map((v) => v.article.id);
      // SPEC: videos already in the quiz cannot be added again.
      if (!distinct(articleIds.map(String)) || articleIds.some((id) => present.has(id)))
        return 'videoAlreadyAdded';
      return (draft) => appendVideos(draft.activities[index]!.items, e.videos);
    }
    case 'playlist.import':
      return planImport(state, e);
    case 'questions.generate':
      return planGenerated(state, e);
    case 'item.select': {
      if (e.itemId === null) return (draft) => void (draft.selectedItemId = null);
      const at = locateItem(state, e.itemId);
      if (!at) return 'unknownItem';
      return (draft) => {
        draft.selectedActivityId = at.activity.originId;
        draft.selectedItemId = at.item.originId;
      };
    }
  }
  const at = locateItem(state, e.itemId);
  if (!at) return 'unknownItem';
  switch (e.type) {
    case 'item.remove':
      return (draft) => {
        const items = draft.activities[at.activityIndex]!.items;
        items.splice(at.itemIndex, 1);
        // SPEC: items are renumbered after removal.
        renumber(items);
        keepSelectionConsistent(draft);
      };
    case 'item.move': {
      const target = state.activities.findIndex((a) => a.originId === e.toActivityId);
      if (target < 0) return 'unknownActivity';
      if (target === at.activityIndex) return 'sameActivity';
      return (draft) => {
        const from = draft.activities[at.activityIndex]!.items;
        const to = draft.activities[target]!.items;
        const [moved] = from.splice(at.itemIndex, 1);
        to.push(moved!);
        // SPEC: moving renumbers the sort order of both activities.
        renumber(from);
        renumber(to);
        keepSelectionConsistent(draft);
      };
    }
    case 'item.reorder':
      if (e.toIndex >= at.activity.items.length) return 'indexOutOfRange';
      return (draft) => {
        const items = draft.activities[at.activityIndex]!.items;
        move(items, at.itemIndex, e.toIndex);
        renumber(items);
      };
  }
}

type QuestionEvent = QuizEventOf<
  | 'question.setTitle'
  | 'question.setImage'
  | 'question.setPoints'
  | 'question.setFeedback'
  | 'question.setOutcomeFeedback'
  | 'question.accept'
>;

/**
 * Editing a generated question is reviewing it: its "generated — review" mark goes with the first change. Editing the
 * content of a question with versions (ADR 309) keeps version 1 for everyone: its versions go with that edit (and come
 * back with its undo); accepting it or changing its points, which no version holds, keeps them.
 */
function editItem(at: ItemLocation, change: (item: Draft<EditorItem>) => void, keepVersions = false): Recipe {
  return (draft) => {
    const target = draft.activities[at.activityIndex]!.items[at.itemIndex]!;
    change(target);
    if (target.needsReview) delete target.needsReview;
    if (!keepVersions && target.versions) delete target.versions;
  };
}

function planQuestion(state: QuizEditorState, e: QuestionEvent): Plan {
  const at = locateItem(state, e.itemId);
  if (!at) return 'unknownItem';
  const { item } = at;
  const edit = (change: (item: Draft<EditorItem>) => void) => editItem(at, change);
  if (e.type === 'question.accept')
    return item.needsReview
      ? editItem(at, () => undefined, true)
      : item.type === ITEM_TYPE.video
        ? 'notAQuestion'
        : 'notGenerated';
  // A video item's title is its caption; everything else belongs to questions.
  if (e.type === 'question.setTitle') return edit((draftItem) => void (draftItem.title = e.title));
  if (item.type === ITEM_TYPE.video) return 'notAQuestion';
  switch (e.type) {
    case 'question.setImage':
      return edit((draftItem) => void (draftItem.image = e.image));
    case 'question.setPoints':
      return editItem(
        at,
        (draftItem) => {
          if (e.points === 1) delete draftItem.points;
          else draftItem.points = e.points;
        },
        true,
      );
    case 'question.setFeedback':
      return edit((draftItem) => {
        if (e.feedback === '') delete draftItem.feedback;
        else draftItem.feedback = e.feedback;
      });
    case 'question.setOutcomeFeedback':
      return edit((draftItem) => {
        const kept = keptOutcomeFeedback({ ...draftItem.outcomeFeedback, [e.outcome]: e.feedback });
        if (kept) draftItem.outcomeFeedback = kept;
        else delete draftItem.outcomeFeedback;
      });
  }
}

/** Where a random slot is: its activity's index and its index among the activity's slots. */
function locateSlot(state: QuizEditorState, slotId: LocalId) {
  for (let a = 0; a < state.activities.length; a++) {
    const s = (state.activities[a]!.randomSlots ?? []).findIndex((slot) => slot.id === slotId);
    if (s >= 0) return { activityIndex: a, slotIndex: s };
  }
  return undefined;
}

/** Random slots (ADR 232): a slot id is unique in the quiz; a change or removal names one that exists. */
function planSlot(state: QuizEditorState, e: QuizEventOf<'slot.add' | 'slot.change' | 'slot.remove'>): Plan {
  if (e.type === 'slot.add') {
    const index = state.activities.findIndex((a) => a.originId === e.activityId);
    if (index < 0) return 'unknownActivity';
    if (locateSlot(state, e.slot.id)) return 'duplicateId';
    return (draft) => {
      const activity = draft.activities[index]!;
      (activity.randomSlots ??= []).push({ ...e.slot });
    };
  }
  const at = locateSlot(state, e.slotId);
  if (!at) return 'unknownSlot';
  if (e.type === 'slot.remove') {
    return (draft) => {
      const activity = draft.activities[at.activityIndex]!;
      activity.randomSlots!.splice(at.slotIndex, 1);
      if (activity.randomSlots!.length === 0) delete activity.randomSlots;
    };
  }
  return (draft) =>
    void Object.assign(draft.activities[at.activityIndex]!.randomSlots![at.slotIndex]!, e.changes);
}

/** A hint event (ADR 293): any question's, never a video's nor a text block's. */
function planHint(state: QuizEditorState, e: HintEvent): Plan {
  const at = locateItem(state, e.itemId);
  if (!at) return 'unknownItem';
  if (at.item.type === ITEM_TYPE.video || isTextBlock(at.item)) return 'notAQuestion';
  const plan = planHintEvent(at.item, e);
  return typeof plan === 'string' ? plan : editItem(at, plan);
}

/** An event of one question type: refused on videos and on questions of another type, else the type's rule. */
function planTypeEvent(state: QuizEditorState, e: QuestionTypeEvent): Plan {
  const type = typeOfEvent(e.type)!;
  const at = locateItem(state, e.itemId);
  if (!at) return 'unknownItem';
  if (at.item.type === ITEM_TYPE.video) return 'notAQuestion';
  if ((at.item.questionType ?? DEFAULT_QUESTION_TYPE) !== type.name) return 'otherQuestionType';
  const plan = type.plan(at.item, e);
  return typeof plan === 'string' ? plan : editItem(at, plan);
}

/**
 * Questions at moments of a video and the video's settings (ADR 337): a moment is a question's (a video above it in
 * its activity when it is given one), the settings a video's; a new question at a moment goes after the last item
 * of its video's part.
 */
function planMoment(state: QuizEditorState, e: MomentEvent): Plan {
  if (e.type === 'moment.addQuestion') {
    const video = locateItem(state, e.videoItemId);
    if (!video) return 'unknownItem';
    if (video.item.type !== ITEM_TYPE.video) return 'notAVideo';
    if (!freshItemIds(state, [e.itemId]) || !distinct(e.optionIds)) return 'duplicateId';
    const { items } = video.activity;
    const next = items.findIndex((item, i) => i > video.itemIndex && item.type === ITEM_TYPE.video);
    const place = next < 0 ? items.length : next;
    return (draft) => {
      const list = draft.activities[video.activityIndex]!.items;
      const question = newQuestion(e.itemId, e.optionIds, place + 1, e.questionType);
      list.splice(
        place,
        0,
        castDraft({ ...question, moment: { at: tenths(e.at), pause: true, mustAnswer: false } }),
      );
      renumber(list);
    };
  }
  const at = locateItem(state, e.itemId);
  if (!at) return 'unknownItem';
  const isVideo = at.item.type === ITEM_TYPE.video;
  // SPEC: a video already in the quiz cannot be added again, nor chosen for another item.
  if (e.type === 'video.setArticle' && videoArticleIds(state).has(e.article.id)) return 'videoAlreadyAdded';
  if (e.type.startsWith('moment.')) {
    if (isVideo) return 'notAQuestion';
    if (e.type === 'moment.set' && !at.item.moment && videoIndexOf(at.activity.items, at.itemIndex) < 0)
      return 'noVideoAbove';
  } else if (!isVideo) return 'notAVideo';
  const plan = e.type.startsWith('moment.')
    ? planQuestionMoment(at.item, e as Parameters<typeof planQuestionMoment>[1])
    : planVideoEvent(at.item, e as Parameters<typeof planVideoEvent>[1]);
  return typeof plan === 'string' ? plan : editItem(at, plan, true);
}
