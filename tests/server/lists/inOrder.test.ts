/**
 * The rows of a whole list's read, put in the order the store gave their ids (ADR 409): each row once, with the key
 * of its ordered row; a row read but gone from the order, or ordered but no longer read, is left out.
 */
import { inOrder, type KeptRow } from '../../../server/lists/keptList';

const read = (id: number, title: string): KeptRow<string> => ({
  id,
  value: title,
  search: title.toLowerCase(),
  key: ['read', id],
});

describe('inOrder', () => {
  it('puts the rows read in no order in the order of the ids, each with its ordered key', () => {
    const ordered = [
      { id: 3, title: 'Cells' },
      { id: 1, title: 'Atoms' },
      { id: 2, title: 'Bonds' },
    ];
    const rows = inOrder(ordered, [read(1, 'Atoms'), read(2, 'Bonds'), read(3, 'Cells')], (row) => [
      row.title,
      row.id,
    ]);
    expect(rows.map((row) => row.value)).toEqual(['Cells', 'Atoms', 'Bonds']);
    expect(rows.map((row) => row.key)).toEqual([
      ['Cells', 3],
      ['Atoms', 1],
      ['Bonds', 2],
    ]);
  });

  it('leaves out a row deleted after its id was ordered, and one read that the order no longer has', () => {
    const rows = inOrder([{ id: 1 }, { id: 2 }], [read(2, 'Bonds'), read(4, 'Ions')], (row) => [row.id]);
    expect(rows.map((row) => row.id)).toEqual([2]);
  });
});
