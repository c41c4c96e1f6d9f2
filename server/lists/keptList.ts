/**
 * A whole list kept in memory, in its order, to answer searches and deep pages without the store (ADR 313): a
 * `contains` search as the store's `ILIKE '%…%'` finds it, through a trigram index, and any page of the matches
 * with their exact count. A write changes the rows it names, in place (ADR 320): each goes out, or in again where
 * the store's order puts it, with its search text and its place in the index.
 *
 * Each row carries the text its search reads, lower-cased by the store itself (`lower()`), the columns joined by a
 * control character (U+0001) no answerable search can hold. `ILIKE` in a multibyte database compares `lower()` of
 * the text with `lower()` of the pattern, so for a search of printable ASCII (which lower-cases alike in JavaScript
 * and in the store, checked when the list is read) a row matches here exactly when it matches there. Other
 * searches are not answered here.
 */
import { sql, type QueryExecutorProvider } from 'kysely';
import type { KeyTerm, KeyValue, TextOrder } from './keptOrder';
import { placeRows, type Placed } from './keptPlacement';
import { RowSequence, type Sequenced } from './rowSequence';
import { TrigramIndex, type Indexed } from './trigramIndex';

/** A row of a kept list: what the page shows, its search text as the store lower-cased it, and its order. */
export interface KeptRow<T> {
  readonly id: number;
  readonly value: T;
  readonly search: string;
  /**
   * When the row leaves a list that hides ended rows: its end in milliseconds, rounded up from the store's
   * microseconds so that `endsAt > now` holds exactly when the store's `end > now` does for a `now` in
   * milliseconds. Absent: it never ends.
   */
  readonly endsAt?: number;
  /** Its values of the list's order terms, the id last (keptOrder.ts). */
  readonly key: readonly KeyValue[];
  /** Its owner, whose change re-reads it. */
  readonly owner?: number | null;
}

export interface KeptPage<T> {
  readonly rows: readonly T[];
  /** How many rows match, exactly. */
  readonly total: number;
}

/** How a kept list is ordered: its terms, and how its texts compare. */
export interface KeptOrder {
  readonly terms: readonly KeyTerm[];
  readonly text: TextOrder;
}

/** Searches the kept list answers: printable ASCII, which lower-cases the same everywhere. */
const ANSWERABLE = /^[\x20-\x7e]*$/;

const ASCII_CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Whether the store's `lower()` lower-cases ASCII as JavaScript does (it does but in a Turkish locale), asked once
 * per list read: a kept list is read only when it does.
 */
export async function storeLowersAsciiAlike(db: QueryExecutorProvider): Promise<boolean> {
  const { rows } = await sql<{ lowered: string }>`select lower(${ASCII_CAPITALS}) as lowered`.execute(db);
  return rows[0]?.lowered === ASCII_CAPITALS.toLowerCase();
}

/**
 * The rows read (in no order) in the order of `ordered`, each with its key from its ordered row: a row read but no
 * longer in the order, or in it but no longer read, is left out (its change is heard and applied).
 *
 * A function of its own so that what it looks rows up with is gone once it answers: a map built beside the list
 * source's closures would share their scope, and stay as long as the list does.
 */
export function inOrder<T, R extends { readonly id: number }>(
  ordered: readonly R[],
  read: readonly KeptRow<T>[],
  keyOf: (row: R) => readonly KeyValue[],
): KeptRow<T>[] {
  const byId = new Map<number, KeptRow<T>>();
  for (const row of read) byId.set(row.id, row);
  const rows: KeptRow<T>[] = [];
  for (const row of ordered) {
    const found = byId.get(row.id);
    if (found) rows.push({ ...found, key: keyOf(row) });
  }
  return rows;
}

const GRAM = 3;

class Entry<T> implements Sequenced, Indexed {
  block: Sequenced['block'] = null;
  index = 0;
  slot = 0;
  readonly id: number;
  readonly value: T;
  readonly search: string;
  readonly endsAt: number;
  readonly key: readonly KeyValue[];
  readonly owner: number | null;
  constructor(row: KeptRow<T>) {
    this.id = row.id;
    this.value = row.value;
    this.search = row.search;
    this.endsAt = row.endsAt ?? Infinity;
    this.key = row.key;
    this.owner = row.owner ?? null;
  }
}

export class KeptList<T> {
  private readonly rows: RowSequence<Entry<T>>;
  private readonly byId = new Map<number, Entry<T>>();
  private readonly grams: TrigramIndex<Entry<T>>;
  /** Bumped by every change. */
  private version = 0;
  /** The rows not ended at `at`, valid until the next end after it or a change. */
  private shown: {
    readonly at: number;
    readonly until: number;
    readonly version: number;
    readonly rows: readonly Entry<T>[];
  } | null = null;

  /**
   * @param rows the list in its order
   * @param order the list's order terms and how its texts compare
   * @param readAt for a list that hides ended rows, the moment (milliseconds) its rows were read as not ended: it
   *   answers for that moment and later only
   */
  constructor(
    rows: readonly KeptRow<T>[],
    readonly order: KeptOrder,
    readonly readAt = -Infinity,
  ) {
    const entries = rows.map((row) => new Entry(row));
    this.rows = new RowSequence(entries);
    this.grams = new TrigramIndex(entries);
    for (const entry of entries) this.byId.set(entry.id, entry);
  }

  get size(): number {
    return this.rows.length;
  }

  /** Whether this list can answer a search for `term` (null: no search) as the store would. */
  static answers(term: string | null): boolean {
    return term === null || ANSWERABLE.test(term);
  }

  /** The rows whose search text contains `term`, in list order; null (every row) for no search. */
  private matching(term: string | null): Entry<T>[] | null {
    if (term === null || term === '') return null;
    const needle = term.toLowerCase();
    // The index holds the trigrams of printable ASCII only: any other term is looked for in every row.
    if (needle.length < GRAM || !ANSWERABLE.test(needle)) {
      const found: Entry<T>[] = [];
      this.rows.forEach((entry) => {
        if (entry.search.includes(needle)) found.push(entry);
      });
      return found;
    }
    // The rarest of the term's trigrams bounds the candidates; each is then checked whole.
    let rarest = '';
    let least = Infinity;
    for (let at = 0; at + GRAM <= needle.length; at += 1) {
      const gram = needle.slice(at, at + GRAM);
      const count = this.grams.count(gram);
      if (count === 0) return [];
      if (count < least) {
        least = count;
        rarest = gram;
      }
    }
    const candidates = this.grams.rowsWith(rarest);
    const found = candidates.filter((entry) => entry.search.includes(needle));
    return this.inOrder(found);
  }

  /** Rows in list order: their positions sorted, each carrying its row's place in `rows`. */
  private inOrder(rows: readonly Entry<T>[]): Entry<T>[] {
    const count = rows.length;
    const keys = new Float64Array(count);
    rows.forEach((entry, at) => (keys[at] = this.rows.positionOf(entry) * count + at));
    keys.sort();
    return Array.from(keys, (key) => rows[key % count]!);
  }

  /** The rows not ended at `now`: worked out again once a row ends, the list changes, or the clock goes back. */
  private notEndedAt(now: number) {
    const kept = this.shown;
    if (kept && kept.version === this.version && now >= kept.at && now < kept.until) return kept;
    const rows: Entry<T>[] = [];
    let until = Infinity;
    this.rows.forEach((entry) => {
      if (entry.endsAt <= now) return;
      rows.push(entry);
      if (entry.endsAt < until) until = entry.endsAt;
    });
    this.shown = { at: now, until, version: this.version, rows };
    return this.shown;
  }

  /**
   * For a list that hides ended rows: the first moment after `now` (milliseconds) a row ends, when its pages change
   * by themselves; null when none ever ends.
   */
  nextEnd(now: number): number | null {
    const { until } = this.notEndedAt(now);
    return until === Infinity ? null : until;
  }

  /**
   * One page of the rows matching `term` (null: every row), and how many match. With `endedBy`, only the rows not
   * ended at that moment (milliseconds); with `alsoId`, the row of that id matches too (a keyword that is an id).
   */
  page(
    term: string | null,
    offset: number,
    perPage: number,
    { endedBy, alsoId }: { readonly endedBy?: number; readonly alsoId?: number } = {},
  ): KeptPage<T> {
    let found = this.matching(term);
    const also = alsoId === undefined ? undefined : this.byId.get(alsoId);
    if (found !== null && also !== undefined && !found.includes(also)) found = this.inOrder([...found, also]);
    if (found === null) {
      if (endedBy === undefined) {
        return { rows: this.rows.slice(offset, offset + perPage).map((row) => row.value), total: this.size };
      }
      found = this.notEndedAt(endedBy).rows as Entry<T>[];
    } else if (endedBy !== undefined) found = found.filter((entry) => entry.endsAt > endedBy);
    return { rows: found.slice(offset, offset + perPage).map((row) => row.value), total: found.length };
  }

  /** The ids of the rows owned by any of `owners`. */
  ownedBy(owners: ReadonlySet<number>): number[] {
    const ids: number[] = [];
    for (const entry of this.byId.values())
      if (entry.owner !== null && owners.has(entry.owner)) ids.push(entry.id);
    return ids;
  }

  /**
   * The rows of `ids` as they are now: each of `rows` goes in (in place of the kept one) where the order puts it,
   * and those of `ids` not among them go out. False when they could not be placed (too many rows to ask the store
   * about): the list must then be read again.
   */
  async replace(ids: Iterable<number>, rows: readonly KeptRow<T>[]): Promise<boolean> {
    const placed = await placeRows(this.rows, this.order, rows);
    if (placed === null) return false;
    this.commit(ids, placed);
    return true;
  }

  /** Puts the placed rows in, from the last place to the first, then takes the kept rows they replace out. */
  private commit(ids: Iterable<number>, placed: readonly Placed<KeptRow<T>>[]): void {
    const fresh: Entry<T>[] = [];
    for (let at = placed.length - 1; at >= 0; at -= 1) {
      const { row, position } = placed[at]!;
      const entry = new Entry(row);
      this.rows.insertAt(position, entry);
      fresh.push(entry);
    }
    const gone = new Set(ids);
    for (const entry of fresh) {
      const before = this.byId.get(entry.id);
      this.byId.set(entry.id, entry);
      gone.delete(entry.id);
      if (before === undefined) this.grams.add(entry);
      else {
        this.grams.replace(before, entry);
        this.rows.remove(before);
      }
    }
    for (const id of gone) {
      const entry = this.byId.get(id);
      if (entry === undefined) continue;
      this.grams.remove(entry);
      this.rows.remove(entry);
      this.byId.delete(id);
    }
    this.version += 1;
    this.shown = null;
  }
}
