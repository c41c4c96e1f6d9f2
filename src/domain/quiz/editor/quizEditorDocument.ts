/**
 * The editor's document with its history: the one way to apply an event, undo, redo, group a gesture and read
 * the draft log. The editor machine keeps a `QuizEditorDocument` in its context and calls these functions;
 * tests and the benchmark drive the same functions.
 */
import * as history from '../../shared/history';
import type { History } from '../../shared/history';
import { selectionOf, type EditorSelection, type QuizEditorState } from './quizEditorState';
import { coalesceKey, isSelectionEvent, type QuizEvent } from './quizEvents';
import { applyEvent, type RejectReason } from './quizReducer';

export interface QuizEditorDocument {
  readonly state: QuizEditorState;
  readonly history: History<QuizEvent, EditorSelection>;
}

export type DispatchResult =
  | { readonly ok: true; readonly document: QuizEditorDocument }
  | { readonly ok: false; readonly reason: RejectReason; readonly document: QuizEditorDocument };

const selectionAdapter: history.SelectionAdapter<QuizEditorState, EditorSelection> = {
  setSelection: (state, selection) =>
    state.selectedActivityId === selection.activityId && state.selectedItemId === selection.itemId
      ? state
      : { ...state, selectedActivityId: selection.activityId, selectedItemId: selection.itemId },
};

/** A freshly loaded (or restored) document: no history, nothing to redo. */
export function openDocument(state: QuizEditorState): QuizEditorDocument {
  return { state, history: history.emptyHistory() };
}

/** `at`: when the user made the change (ms by the editor's clock); typing after a pause is a new undo step. */
export function dispatch(
  document: QuizEditorDocument,
  event: QuizEvent,
  options: { readonly at?: number } = {},
): DispatchResult {
  const result = applyEvent(document.state, event);
  if (!result.ok) return { ok: false, reason: result.reason, document };
  const entry = {
    event,
    patches: result.patches,
    inversePatches: result.inversePatches,
    selectionBefore: selectionOf(document.state),
    selectionAfter: selectionOf(result.state),
  };
  const next = history.record(document.history, entry, {
    kind: isSelectionEvent(event) ? 'selection' : 'undoable',
    coalesceKey: coalesceKey(event),
    at: options.at,
  });
  return { ok: true, document: { state: result.state, history: next } };
}

/** Replaces the document without touching history (a server acknowledgement, e.g. ids after a save). */
export function acknowledge(document: QuizEditorDocument, state: QuizEditorState): QuizEditorDocument {
  return { state, history: history.skip(document.history) };
}

/** The user moved to another field: the typing step ends there, even if they come back to the same field. */
export function closeStep(document: QuizEditorDocument): QuizEditorDocument {
  const next = history.skip(document.history);
  return next === document.history ? document : { ...document, history: next };
}

/**
 * Replays a draft log over the loaded document. Each logged event was its own undo step or the last of a typing
 * step, so each is replayed as one: two bursts of typing into one field stay two steps after a restore.
 */
export function replay(document: QuizEditorDocument, events: readonly QuizEvent[]): QuizEditorDocument {
  let next = document;
  for (const event of events) next = closeStep(dispatch(next, event).document);
  return next;
}

export function undo(document: QuizEditorDocument): QuizEditorDocument {
  return history.undo(document.history, document.state, selectionAdapter);
}

export function redo(document: QuizEditorDocument): QuizEditorDocument {
  return history.redo(document.history, document.state, selectionAdapter);
}

/** Starts a gesture (a drag): its changes become one undo step when committed. */
export function beginGesture(document: QuizEditorDocument, id: string): QuizEditorDocument {
  return { ...document, history: history.mark(document.history, id) };
}

export function commitGesture(document: QuizEditorDocument, id: string): QuizEditorDocument {
  return { ...document, history: history.commitMark(document.history, id) };
}

/** Esc during a drag: everything since `beginGesture(id)` is rolled back. */
export function cancelGesture(document: QuizEditorDocument, id: string): QuizEditorDocument {
  return history.cancelToMark(document.history, id, document.state, selectionAdapter);
}

export const canUndo = (document: QuizEditorDocument) => history.canUndo(document.history);
export const canRedo = (document: QuizEditorDocument) => history.canRedo(document.history);
/** Dirty: something the loaded quiz does not have (undoing everything makes the document clean again). */
export const isDirty = (document: QuizEditorDocument) => history.canUndo(document.history);

/**
 * Where the document stood when the server last took it (the load, or an autosave): the history's depth and its
 * top step. Undo history goes on across autosaves, so "unsaved" is measured from this point, not from the load.
 */
export interface SavePoint {
  readonly depth: number;
  readonly top: unknown;
}

/** The point of a freshly loaded document. */
export const LOADED_POINT: SavePoint = { depth: 0, top: null };

export const savePoint = (document: QuizEditorDocument): SavePoint => ({
  depth: document.history.undos.length,
  top: document.history.undos.at(-1) ?? null,
});

/** Something the server does not have: the history moved on from the save point, or back before it. */
export function isDirtySince(document: QuizEditorDocument, point: SavePoint): boolean {
  const { undos } = document.history;
  return undos.length !== point.depth || (undos.at(-1) ?? null) !== point.top;
}

/** The save point is still below the current document (not undone past): the steps since it replay over it. */
const reachesSince = (document: QuizEditorDocument, point: SavePoint) =>
  document.history.undos.length >= point.depth &&
  (point.depth === 0 || document.history.undos[point.depth - 1] === point.top);

/**
 * The draft log since the save point, replayable over the saved version; null when the user undid past the save
 * point, where only the whole log over the loaded version (`draftEvents`) describes the document.
 */
export function draftEventsSince(document: QuizEditorDocument, point: SavePoint): QuizEvent[] | null {
  if (!reachesSince(document, point)) return null;
  const { state } = document;
  return [
    ...document.history.undos.slice(point.depth).flatMap((step) => step.events),
    { type: 'activity.select', activityId: state.selectedActivityId },
    { type: 'item.select', itemId: state.selectedItemId },
  ];
}

/**
 * The draft log: the undoable events that made the current document, then the current selection. Selection never
 * decides what a content event does (every event names its targets), so replaying the content events and then the
 * selection reproduces the document exactly.
 */
export function draftEvents(document: QuizEditorDocument): QuizEvent[] {
  const { state } = document;
  return [
    ...history.appliedEvents(document.history),
    { type: 'activity.select', activityId: state.selectedActivityId },
    { type: 'item.select', itemId: state.selectedItemId },
  ];
}
