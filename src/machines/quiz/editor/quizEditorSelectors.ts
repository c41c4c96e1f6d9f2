/**
 * What the quiz editor's views read (STYLE rule 13): the document, what may be done now, the prompts, and the
 * rules of the screen at the machine's clock (the date fields, today, which details the kind has).
 */
import * as doc from '../../../domain/quiz/editor/quizEditorDocument';
import {
  detailFieldsOf,
  questionsBefore,
  selectedActivity,
  type QuizEditorState,
} from '../../../domain/quiz/editor/quizEditorState';
import { draftOfferOf, type DraftOffer } from '../../../domain/quiz/editor/quizDraft';
import { calendarDayOf, datesOf, scheduleViewOf, type ScheduleView } from '../../../domain/quiz/quizSchedule';
import type { QuizEditorAutosaveSnapshot } from './quizEditorAutosaveMachine';
import { isUnsaved } from './quizEditorAutosaving';
import type { QuizEditorSnapshot } from './quizEditorMachine';
import { scheduleRulesOf, validationOf } from './quizEditorSaving';

export const selectEditorState = (s: QuizEditorSnapshot) => s.context.document?.state ?? null;
/** The quiz is loaded (a view that only needs to know this does not follow every edit). */
export const selectHasDocument = (s: QuizEditorSnapshot) => s.context.document !== null;
export const selectCanUndo = (s: QuizEditorSnapshot) =>
  s.matches('editing') && s.context.document !== null && doc.canUndo(s.context.document);
export const selectCanRedo = (s: QuizEditorSnapshot) =>
  s.matches('editing') && s.context.document !== null && doc.canRedo(s.context.document);
/** Something the server does not have (since the load or the last autosave). */
export const selectIsDirty = (s: QuizEditorSnapshot) => !s.matches('saved') && isUnsaved(s.context);

/** What the autosave indicator near Save Quiz says (ADR 169). */
export type AutosaveStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'unsaved' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: Date }
  | { readonly kind: 'paused'; readonly message: string }
  | { readonly kind: 'failed' }
  /** `byYou`: the save in between was the user's own, in another tab or device, as the conflict prompt says. */
  | { readonly kind: 'stopped'; readonly byYou: boolean };

const NO_STATUS: AutosaveStatus = { kind: 'none' };

/** The status from the editor and its autosave child (read from the child's own snapshot, so views follow it). */
export function autosaveStatusOf(
  s: QuizEditorSnapshot,
  autosave: QuizEditorAutosaveSnapshot | undefined,
): AutosaveStatus {
  if (s.matches('conflict')) return { kind: 'stopped', byYou: s.context.conflict?.savedByYou === true };
  if (s.matches('saving')) return { kind: 'saving' };
  if (!s.matches('editing')) return NO_STATUS;
  if (autosave?.matches('saving')) return { kind: 'saving' };
  if (autosave?.matches('invalid')) return { kind: 'paused', message: autosave.context.message };
  if (autosave?.matches('failed')) return { kind: 'failed' };
  if (isUnsaved(s.context)) return { kind: 'unsaved' };
  return s.context.savedAt ? { kind: 'saved', at: s.context.savedAt } : NO_STATUS;
}

/** Equality for `autosaveStatusOf` results, so the indicator renders only when what it says changes. */
export const sameAutosaveStatus = (a: AutosaveStatus, b: AutosaveStatus) =>
  a.kind === b.kind &&
  (a.kind !== 'saved' || a.at === (b as typeof a).at) &&
  (a.kind !== 'paused' || a.message === (b as typeof a).message) &&
  (a.kind !== 'stopped' || a.byYou === (b as typeof a).byYou);
/** What the Restore / Discard offer tells the user; null when no draft is offered. */
export const selectDraftOffer = (s: QuizEditorSnapshot): DraftOffer | null =>
  s.matches('draftOffered') && s.context.offeredDraft
    ? draftOfferOf(s.context.offeredDraft, s.context.version, s.context.loadedUpdatedAt)
    : null;
export const selectLoadFailed = (s: QuizEditorSnapshot) => s.matches('loadFailed');
export const selectIsLoading = (s: QuizEditorSnapshot) => s.matches('loading');
/** A quiz being made from nothing (not an edit, not a copy): its title is the first thing written (ADR 360). */
export const selectIsNewQuiz = (s: QuizEditorSnapshot) => s.context.mode === 'create';
export const selectIsSaving = (s: QuizEditorSnapshot) => s.matches('saving');
export const selectConflict = (s: QuizEditorSnapshot) => (s.matches('conflict') ? s.context.conflict : null);
/** Their version has been read (or could not be): the conflict's choices are open. */
export const selectConflictDecidable = (s: QuizEditorSnapshot) => s.matches({ conflict: 'deciding' });
export const selectDestination = (s: QuizEditorSnapshot) =>
  s.matches('saved') ? s.context.destination : null;
export const selectActivityErrors = (s: QuizEditorSnapshot) => s.context.activityErrors;
export const selectAccessLocked = (s: QuizEditorSnapshot) => s.context.distributed;
/** A copy whose quiz's dates had passed was loaded without them (ADR 353). */
export const selectCopyDatesCleared = (s: QuizEditorSnapshot) => s.context.copyDatesCleared;
/** The classes that keep their own dates for the quiz (ADR 359), which the date fields name. */
export const selectClassDates = (s: QuizEditorSnapshot) => s.context.classDates;
/** A customer quiz being edited that students were given (ADR 214): the one whose takers the editor names. */
export const selectDistributedQuizId = (s: QuizEditorSnapshot) =>
  s.context.mode === 'edit' && s.context.kind === 'user' && s.context.distributed ? s.context.quizId : null;

/** The date fields' limits and live errors, at the machine's current time. */
export const selectSchedule = (s: QuizEditorSnapshot): ScheduleView | null =>
  s.context.document ? scheduleViewOf(datesOf(s.context.document.state), scheduleRulesOf(s.context)) : null;

/** Today (yyyy-MM-dd) by the machine's clock: where the Add Video date filter ends by default. */
export const selectToday = (s: QuizEditorSnapshot) => calendarDayOf(s.context.clock());

/** Which optional details and fields the edited quiz's kind has. */
export const selectDetailFields = (s: QuizEditorSnapshot) => detailFieldsOf(s.context.kind);

/** Only once the document is loaded (the views below the loading screen). */
const stateOf = (s: QuizEditorSnapshot): QuizEditorState => s.context.document!.state;

/** The selected activity (the same object while nothing in it changes). */
export const selectSelectedActivity = (s: QuizEditorSnapshot) => selectedActivity(stateOf(s));
/** Counted once per activity object: an edit replaces only its own activity (structural sharing, ADR 261). */
const toReviewByActivity = new WeakMap<object, number>();
const toReviewIn = (activity: QuizEditorState['activities'][number]) => {
  let count = toReviewByActivity.get(activity);
  if (count === undefined) {
    count = 0;
    for (const item of activity.items) if (item.needsReview) count += 1;
    toReviewByActivity.set(activity, count);
  }
  return count;
};
/** Generated questions no author has edited or accepted yet, in the whole quiz (ADR 180). */
export const selectToReview = (s: QuizEditorSnapshot) => {
  let count = 0;
  for (const activity of s.context.document?.state.activities ?? []) count += toReviewIn(activity);
  return count;
};

/** A video item whose article was taken down after the quiz used it (ADR 314), by its item and title. */
export interface UnavailableVideo {
  readonly itemId: string;
  readonly title: string;
}
/** The quiz's videos no longer available, in the quiz's order: what its owner is told to replace or remove. */
export const selectUnavailableVideos = (s: QuizEditorSnapshot): readonly UnavailableVideo[] =>
  (s.context.document?.state.activities ?? []).flatMap((activity) =>
    activity.items.flatMap((item) =>
      item.article?.unavailable ? [{ itemId: item.originId, title: item.article.title }] : [],
    ),
  );
/** Equality for `selectUnavailableVideos` results. */
export const sameUnavailable = (a: readonly UnavailableVideo[], b: readonly UnavailableVideo[]) =>
  a.length === b.length &&
  a.every((entry, i) => entry.itemId === b[i]!.itemId && entry.title === b[i]!.title);

/** How many questions precede the selected activity: its questions are numbered on from there. */
export const selectQuestionsBefore = (s: QuizEditorSnapshot) =>
  questionsBefore(stateOf(s), stateOf(s).selectedActivityId);

export interface ActivitySummary {
  readonly id: string;
  readonly title: string;
}
export const selectActivitySummaries = (s: QuizEditorSnapshot): readonly ActivitySummary[] =>
  stateOf(s).activities.map((a) => ({ id: a.originId, title: a.title }));
/** Equality for `selectActivitySummaries` results. */
export const sameSummaries = (a: readonly ActivitySummary[], b: readonly ActivitySummary[]) =>
  a.length === b.length && a.every((entry, i) => entry.id === b[i]!.id && entry.title === b[i]!.title);

/** An item may move to another activity only when there is another one. */
export const selectCanMoveItems = (s: QuizEditorSnapshot) => stateOf(s).activities.length > 1;

const NO_FIELD_ERRORS: ReadonlyMap<string, string> = new Map();
let lastFieldErrors: {
  marked: ReadonlyMap<string, string>;
  state: QuizEditorState;
  errors: ReadonlyMap<string, string>;
} | null = null;

/**
 * The fields marked by the last failed save that are still invalid, with their current messages: a mark clears as
 * its field becomes valid. Worked out once per document state.
 */
export const selectFieldErrors = (s: QuizEditorSnapshot): ReadonlyMap<string, string> => {
  const marked = s.context.fieldErrors;
  if (marked.size === 0 || !s.context.document) return NO_FIELD_ERRORS;
  const state = s.context.document.state;
  if (lastFieldErrors?.marked === marked && lastFieldErrors.state === state) return lastFieldErrors.errors;
  const current = validationOf(s.context).fieldErrors;
  const errors = new Map<string, string>();
  for (const key of marked.keys()) {
    const message = current.get(key);
    if (message) errors.set(key, message);
  }
  lastFieldErrors = { marked, state, errors };
  return errors;
};

/** Two field error maps with the same marks and messages. */
export const sameFieldErrors = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) =>
  a === b || (a.size === b.size && [...a].every(([key, message]) => b.get(key) === message));

let lastActivityErrors: {
  errors: ReadonlyMap<string, string>;
  byActivity: ReadonlyMap<string, string>;
} | null = null;

/** Activity local id → the first mark inside it (its title, its items, its questions), for the activities list. */
export const selectActivityFieldErrors = (s: QuizEditorSnapshot): ReadonlyMap<string, string> => {
  const errors = selectFieldErrors(s);
  if (errors.size === 0) return NO_FIELD_ERRORS;
  if (lastActivityErrors?.errors === errors) return lastActivityErrors.byActivity;
  const byActivity = new Map<string, string>();
  for (const activity of stateOf(s).activities) {
    const keys = [
      `activity.${activity.originId}.title`,
      `activity.${activity.originId}.items`,
      ...activity.items.flatMap((item) => [
        `item.${item.originId}.title`,
        `item.${item.originId}.textOptions`,
      ]),
    ];
    const message = keys.map((key) => errors.get(key)).find((m) => m !== undefined);
    if (message) byActivity.set(activity.originId, message);
  }
  lastActivityErrors = { errors, byActivity };
  return byActivity;
};
