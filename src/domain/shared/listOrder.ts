/**
 * The order of a list arranged by hand (a playlist's entries, ADR 120; a collection's videos, ADR 316): one item moves
 * to a place clamped to the list, or one place up or down, and every other item keeps its order. The item is the one
 * `isMoved` picks (by its key); when there is none, or it is already there, the same list comes back, so a document
 * that did not change stays the same object.
 */

/** The list with the picked item moved to `toIndex`, clamped to the list. */
export function moveItemTo<T>(
  items: readonly T[],
  isMoved: (item: T) => boolean,
  toIndex: number,
): readonly T[] {
  const from = items.findIndex(isMoved);
  if (from < 0) return items;
  const to = Math.max(0, Math.min(items.length - 1, toIndex));
  if (to === from) return items;
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/** Move up (-1) or Move down (+1): the first item does not go up, nor the last down. */
export function moveItemBy<T>(
  items: readonly T[],
  isMoved: (item: T) => boolean,
  step: -1 | 1,
): readonly T[] {
  const from = items.findIndex(isMoved);
  return from < 0 ? items : moveItemTo(items, isMoved, from + step);
}
