/**
 * A kept list changed row by row (ADR 320) answers every search and page as the same rows sorted and searched from
 * scratch: after any sequence of rows put in, changed (their key, their search text) and taken out, in an order of
 * texts compared here by code point or only by asking "the store" (here a language's collation, which the list
 * cannot know).
 */
import fc from 'fast-check';
import { KeptList, type KeptRow } from '../../../server/lists/keptList';
import {
  compareCodePoints,
  compareKeys,
  type KeyTerm,
  type TextOrder,
} from '../../../server/lists/keptOrder';

/** Titles ascending (as text), then the newest first, then the id descending. */
const TERMS: readonly KeyTerm[] = [
  { text: true, descending: false, nullsFirst: false },
  { text: false, descending: true, nullsFirst: true },
  { text: false, descending: true, nullsFirst: true },
];

const english = new Intl.Collator('en');

/** A store whose collation is a language's: each comparison it answers counted, in batches. */
function languageStore() {
  const asked = { batches: 0, pairs: 0 };
  const order: TextOrder = {
    inStore: true,
    async signs(pairs) {
      asked.batches += 1;
      asked.pairs += pairs.length;
      return pairs.map(([a, b]) => Math.sign(english.compare(a, b)));
    },
  };
  return { order, asked };
}

const WORDS = [
  'apple',
  'Apple',
  'banana',
  'Éclair',
  'eclair',
  'zebra',
  'Zebra',
  'über',
  'a-b',
  'ab',
  'a b',
  '😀',
];

interface Row {
  readonly id: number;
  readonly title: string | null;
  readonly at: number | null;
}

const rowArbitrary = (id: number) =>
  fc.record({
    id: fc.constant(id),
    title: fc.option(
      fc.tuple(fc.constantFrom(...WORDS), fc.nat(30)).map(([word, n]) => `${word} ${n}`),
      { nil: null, freq: 8 },
    ),
    at: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null, freq: 6 }),
  });

const kept = (row: Row): KeptRow<Row> => ({
  id: row.id,
  value: row,
  search: (row.title ?? '').toLowerCase(),
  key: [row.title, row.at, row.id],
});

/** The rows sorted from scratch and searched by brute force. */
function expected(rows: readonly Row[], compareText: (a: string, b: string) => number, term: string | null) {
  const sorted = [...rows].sort((a, b) => compareKeys(TERMS, kept(a).key, kept(b).key, compareText));
  return term === null ? sorted : sorted.filter((row) => kept(row).search.includes(term.toLowerCase()));
}

/** A change: rows put in or replaced (new ids, or ids already there), and ids taken out. */
const changeArbitrary = fc.record({
  put: fc.array(fc.nat(60), { maxLength: 6 }),
  out: fc.array(fc.nat(60), { maxLength: 4 }),
  seed: fc.nat(),
});

describe.each([
  ['by code point', () => ({ order: { inStore: false } as TextOrder, compare: compareCodePoints })],
  [
    "in the store's collation",
    () => {
      const store = languageStore();
      return { order: store.order, compare: (a: string, b: string) => english.compare(a, b) };
    },
  ],
])('texts compared %s', (_, make) => {
  test('after any changes, every search and page is the rows sorted and searched anew', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(60), { maxLength: 40 }),
        fc.array(changeArbitrary, { maxLength: 8 }),
        fc.constantFrom(null, 'ap', 'apple', 'e 1', 'zebra 2', ' ', '😀'),
        async (initialIds, changes, term) => {
          const { order, compare } = make();
          const rows = new Map<number, Row>();
          const rowOf = (id: number, seed: number) =>
            fc.sample(rowArbitrary(id), { numRuns: 1, seed: seed + id })[0]!;
          for (const id of new Set(initialIds)) rows.set(id, rowOf(id, 1));
          const list = new KeptList(expected([...rows.values()], compare, null).map(kept), {
            terms: TERMS,
            text: order,
          });
          for (const change of changes) {
            const put = [...new Set(change.put)].map((id) => rowOf(id, change.seed));
            const out = change.out.filter((id) => !put.some((row) => row.id === id));
            expect(await list.replace(out, put.map(kept))).toBe(true);
            for (const id of out) rows.delete(id);
            for (const row of put) rows.set(row.id, row);
          }
          const want = expected([...rows.values()], compare, term);
          const needle = term === null ? null : term;
          for (const [offset, size] of [
            [0, 100],
            [0, 3],
            [2, 5],
          ] as const) {
            const page = list.page(needle, offset, size);
            expect(page.total).toBe(want.length);
            expect(page.rows.map((row) => row.id)).toEqual(
              want.slice(offset, offset + size).map((row) => row.id),
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

test('a change placed by the store asks it a few batches of comparisons, not one a row', async () => {
  const store = languageStore();
  const rows = Array.from({ length: 5000 }, (_, n) => ({
    id: n + 1,
    title: `${WORDS[n % WORDS.length]} ${n}`,
    at: n % 7,
  }));
  const list = new KeptList(expected(rows, (a, b) => english.compare(a, b), null).map(kept), {
    terms: TERMS,
    text: store.order,
  });
  expect(await list.replace([], [kept({ id: 9001, title: 'banana 777', at: 3 })])).toBe(true);
  expect(store.asked.batches).toBeLessThanOrEqual(4);
  expect(list.page('banana 777', 0, 5).rows.map((row) => row.id)).toContain(9001);
});

test('a row whose search text changes is found by its new text only', async () => {
  const list = new KeptList(
    [kept({ id: 1, title: 'Recap one', at: 1 }), kept({ id: 2, title: 'Cells two', at: 2 })],
    { terms: TERMS, text: { inStore: false } },
  );
  await list.replace([], [kept({ id: 1, title: 'Zebra renamed', at: 1 })]);
  expect(list.page('recap', 0, 10).total).toBe(0);
  expect(list.page('zebra', 0, 10).rows.map((row) => row.id)).toEqual([1]);
  expect(list.page(null, 0, 10).rows.map((row) => row.title)).toEqual(['Cells two', 'Zebra renamed']);
});
