import {
  clickSelection,
  everyRowAllows,
  pageSelection,
  togglePage,
} from '../../../src/domain/shared/bulkActions';
import {
  batchesToResume,
  hiddenRowIds,
  parseBulkOutbox,
  type BulkBatch,
} from '../../../src/domain/shared/bulkOutbox';

test('a click toggles one row; a shift-click sets the range from the anchor to the state the row takes', () => {
  const page = [1, 2, 3, 4, 5];
  expect([...clickSelection(new Set<number>(), page, 2, null, false)]).toEqual([2]);
  expect([...clickSelection(new Set([2]), page, 4, 2, true)].sort()).toEqual([2, 3, 4]);
  expect([...clickSelection(new Set([1, 2, 3, 4]), page, 2, 4, true)].sort()).toEqual([1]);
  // An anchor that left the page: the row alone.
  expect([...clickSelection(new Set<number>(), page, 3, 9, true)]).toEqual([3]);
});

test('the header checkbox is mixed for some rows, and selects or clears the page', () => {
  expect(pageSelection(new Set([1]), [1, 2])).toBe('some');
  expect(pageSelection(new Set([1, 2]), [1, 2])).toBe('all');
  expect(pageSelection(new Set<number>(), [1, 2])).toBe('none');
  expect([...togglePage(new Set([1]), [1, 2])]).toEqual([1, 2]);
  expect([...togglePage(new Set([1, 2]), [1, 2])]).toEqual([]);
  expect(everyRowAllows([], 'delete')).toBe(false);
});

const batch = (overrides: Partial<BulkBatch>): BulkBatch => ({
  id: 'b1',
  target: { kind: 'quiz', quizKind: 'user' },
  rows: [{ id: 5, label: 'Helix' }],
  dueAt: 1000,
  handedOff: false,
  ...overrides,
});

test('a stored outbox is read back checked: broken text or entries are dropped', () => {
  expect(parseBulkOutbox(null)).toEqual([]);
  expect(parseBulkOutbox('{not json')).toEqual([]);
  expect(parseBulkOutbox('{"a":1}')).toEqual([]);
  expect(parseBulkOutbox(JSON.stringify([batch({}), { id: 'x', rows: [] }]))).toEqual([batch({})]);
});

test('a new start sends batches past their window or handed off, not those another tab still offers to undo', () => {
  const outbox = [
    batch({ id: 'due' }),
    batch({ id: 'open', dueAt: 5000 }),
    batch({ id: 'handed', dueAt: 5000, handedOff: true }),
  ];
  expect(batchesToResume(outbox, 2000).map((b) => b.id)).toEqual(['due', 'handed']);
  expect([...hiddenRowIds(outbox, 'quiz')]).toEqual([5]);
  expect([...hiddenRowIds(outbox, 'class')]).toEqual([]);
});

test("a class's pending removals hide its own rows only, not the same quiz in another class", () => {
  const outbox = [
    batch({
      id: 'a',
      target: { kind: 'classQuiz', classId: 1, studentLinks: true },
      rows: [{ id: 7, label: 'Cells' }],
    }),
    batch({
      id: 'b',
      target: { kind: 'classQuiz', classId: 2, studentLinks: false },
      rows: [{ id: 8, label: 'DNA' }],
    }),
    batch({ id: 'c', target: { kind: 'classPlaylist', classId: 1 }, rows: [{ id: 9, label: 'Labs' }] }),
  ];
  expect([...hiddenRowIds(outbox, 'classQuiz', 1)]).toEqual([7]);
  expect([...hiddenRowIds(outbox, 'classQuiz', 2)]).toEqual([8]);
  expect([...hiddenRowIds(outbox, 'classPlaylist', 1)]).toEqual([9]);
  expect([...hiddenRowIds(outbox, 'classPlaylist', 2)]).toEqual([]);
});
