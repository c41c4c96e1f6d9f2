/**
 * Loading and saving the quiz in the editor: what a load sets, the save check (SPEC section 5) at the machine's
 * current time, what the save sends with the loaded version, and the 409 conflict's choice between their quiz and
 * mine. These are the context updates the machine's guards and actions delegate to.
 */
import { ApiError } from '../../../api/shared/http';
import type { Quiz, QuizKind } from '../../../domain/quiz/quiz';
import * as doc from '../../../domain/quiz/editor/quizEditorDocument';
import { keepMineOver } from '../../../domain/quiz/editor/keepMine';
import { offeredDraftOf } from '../../../domain/quiz/editor/quizDraft';
import { afterSavePath } from '../../../domain/quiz/quizNavigation';
import { fromQuiz } from '../../../domain/quiz/quizPayload';
import { NO_DATES, copiedDates, datesOf, type ScheduleRules } from '../../../domain/quiz/quizSchedule';
import { validateEditorState, type SaveAction } from '../../../domain/quiz/quizValidation';
import type {
  EditorMode,
  LoadedQuiz,
  LoadQuizInput,
  QuizEditorContext,
  SaveQuizInput,
} from './quizEditorTypes';

type Update = Partial<QuizEditorContext>;

export const saveActionOf = (mode: EditorMode): SaveAction => (mode === 'edit' ? 'edit' : 'create');

export function loadInputOf(context: QuizEditorContext): LoadQuizInput {
  return {
    kind: context.kind,
    mode: context.mode,
    quizId: context.quizId ?? undefined,
    articleId: context.articleId ?? undefined,
    // Stable across sessions: a draft of a new quiz refers to its first activity by this id.
    firstActivityId: 'first-activity',
    draftKey: context.draftKey,
  };
}

export const loadHasDraft = (context: QuizEditorContext, loaded: LoadedQuiz) =>
  offeredDraftOf(loaded.storedDraft, context.draftKey) !== null;

/** A copy leaves out the dates that have passed (ADR 353): it is saved as new, and they could not be. */
function copyOf(context: QuizEditorContext, loaded: LoadedQuiz) {
  if (context.mode !== 'copy') return { state: loaded.state, cleared: false };
  const { dates, cleared } = copiedDates(datesOf(loaded.state), context.clock());
  return { state: { ...loaded.state, details: { ...loaded.state.details, ...dates } }, cleared };
}

export function assignLoaded(context: QuizEditorContext, loaded: LoadedQuiz): Update {
  const copy = copyOf(context, loaded);
  return {
    document: doc.openDocument(copy.state),
    copyDatesCleared: copy.cleared,
    // A copy is a new quiz: no class runs it yet.
    classDates: context.mode === 'edit' ? (loaded.classDates ?? []) : [],
    version: loaded.version,
    loadedVersion: loaded.version,
    savedPoint: doc.LOADED_POINT,
    savedAt: null,
    distributed: loaded.distributed ?? false,
    loadedUpdatedAt: loaded.updatedAt ?? null,
    subscriptionEndsAt:
      context.mode === 'edit' ? (loaded.subscriptionEndsAt ?? null) : context.subscriptionEndsAt,
    // A copy or a new quiz is saved as new: its dates are all the author's (as the server sees them).
    loadedDates: context.mode === 'edit' ? datesOf(loaded.state) : NO_DATES,
    offeredDraft: offeredDraftOf(loaded.storedDraft, context.draftKey),
  };
}

export function scheduleRulesOf(context: QuizEditorContext): ScheduleRules {
  return {
    now: context.clock(),
    subscriptionEndsAt: context.subscriptionEndsAt,
    loaded: context.loadedDates,
  };
}

/** The save check of the current document, dates included. */
export function validationOf(context: QuizEditorContext) {
  return validateEditorState(
    context.document!.state,
    context.kind,
    saveActionOf(context.mode),
    scheduleRulesOf(context),
  );
}

export function saveInputOf(context: QuizEditorContext): SaveQuizInput {
  return {
    kind: context.kind,
    action: saveActionOf(context.mode),
    quizId: context.mode === 'edit' ? context.quizId : null,
    state: context.document!.state,
    version: context.version,
    classId: context.classId,
  };
}

export const savedDestination = (
  context: QuizEditorContext,
  savedKind: QuizKind = context.kind,
  savedQuizId: number | null = null,
): string =>
  afterSavePath({
    kind: savedKind,
    action: saveActionOf(context.mode),
    fromCustomerList: context.fromCustomerList,
    classId: context.classId,
    savedQuizId,
  });

export const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;

/** The server's 409 answer: who saved in between (the user's own account or another) and when. */
function conflictAnswerOf(error: unknown): { savedByYou: boolean; changedAt: string | null } {
  const content = error instanceof ApiError ? error.content : undefined;
  const answer = typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : {};
  return {
    savedByYou: answer.savedByYou === true,
    changedAt: typeof answer.changedAt === 'string' ? answer.changedAt : null,
  };
}

export const conflictOf = (error: unknown): Update => ({
  conflict: {
    message: error instanceof Error ? error.message : '',
    theirs: null,
    ...conflictAnswerOf(error),
  },
});

export const withTheirs = (context: QuizEditorContext, theirs: Quiz): Update => ({
  conflict: {
    message: context.conflict?.message ?? '',
    savedByYou: context.conflict?.savedByYou ?? false,
    changedAt: context.conflict?.changedAt ?? null,
    theirs,
  },
});

/** Their quiz replaces mine: a fresh document at their version, whose dates are now the loaded ones. */
export function reloadTheirs(context: QuizEditorContext): Update {
  const theirs = context.conflict!.theirs!;
  const state = fromQuiz(theirs);
  return {
    document: doc.openDocument(state),
    version: theirs.version,
    loadedVersion: theirs.version,
    savedPoint: doc.LOADED_POINT,
    loadedDates: datesOf(state),
    conflict: null,
  };
}

/**
 * Mine is kept and will be saved over theirs, the next save naming their version (ADR 353): only what this tab
 * changed since its last save replaces theirs; the rest of their save stays. Without their version (it could not be
 * read), or after undoing past the last save, the whole document is kept as it is.
 */
export function keepMine(context: QuizEditorContext): Update {
  const theirs = context.conflict?.theirs;
  const theirState = theirs ? fromQuiz(theirs) : null;
  const merged = theirState && keepMineOver(theirState, context.document!, context.savedPoint);
  if (!theirs || !theirState || !merged)
    return { version: theirs?.version ?? context.version, conflict: null };
  return {
    document: merged,
    version: theirs.version,
    loadedVersion: theirs.version,
    savedPoint: doc.LOADED_POINT,
    loadedDates: datesOf(theirState),
    conflict: null,
  };
}
