/**
 * A kept list that follows the writes (ADR 320). The change feed names the rows each write changed (migration
 * 097); the list gathers them, re-reads those rows with one statement, and puts each in, out or in its new place.
 * Changes heard while a re-read runs wait for the next one: a burst of writes costs one statement per list.
 *
 * - A request answered from the list first waits until every change heard before it is applied, so nothing
 *   heard is ever missing from an answer: a writer's next request, which answers only once its process has heard
 *   its change (ADR 156), sees it.
 * - While the list is being read whole, the changes heard are kept and applied once it is read: a row the read
 *   saw before its change is read again.
 * - A change of a user re-reads the rows they own (their name, e-mail and subscription show in the rows or decide
 *   the list's scope); a change of an institution, those of its members, in the quiz lists.
 * - A change it cannot apply (the placement would ask the store too much, or the re-read fails) breaks the list:
 *   its holder drops it and reads it again.
 */
import type { ListRows } from '../db/migrations/097_list_row_changes';
import type { KeptList, KeptRow } from './keptList';

/** A change heard on the feed that a kept list may show. */
export type ListChange =
  | { readonly kind: 'rows'; readonly list: ListRows; readonly ids: readonly number[] }
  | { readonly kind: 'user'; readonly userId: number };

/** How a kept list reads rows again. */
export interface KeptListSource<T> {
  /** Which rows the list holds. */
  readonly holds: ListRows;
  /** The rows of the list's scope among `ids`, and owned by any of `owners`, as they are now, in no order. */
  read(which: { readonly ids: readonly number[]; readonly owners: readonly number[] }): Promise<KeptRow<T>[]>;
  /** The members of these institutions (for a list whose scope reads its owners' subscriptions). */
  readonly membersOf?: (institutions: readonly number[]) => Promise<number[]>;
  /** Whether the list has changed so much since it was read that it is worth reading again (rowJson.ts). */
  readonly worn?: () => boolean;
}

interface Pending {
  readonly ids: Set<number>;
  readonly owners: Set<number>;
  readonly institutions: Set<number>;
}

const nothingPending = (): Pending => ({ ids: new Set(), owners: new Set(), institutions: new Set() });

export class LiveList<T> {
  private list: KeptList<T> | null = null;
  private source: KeptListSource<T> | null = null;
  /** Changes heard before the list was read. */
  private heardBefore: ListChange[] = [];
  private pending = nothingPending();
  private heard = 0;
  private applied = 0;
  private draining = false;
  private waiting: { readonly upTo: number; readonly done: () => void }[] = [];
  /** A change could not be applied: the list must be dropped. */
  broken = false;

  /** The list, once read and started; null before. */
  get kept(): KeptList<T> | null {
    return this.broken ? null : this.list;
  }

  /** Starts following the writes with the list as read, applying first what was heard while it was read. */
  start(list: KeptList<T>, source: KeptListSource<T>): void {
    this.list = list;
    this.source = source;
    const before = this.heardBefore;
    this.heardBefore = [];
    for (const change of before) this.hear(change);
  }

  /** Takes in a change heard on the feed. */
  hear(change: ListChange): void {
    const source = this.source;
    if (this.broken) return;
    if (source === null) {
      this.heardBefore.push(change);
      return;
    }
    if (change.kind === 'user') {
      if (source.holds === 'institution') return;
      this.pending.owners.add(change.userId);
    } else if (change.list === source.holds) {
      for (const id of change.ids) this.pending.ids.add(id);
    } else if (change.list === 'institution' && source.membersOf) {
      for (const id of change.ids) this.pending.institutions.add(id);
    } else return;
    this.heard += 1;
    if (!this.draining) void this.drain();
  }

  /** Whether the list should be read again while it answers: it has changed as much as it holds. */
  get worn(): boolean {
    return this.source?.worn?.() ?? false;
  }

  /** Resolves once every change heard before the call is applied, or the list broke. */
  settled(): Promise<void> {
    if (this.broken || this.applied >= this.heard) return Promise.resolve();
    const upTo = this.heard;
    return new Promise((done) => this.waiting.push({ upTo, done }));
  }

  private async drain(): Promise<void> {
    this.draining = true;
    const list = this.list!;
    const source = this.source!;
    while (!this.broken && this.applied < this.heard) {
      const { ids, owners, institutions } = this.pending;
      const upTo = this.heard;
      this.pending = nothingPending();
      try {
        if (institutions.size > 0 && source.membersOf) {
          for (const member of await source.membersOf([...institutions])) owners.add(member);
        }
        const rows = await source.read({ ids: [...ids], owners: [...owners] });
        const gone = owners.size === 0 ? ids : [...ids, ...list.ownedBy(owners)];
        if (!(await list.replace(gone, rows))) this.broken = true;
      } catch {
        this.broken = true;
      }
      this.applied = upTo;
      this.waiting = this.waiting.filter((waiter) => {
        if (!this.broken && waiter.upTo > this.applied) return true;
        waiter.done();
        return false;
      });
    }
    this.draining = false;
  }
}
