/**
 * Where changed rows go in a kept list (ADR 320): the position of each among the kept rows, which are in their
 * kept order (the changed ones still in, with their kept keys), and their order among themselves.
 *
 * When texts compare by code point, the rows' keys are compared here and a row's place is a binary search. When
 * only the store knows how its collation orders two texts, the placement asks it: each round sends the comparisons
 * every row still needs, PIVOTS rows spread over what is left of the list for each, and the next round starts from
 * the answers, so a row's place takes a few rounds whatever the list's length.
 */
import { compareCodePoints, compareKeys, type CompareText, type KeyValue } from './keptOrder';
import type { KeptOrder, KeptRow } from './keptList';

/** Rows a change places at once when each text comparison is the store's; more are read again whole. */
const STORE_PLACED_MAX = 64;
/** Rounds of store comparisons a placement may ask. */
const STORE_ROUNDS_MAX = 8;
/** Comparisons asked at once per row being placed, spread over what is left of the list. */
const PIVOTS = 32;

/** What a placement reads of the kept rows: how many, and each one's key by position. */
interface Kept {
  readonly length: number;
  at(position: number): { readonly key: readonly KeyValue[] };
  /** The first position whose row `before` says comes after the one placed. */
  firstAfter(before: (row: { readonly key: readonly KeyValue[] }) => boolean): number;
}

export interface Placed<Row> {
  readonly row: Row;
  readonly position: number;
}

/** Text comparisons the store has not answered yet: what to ask it. */
class Unanswered {
  constructor(readonly pairs: readonly (readonly [string, string])[]) {}
}

/** Thrown by a comparison of texts the store has not compared yet. */
class MissingText extends Error {}

/**
 * Each row's position among the kept ones, the rows sorted among themselves; null when they could not be placed
 * (too many for the store's questions), and the list must then be read again.
 */
export async function placeRows<Row extends KeptRow<unknown>>(
  kept: Kept,
  order: KeptOrder,
  rows: readonly Row[],
): Promise<Placed<Row>[] | null> {
  const known = new Map<string, number>();
  for (let round = 0; ; round += 1) {
    const placed = place(kept, order, rows, known);
    if (placed === null) return null;
    if (!(placed instanceof Unanswered)) return placed;
    const { text } = order;
    if (!text.inStore || round >= STORE_ROUNDS_MAX) return null;
    const signs = await text.signs(placed.pairs);
    placed.pairs.forEach(([a, b], at) => {
      known.set(`${a}\u0000${b}`, signs[at]!);
      known.set(`${b}\u0000${a}`, -signs[at]!);
    });
  }
}

/** The placement with the comparisons known so far, or the ones the store must answer first. */
function place<Row extends KeptRow<unknown>>(
  kept: Kept,
  order: KeptOrder,
  rows: readonly Row[],
  known: ReadonlyMap<string, number>,
): Placed<Row>[] | Unanswered | null {
  const { terms, text } = order;
  if (text.inStore && rows.length > STORE_PLACED_MAX) return null;
  const compareText: CompareText = text.inStore
    ? (a, b) => {
        const sign = known.get(`${a}\u0000${b}`);
        if (sign === undefined) throw new MissingText();
        return sign;
      }
    : compareCodePoints;
  const compare = (a: readonly KeyValue[], b: readonly KeyValue[]) => compareKeys(terms, a, b, compareText);
  const pairsOf = (a: readonly KeyValue[], b: readonly KeyValue[]) => textPairs(order, a, b);
  let sorted: Row[];
  try {
    sorted = [...rows].sort((a, b) => compare(a.key, b.key));
  } catch (thrown) {
    if (!(thrown instanceof MissingText)) throw thrown;
    const keys = rows.map((row) => row.key);
    return new Unanswered(keys.flatMap((a, at) => keys.slice(at + 1).flatMap((b) => pairsOf(a, b))));
  }
  const placed: Placed<Row>[] = [];
  // Every row's next questions go in one round.
  const unanswered: (readonly [string, string])[] = [];
  for (const row of sorted) {
    const position = text.inStore
      ? positionAsked(kept, row.key, compare, pairsOf, known)
      : kept.firstAfter((other) => compare(row.key, other.key) < 0);
    if (position instanceof Unanswered) unanswered.push(...position.pairs);
    else placed.push({ row, position });
  }
  return unanswered.length > 0 ? new Unanswered(unanswered) : placed;
}

/**
 * Where a key goes when its texts compare only in the store: PIVOTS rows spread over what is left are compared at
 * once, so that each round of questions leaves a PIVOTS + 1st of the list (two or three rounds at a million).
 */
function positionAsked(
  kept: Kept,
  key: readonly KeyValue[],
  compare: (a: readonly KeyValue[], b: readonly KeyValue[]) => number,
  pairsOf: (a: readonly KeyValue[], b: readonly KeyValue[]) => [string, string][],
  known: ReadonlyMap<string, number>,
): number | Unanswered {
  let low = 0;
  let high = kept.length;
  while (low < high) {
    const span = high - low;
    const probes =
      span <= PIVOTS
        ? Array.from({ length: span }, (_, k) => low + k)
        : Array.from({ length: PIVOTS }, (_, k) => low + Math.floor((span * (k + 1)) / (PIVOTS + 1)));
    const unanswered = probes
      .flatMap((at) => pairsOf(key, kept.at(at).key))
      .filter(([a, b]) => !known.has(`${a}\u0000${b}`));
    if (unanswered.length > 0) return new Unanswered(unanswered);
    // The place is after the last probe the key does not come before, and at the first it does.
    let after = low - 1;
    let before = high;
    for (const at of probes) {
      if (compare(key, kept.at(at).key) < 0) {
        before = at;
        break;
      }
      after = at;
    }
    if (span <= PIVOTS) return before;
    low = after + 1;
    high = before;
  }
  return low;
}

/** The text comparisons two keys may need. */
function textPairs(order: KeptOrder, a: readonly KeyValue[], b: readonly KeyValue[]): [string, string][] {
  return order.terms.flatMap((term, at) => {
    const x = a[at];
    const y = b[at];
    return term.text && typeof x === 'string' && typeof y === 'string' && x !== y ? [[x, y]] : [];
  });
}
