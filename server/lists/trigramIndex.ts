/**
 * The trigram index of a kept list (ADR 313, 320): for each trigram a search term can hold (printable ASCII), the
 * rows whose search text has it, as slot numbers in a typed array (four bytes a row a trigram). A row keeps its
 * slot while it changes; a changed row whose search text is the same takes its old one's slot and nothing else
 * moves.
 */

/** What the index holds: its search text, and the slot the index gives it. */
export interface Indexed {
  readonly search: string;
  slot: number;
}

interface Posting {
  data: Int32Array;
  length: number;
}

const GRAM = 3;
const NONE = -1;

/** The trigrams a search term can hold (printable ASCII only) of a search text, each once. */
export function gramsOf(search: string): Set<string> {
  const grams = new Set<string>();
  let ascii = 0;
  for (let at = 0; at < search.length; at += 1) {
    const code = search.charCodeAt(at);
    ascii = code >= 0x20 && code <= 0x7e ? ascii + 1 : 0;
    if (ascii >= GRAM) grams.add(search.slice(at - GRAM + 1, at + 1));
  }
  return grams;
}

export class TrigramIndex<E extends Indexed> {
  private readonly slots: (E | undefined)[] = [];
  private readonly free: number[] = [];
  private readonly postings = new Map<string, Posting>();

  /** Indexes `rows`, each posting of its exact size. */
  constructor(rows: readonly E[]) {
    const counts = new Map<string, number>();
    for (const row of rows) {
      for (const gram of gramsOf(row.search)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    for (const [gram, count] of counts) this.postings.set(gram, { data: new Int32Array(count), length: 0 });
    rows.forEach((row, slot) => {
      row.slot = slot;
      this.slots.push(row);
      for (const gram of gramsOf(row.search)) {
        const posting = this.postings.get(gram)!;
        posting.data[posting.length++] = slot;
      }
    });
  }

  add(row: E): void {
    const slot = this.free.pop() ?? this.slots.length;
    row.slot = slot;
    this.slots[slot] = row;
    for (const gram of gramsOf(row.search)) {
      let posting = this.postings.get(gram);
      if (posting === undefined) {
        posting = { data: new Int32Array(4).fill(NONE), length: 0 };
        this.postings.set(gram, posting);
      } else if (posting.length === posting.data.length) {
        const data = new Int32Array(Math.max(4, posting.data.length * 2)).fill(NONE);
        data.set(posting.data);
        posting.data = data;
      }
      posting.data[posting.length++] = slot;
    }
  }

  remove(row: E): void {
    for (const gram of gramsOf(row.search)) {
      const posting = this.postings.get(gram)!;
      const at = posting.data.indexOf(row.slot);
      posting.length -= 1;
      posting.data[at] = posting.data[posting.length]!;
      posting.data[posting.length] = NONE;
      if (posting.length === 0) this.postings.delete(gram);
    }
    this.slots[row.slot] = undefined;
    this.free.push(row.slot);
  }

  /** `fresh` in place of `old`: its slot alone when their search texts are the same. */
  replace(old: E, fresh: E): void {
    if (old.search !== fresh.search) {
      this.remove(old);
      this.add(fresh);
      return;
    }
    fresh.slot = old.slot;
    this.slots[old.slot] = fresh;
  }

  /** How many rows have the trigram. */
  count(gram: string): number {
    return this.postings.get(gram)?.length ?? 0;
  }

  /** The rows that have the trigram, in no order. */
  rowsWith(gram: string): E[] {
    const posting = this.postings.get(gram);
    if (posting === undefined) return [];
    const rows: E[] = new Array(posting.length);
    for (let at = 0; at < posting.length; at += 1) rows[at] = this.slots[posting.data[at]!]!;
    return rows;
  }
}
