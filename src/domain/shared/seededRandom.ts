/**
 * A random sequence from a text seed, the same on every machine and every run: what an attempt's shuffles and
 * draws are made from, so the same attempt always sees the same thing.
 */

/** A 32-bit FNV-1a hash of a text. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Mulberry32 seeded by the text's hash: numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The values shuffled (Fisher–Yates) by the seed. */
export function seededShuffle<T>(values: readonly T[], seed: string): T[] {
  const next = seededRandom(seed);
  const order = [...values];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
