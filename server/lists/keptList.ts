/**
 * A whole list kept in memory, in its order, to answer searches and deep pages without the store (ADR 313): a
 * `contains` search as the store's `ILIKE '%…%'` finds it, through a trigram index, and any page of the matches
 * with their exact count.
 *
 * Each row carries the text its search reads, lower-cased by the store itself (`lower()`), the columns joined by a
 * control character (U+0001) no answerable search can hold. `ILIKE` in a multibyte database compares `lower()` of
 * the text with `lower()` of the pattern, so for a search of printable ASCII (which lower-cases alike in JavaScript
 * and in the store, checked when the list is read) a row matches here exactly when it matches there. Other
 * searches are not answered here.
 */

import { sql, type QueryExecutorProvider } from 'kysely';

/** A row of a kept list: what the page shows, and its search text as the store lower-cased it. */
export interface KeptRow<T> {
  readonly value: T;
  readonly search: string;
  /**
   * When the row leaves a list that hides ended rows: its end in milliseconds, rounded up from the store's
   * microseconds so that `endsAt > now` holds exactly when the store's `end > now` does for a `now` in
   * milliseconds. Absent: it never ends.
   */
  readonly endsAt?: number;
}

export interface KeptPage<T> {
  readonly rows: readonly T[];
  /** How many rows match, exactly. */
  readonly total: number;
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

const GRAM = 3;

export class KeptList<T> {
  private readonly rows: readonly KeptRow<T>[];
  /** Each trigram's rows, by position in the list, ascending. */
  private readonly grams = new Map<string, number[]>();
  /** The rows not ended at `at`, valid until the next end after it. */
  private shown: {
    readonly at: number;
    readonly until: number;
    readonly flags: Uint8Array;
    readonly positions: number[];
  } | null = null;

  /**
   * @param rows the list in its order
   * @param readAt for a list that hides ended rows, the moment (milliseconds) its rows were read as not ended: it
   *   answers for that moment and later only
   */
  constructor(
    rows: readonly KeptRow<T>[],
    readonly readAt = -Infinity,
  ) {
    this.rows = rows;
    rows.forEach((row, position) => {
      const { search } = row;
      for (let at = 0; at + GRAM <= search.length; at += 1) {
        const gram = search.slice(at, at + GRAM);
        const list = this.grams.get(gram);
        if (list === undefined) this.grams.set(gram, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
  }

  get size(): number {
    return this.rows.length;
  }

  /** Whether this list can answer a search for `term` (null: no search) as the store would. */
  static answers(term: string | null): boolean {
    return term === null || ANSWERABLE.test(term);
  }

  /** The positions of the rows whose search text contains `term`, in list order; every row for no search. */
  private matching(term: string | null): readonly number[] | null {
    if (term === null || term === '') return null;
    const needle = term.toLowerCase();
    let candidates: readonly number[] | null = null;
    if (needle.length >= GRAM) {
      // The rarest of the term's trigrams bounds the candidates; each is then checked whole.
      for (let at = 0; at + GRAM <= needle.length; at += 1) {
        const list = this.grams.get(needle.slice(at, at + GRAM)) ?? [];
        if (candidates === null || list.length < candidates.length) candidates = list;
        if (list.length === 0) break;
      }
    }
    const found: number[] = [];
    if (candidates === null) {
      this.rows.forEach((row, position) => {
        if (row.search.includes(needle)) found.push(position);
      });
    } else {
      for (const position of candidates)
        if (this.rows[position]!.search.includes(needle)) found.push(position);
    }
    return found;
  }

  /** The rows not ended at `now`: worked out again only once a row ends (or the clock goes back). */
  private notEndedAt(now: number) {
    const kept = this.shown;
    if (kept && now >= kept.at && now < kept.until) return kept;
    const flags = new Uint8Array(this.rows.length);
    const positions: number[] = [];
    let until = Infinity;
    this.rows.forEach((row, position) => {
      const ends = row.endsAt ?? Infinity;
      if (ends <= now) return;
      flags[position] = 1;
      positions.push(position);
      if (ends < until) until = ends;
    });
    this.shown = { at: now, until, flags, positions };
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
   * ended at that moment (milliseconds); with `or`, the rows it accepts match too (a keyword that is also an id).
   */
  page(
    term: string | null,
    offset: number,
    perPage: number,
    { endedBy, or }: { readonly endedBy?: number; readonly or?: (value: T) => boolean } = {},
  ): KeptPage<T> {
    const shown = endedBy === undefined ? null : this.notEndedAt(endedBy);
    const searched = this.matching(term);
    let matched = searched;
    if (searched !== null && or !== undefined) {
      const hit = new Set(searched);
      matched = this.rows.flatMap((row, position) => (hit.has(position) || or(row.value) ? [position] : []));
    }
    const found =
      matched === null
        ? shown?.positions
        : matched.filter((position) => !shown || shown.flags[position] === 1);
    if (found === undefined) {
      return {
        rows: this.rows.slice(offset, offset + perPage).map((row) => row.value),
        total: this.rows.length,
      };
    }
    return {
      rows: found.slice(offset, offset + perPage).map((position) => this.rows[position]!.value),
      total: found.length,
    };
  }
}
