/**
 * Undo/redo as data, with no UI in it (after tldraw's HistoryManager and excalidraw's history): a step is what one
 * user action changed, kept as immer patches and inverse patches, so undo and redo cost the size of the change.
 *
 * - Every recorded change is its own step, unless a mark is open: then everything up to `commitMark` is one step
 *   (one drag is one undo step), and `cancelToMark` rolls the open group back (Esc during a drag).
 * - Consecutive changes with the same coalesce key merge into one step (typing into one field), as long as they
 *   come close together: a pause of `TYPING_PAUSE_MS` or more closes the step, as in ProseMirror and Google Docs,
 *   so one undo never takes back more than the last burst of typing. The time is the caller's (`at`), never read
 *   here, so tests stay deterministic; a change recorded without a time coalesces as before.
 * - Some changes never enter history: loads and server acknowledgements ('ignore'), and selection-only changes
 *   ('selection'), which also leave redo alone — clicking around must not throw away what the user could redo.
 * - Steps remember the selection before and after, so undo and redo take the user back to where the change was.
 *
 * The history is an immutable value (it lives in a machine's context); every function returns a new one.
 */
import type { Patch } from 'immer';
import { applyPatches } from './immerPatches';

export interface HistoryStep<E, S> {
  readonly events: readonly E[];
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  readonly selectionBefore: S;
  readonly selectionAfter: S;
  readonly coalesceKey: string | undefined;
}

export interface History<E, S> {
  readonly undos: readonly HistoryStep<E, S>[];
  readonly redos: readonly HistoryStep<E, S>[];
  /** The open group: steps from `depth` on become one step when the mark is committed. */
  readonly mark: { readonly id: string; readonly depth: number } | null;
  /** Key of the top step while it may still absorb typing; any other action ends it. */
  readonly coalescing: string | undefined;
  /** When the top step last absorbed typing (the caller's clock, ms); a pause after it closes the step. */
  readonly typedAt?: number | undefined;
}

/** A pause in typing this long (ms) closes the undo step: the next keystroke starts a new one. */
export const TYPING_PAUSE_MS = 500;

export interface HistoryEntry<E, S> {
  readonly event: E;
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  readonly selectionBefore: S;
  readonly selectionAfter: S;
}

/** 'undoable' enters history; 'selection' and 'ignore' do not, and neither clears redo. */
export type RecordKind = 'undoable' | 'selection' | 'ignore';

export interface RecordOptions {
  readonly kind?: RecordKind;
  readonly coalesceKey?: string | undefined;
  /** When the change happened (ms, the caller's clock): typing after a pause starts a new step. */
  readonly at?: number | undefined;
}

/** How history puts a selection back into the document it does not otherwise know. */
export interface SelectionAdapter<T, S> {
  setSelection(state: T, selection: S): T;
}

export function emptyHistory<E, S>(): History<E, S> {
  return { undos: [], redos: [], mark: null, coalescing: undefined };
}

export const canUndo = (history: History<unknown, unknown>) => history.undos.length > 0;
export const canRedo = (history: History<unknown, unknown>) => history.redos.length > 0;

function samePath(a: Patch, b: Patch): boolean {
  return a.path.length === b.path.length && a.path.every((key, i) => key === b.path[i]);
}

/**
 * One step doing `a` then `b`. Repeated typing into one field keeps one patch pair and one event instead of one
 * per keystroke: a coalesce key promises that its events carry the field's whole value (a set, never a relative
 * change such as a toggle), so the last event alone, replayed over the state before `a`, gives the same field.
 * This keeps the draft log (ADR 042) as long as the undo steps, not the keystrokes (ADR 083).
 */
function merge<E, S>(a: HistoryStep<E, S>, b: HistoryStep<E, S>): HistoryStep<E, S> {
  const [pa] = a.patches;
  const [pb] = b.patches;
  const sameField =
    a.patches.length === 1 &&
    b.patches.length === 1 &&
    a.inversePatches.length === 1 &&
    pa!.op === 'replace' &&
    pb!.op === 'replace' &&
    samePath(pa!, pb!);
  const sameSetting = sameField && a.coalesceKey !== undefined && a.coalesceKey === b.coalesceKey;
  return {
    events: sameSetting ? b.events : [...a.events, ...b.events],
    patches: sameField ? b.patches : [...a.patches, ...b.patches],
    inversePatches: sameField ? a.inversePatches : [...b.inversePatches, ...a.inversePatches],
    selectionBefore: a.selectionBefore,
    selectionAfter: b.selectionAfter,
    coalesceKey: b.coalesceKey,
  };
}

export function record<E, S>(
  history: History<E, S>,
  entry: HistoryEntry<E, S>,
  options: RecordOptions = {},
): History<E, S> {
  const kind = options.kind ?? 'undoable';
  if (kind !== 'undoable') return skip(history);
  // A change that changed nothing (renaming to the same title) is not a step and keeps redo.
  if (entry.patches.length === 0) return history;
  const step: HistoryStep<E, S> = {
    events: [entry.event],
    patches: entry.patches,
    inversePatches: entry.inversePatches,
    selectionBefore: entry.selectionBefore,
    selectionAfter: entry.selectionAfter,
    coalesceKey: options.coalesceKey,
  };
  const top = history.undos.at(-1);
  const insideGroup = history.mark === null || history.undos.length > history.mark.depth;
  const coalesce =
    top !== undefined &&
    options.coalesceKey !== undefined &&
    history.coalescing === options.coalesceKey &&
    !pausedBetween(history.typedAt, options.at) &&
    insideGroup;
  const undos = coalesce ? [...history.undos.slice(0, -1), merge(top, step)] : [...history.undos, step];
  return { ...history, undos, redos: [], coalescing: options.coalesceKey, typedAt: options.at };
}

/** Typing resumed after a pause: both times are known and far enough apart (a clock set back counts as one). */
function pausedBetween(before: number | undefined, at: number | undefined): boolean {
  if (before === undefined || at === undefined) return false;
  return Math.abs(at - before) >= TYPING_PAUSE_MS;
}

/**
 * A change outside history (a load, a server acknowledgement, a selection), or the user moving to another field:
 * ends the typing step, keeps redo.
 */
export function skip<E, S>(history: History<E, S>): History<E, S> {
  return history.coalescing === undefined
    ? history
    : { ...history, coalescing: undefined, typedAt: undefined };
}

/** Opens a group: what is recorded until `commitMark(id)` is one undo step. An open group is committed first. */
export function mark<E, S>(history: History<E, S>, id: string): History<E, S> {
  const base = history.mark ? commitMark(history, history.mark.id) : history;
  return { ...base, mark: { id, depth: base.undos.length }, coalescing: undefined };
}

/** Closes the group `id`, squashing its steps into one. Unknown ids leave history as it is. */
export function commitMark<E, S>(history: History<E, S>, id: string): History<E, S> {
  if (history.mark?.id !== id) return history;
  const { depth } = history.mark;
  const group = history.undos.slice(depth);
  const undos = group.length > 1 ? [...history.undos.slice(0, depth), group.reduce(merge)] : history.undos;
  return { ...history, undos, mark: null, coalescing: undefined };
}

export interface Applied<E, S, T> {
  readonly history: History<E, S>;
  readonly state: T;
}

/** Rolls back everything recorded since the mark and forgets it; redo is not offered for a cancelled gesture. */
export function cancelToMark<E, S, T>(
  history: History<E, S>,
  id: string,
  state: T,
  adapter: SelectionAdapter<T, S>,
): Applied<E, S, T> {
  if (history.mark?.id !== id) return { history, state };
  const { depth } = history.mark;
  const group = history.undos.slice(depth);
  let next = state;
  for (let i = group.length - 1; i >= 0; i--) next = applyPatches(next, group[i]!.inversePatches);
  if (group.length > 0) next = adapter.setSelection(next, group[0]!.selectionBefore);
  return {
    history: { ...history, undos: history.undos.slice(0, depth), mark: null, coalescing: undefined },
    state: next,
  };
}

/** Reverts the last step (an open group counts as one). Nothing to undo: unchanged. */
export function undo<E, S, T>(
  history: History<E, S>,
  state: T,
  adapter: SelectionAdapter<T, S>,
): Applied<E, S, T> {
  const closed = history.mark ? commitMark(history, history.mark.id) : history;
  const step = closed.undos.at(-1);
  if (!step) return { history: closed, state };
  const reverted = applyPatches(state, step.inversePatches);
  return {
    history: {
      undos: closed.undos.slice(0, -1),
      redos: [...closed.redos, step],
      mark: null,
      coalescing: undefined,
    },
    state: adapter.setSelection(reverted, step.selectionBefore),
  };
}

/** Re-applies the last undone step. */
export function redo<E, S, T>(
  history: History<E, S>,
  state: T,
  adapter: SelectionAdapter<T, S>,
): Applied<E, S, T> {
  const step = history.redos.at(-1);
  if (!step || history.mark) return { history, state };
  const applied = applyPatches(state, step.patches);
  return {
    history: {
      undos: [...history.undos, step],
      redos: history.redos.slice(0, -1),
      mark: null,
      coalescing: undefined,
    },
    state: adapter.setSelection(applied, step.selectionAfter),
  };
}

/** The events that led from the loaded document to the current one, oldest first (the draft log). */
export function appliedEvents<E, S>(history: History<E, S>): E[] {
  return history.undos.flatMap((step) => step.events);
}
