import fc from 'fast-check';
import {
  applyPlaylistEdit,
  documentOf,
  loadedEntryKey,
  newEntryKey,
  PlaylistDocumentSchema,
  type PlaylistDocument,
  type PlaylistEdit,
} from '../../../src/domain/playlists/playlistEditor';

const cells = { id: 40, title: 'Cells', articleType: 'journal' as const };
const enzymes = { id: 41, title: 'Enzymes', articleType: 'journal' as const };
/** A label, then an article under it: as Edit Playlist opens a stored playlist. */
const stored: PlaylistDocument = documentOf(
  {
    title: 'Biology week',
    items: [
      { type: 'label', title: 'Read first', articles: [] },
      { type: 'article', title: 'Cells', articles: [cells] },
    ],
  },
  loadedEntryKey,
);
const order = (document: PlaylistDocument) => document.entries.map((entry) => entry.key);

test('a stored playlist opens keyed by position, and a new entry takes the next key past those in use', () => {
  expect(order(stored)).toEqual(['s0', 's1']);
  expect(newEntryKey(stored.entries)).toBe('n1');
  const added = applyPlaylistEdit(stored, { type: 'label.add', key: 'n1' });
  expect(newEntryKey(added.entries)).toBe('n2');
  expect(newEntryKey(applyPlaylistEdit(added, { type: 'entry.remove', key: 's0' }).entries)).toBe('n2');
});

test.each<[string, PlaylistEdit, string[]]>([
  ['a label is added last, untitled', { type: 'label.add', key: 'n1' }, ['s0', 's1', 'n1']],
  ['an article is added last', { type: 'article.add', key: 'n1', article: enzymes }, ['s0', 's1', 'n1']],
  [
    'an article already in the playlist is not added twice',
    { type: 'article.add', key: 'n1', article: cells },
    ['s0', 's1'],
  ],
  ['an entry is not added under a key in use', { type: 'label.add', key: 's1' }, ['s0', 's1']],
  ['an entry is removed', { type: 'entry.remove', key: 's0' }, ['s1']],
  ['Move down moves one slot down', { type: 'entry.moveDown', key: 's0' }, ['s1', 's0']],
  ['Move up moves one slot up', { type: 'entry.moveUp', key: 's1' }, ['s1', 's0']],
  ['Move up on the first entry moves nothing', { type: 'entry.moveUp', key: 's0' }, ['s0', 's1']],
  ['Move down on the last entry moves nothing', { type: 'entry.moveDown', key: 's1' }, ['s0', 's1']],
  [
    'a move to a slot past the end stops at the end',
    { type: 'entry.moveTo', key: 's0', toIndex: 9 },
    ['s1', 's0'],
  ],
  ['an unknown entry moves nothing', { type: 'entry.moveUp', key: 'n7' }, ['s0', 's1']],
])('%s', (_name, edit, keys) => {
  expect(order(applyPlaylistEdit(stored, edit))).toEqual(keys);
});

test('renaming changes a label only, never an article', () => {
  const renamed = applyPlaylistEdit(stored, { type: 'label.rename', key: 's0', title: 'Watch first' });
  expect(renamed.entries.map((entry) => entry.title)).toEqual(['Watch first', 'Cells']);
  expect(applyPlaylistEdit(stored, { type: 'label.rename', key: 's1', title: 'Nope' })).toEqual(stored);
});

test('the document is checked as the form it saves: the SPEC messages, a label’s under its index', () => {
  const result = PlaylistDocumentSchema.safeParse({
    title: ' ab ',
    entries: [
      ...stored.entries,
      { key: 'n1', type: 'label', title: ' ', articleId: null, articleType: null },
    ],
  });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['title', 'Title is too short. It should have 3 characters or more.'],
    ['items.2.title', 'This field is required'],
  ]);
  expect(PlaylistDocumentSchema.parse({ ...stored, title: ' Biology week ' })).toEqual({
    title: 'Biology week',
    items: [
      { type: 'label', title: 'Read first', domainId: null, articles: [] },
      { type: 'article', articleId: cells.id },
    ],
  });
});

/** Random edits over the stored playlist; an added entry takes `newEntryKey` as the editor gives it. */
const editOf = fc.oneof(
  fc.constant((d: PlaylistDocument): PlaylistEdit => ({ type: 'label.add', key: newEntryKey(d.entries) })),
  fc.constantFrom(cells, enzymes).map((article) => (d: PlaylistDocument): PlaylistEdit => ({
    type: 'article.add',
    key: newEntryKey(d.entries),
    article,
  })),
  fc
    .tuple(fc.constantFrom('entry.remove', 'entry.moveUp', 'entry.moveDown'), fc.nat(9))
    .map(([type, n]) => (d: PlaylistDocument): PlaylistEdit => ({
      type,
      key: d.entries[n % 4]?.key ?? 's0',
    })),
  fc.tuple(fc.nat(9), fc.nat(9)).map(([n, toIndex]) => (d: PlaylistDocument): PlaylistEdit => ({
    type: 'entry.moveTo',
    key: d.entries[n % 4]?.key ?? 's0',
    toIndex,
  })),
);
const edited = (edits: ((d: PlaylistDocument) => PlaylistEdit)[]) =>
  edits.reduce((document, make) => applyPlaylistEdit(document, make(document)), stored);

test('whatever the edits, keys stay unique and no article is in the playlist twice', () => {
  fc.assert(
    fc.property(fc.array(editOf, { maxLength: 12 }), (edits) => {
      const document = edited(edits);
      const keys = order(document);
      const articles = document.entries.flatMap((entry) =>
        entry.articleId === null ? [] : [entry.articleId],
      );
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(articles).size).toBe(articles.length);
    }),
  );
});

test('moving one entry back to where a drag began restores the order, whatever slots it passed', () => {
  fc.assert(
    fc.property(
      fc.array(editOf, { maxLength: 8 }),
      fc.nat(9),
      fc.array(fc.nat(9), { maxLength: 5 }),
      (edits, n, slots) => {
        const before = edited(edits);
        const origin = Math.min(n, before.entries.length - 1);
        const key = before.entries[origin]?.key;
        if (key === undefined) return;
        const dragged = slots.reduce(
          (document, toIndex) => applyPlaylistEdit(document, { type: 'entry.moveTo', key, toIndex }),
          before,
        );
        expect(applyPlaylistEdit(dragged, { type: 'entry.moveTo', key, toIndex: origin })).toEqual(before);
      },
    ),
  );
});
