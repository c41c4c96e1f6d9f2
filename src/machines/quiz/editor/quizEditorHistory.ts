/**
 * The quiz editor's document and history: every edit, a domain event or a view intent, is applied through the
 * editor document (pure reducer, immer patches, undo/redo, coalescing, gestures) when the domain allows it. These
 * are the context updates the machine's guards and actions delegate to.
 */
import * as doc from '../../../domain/quiz/editor/quizEditorDocument';
import {
  EDIT_TYPES,
  isEdit,
  resolveEdit,
  withoutFixedTitleError,
  type DetailsRules,
} from '../../../domain/quiz/editor/quizEditorIntents';
import { canApply } from '../../../domain/quiz/editor/quizReducer';
import type { QuizEditorContext, QuizEditorEvent } from './quizEditorTypes';

type Update = Partial<QuizEditorContext>;

const detailsRulesOf = (context: QuizEditorContext): DetailsRules => ({
  now: context.clock(),
  subscriptionEndsAt: context.subscriptionEndsAt,
});

/** The domain event an edit stands for, with the session's next local ids. */
function resolved(context: QuizEditorContext, event: QuizEditorEvent) {
  if (!context.document || !isEdit(event)) return null;
  const ids = { prefix: context.idPrefix, counter: context.idCounter };
  return resolveEdit(context.document.state, event, ids, detailsRulesOf(context));
}

export function canApplyEdit(context: QuizEditorContext, event: QuizEditorEvent): boolean {
  const edit = resolved(context, event);
  return edit !== null && canApply(context.document!.state, edit.event);
}

export function applyEdit(context: QuizEditorContext, event: QuizEditorEvent): Update {
  const edit = resolved(context, event)!;
  return {
    // The machine's clock times the keystroke: typing after a pause is a new undo step.
    document: doc.dispatch(context.document!, edit.event, { at: context.clock().getTime() }).document,
    idCounter: context.idCounter + edit.used,
    activityErrors: withoutFixedTitleError(context.activityErrors, edit.event),
  };
}

export const canUndo = (context: QuizEditorContext) =>
  context.document !== null && doc.canUndo(context.document);
export const canRedo = (context: QuizEditorContext) =>
  context.document !== null && doc.canRedo(context.document);

/** The user moved to another field: the next keystroke starts a new undo step. */
export const closeStep = (context: QuizEditorContext): Update =>
  context.document ? { document: doc.closeStep(context.document) } : {};

export const undo = (context: QuizEditorContext): Update => ({ document: doc.undo(context.document!) });
export const redo = (context: QuizEditorContext): Update => ({ document: doc.redo(context.document!) });

/** One drag is one undo step; Esc cancels it back to where it began (STYLE rule 17). */
export const beginGesture = (context: QuizEditorContext, id: string): Update => ({
  document: doc.beginGesture(context.document!, id),
});
export const commitGesture = (context: QuizEditorContext, id: string): Update => ({
  document: doc.commitGesture(context.document!, id),
});
export const cancelGesture = (context: QuizEditorContext, id: string): Update => ({
  document: doc.cancelGesture(context.document!, id),
});

/** Every edit, domain event or intent, is one transition: applied when the domain allows it; autosave waits anew. */
export const EDIT_TRANSITIONS = Object.fromEntries(
  EDIT_TYPES.map((type) => [
    type,
    {
      guard: 'canApplyEdit',
      target: '.idle',
      actions: ['applyEdit', 'persistDraft', 'autosaveEdited'],
    } as const,
  ]),
);
