/**
 * Bulk actions on list rows (ADRs 164–166): which actions a selection offers (those every selected row's
 * capability table allows, so a bulk action never asks the server for what it refuses), which rows a click or a
 * shift-click selects, and the header checkbox's state.
 */
import type { QuizAction } from '../quiz/quiz';

/** Each bulk action is the quiz capability table's action of the same name, asked of every selected row. */
export const BULK_QUIZ_ACTIONS = [
  'delete',
  'download',
  'setDeadline',
  'addToClass',
] as const satisfies readonly QuizAction[];
export type BulkQuizAction = (typeof BULK_QUIZ_ACTIONS)[number];

/** What one quiz row lets the caller do: its actions as the server answered them (ADR 192). */
export interface BulkQuizRow {
  readonly allowed: ReadonlySet<QuizAction>;
}

/** The bulk actions every selected quiz allows; none for an empty selection. */
export function bulkQuizActions(rows: readonly BulkQuizRow[]): BulkQuizAction[] {
  if (rows.length === 0) return [];
  return BULK_QUIZ_ACTIONS.filter((action) => rows.every((row) => row.allowed.has(action)));
}

/** Whether every selected row allows one action (classes and playlists: delete). */
export const everyRowAllows = <A extends string>(rows: readonly ReadonlySet<A>[], action: A): boolean =>
  rows.length > 0 && rows.every((allowed) => allowed.has(action));

/**
 * The selection after a click on one row's checkbox. A shift-click sets every row from the last clicked one
 * (the anchor) to this one to the state the clicked row takes, as in Gmail and file managers; without an anchor on
 * this page it acts on the row alone.
 */
export function clickSelection<K>(
  selected: ReadonlySet<K>,
  pageKeys: readonly K[],
  key: K,
  anchor: K | null,
  shift: boolean,
): Set<K> {
  const next = new Set(selected);
  const select = !selected.has(key);
  const from = anchor === null ? -1 : pageKeys.indexOf(anchor);
  const to = pageKeys.indexOf(key);
  const range =
    shift && from >= 0 && to >= 0 ? pageKeys.slice(Math.min(from, to), Math.max(from, to) + 1) : [key];
  for (const each of range) {
    if (select) next.add(each);
    else next.delete(each);
  }
  return next;
}

export type PageSelection = 'none' | 'some' | 'all';

/** The header checkbox: all rows of the page selected, some (indeterminate) or none. */
export function pageSelection<K>(selected: ReadonlySet<K>, pageKeys: readonly K[]): PageSelection {
  const count = pageKeys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === pageKeys.length ? 'all' : 'some';
}

/** The header checkbox pressed: selects the whole page, or clears it when all of it was selected. */
export function togglePage<K>(selected: ReadonlySet<K>, pageKeys: readonly K[]): Set<K> {
  return pageSelection(selected, pageKeys) === 'all' ? new Set() : new Set(pageKeys);
}
