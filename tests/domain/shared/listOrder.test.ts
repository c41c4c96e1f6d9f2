import fc from 'fast-check';
import { moveItemBy, moveItemTo } from '../../../src/domain/shared/listOrder';

const list = ['a', 'b', 'c'] as const;
const is = (key: string) => (item: string) => item === key;

test.each<[string, string, number, string[]]>([
  ['an item moves to the place given', 'a', 1, ['b', 'a', 'c']],
  ['a move past the end stops at the end', 'a', 9, ['b', 'c', 'a']],
  ['a move before the start stops at the start', 'c', -3, ['c', 'a', 'b']],
])('%s', (_name, key, toIndex, order) => {
  expect(moveItemTo(list, is(key), toIndex)).toEqual(order);
});

test.each<[string, string, -1 | 1, string[]]>([
  ['Move up moves one place up', 'b', -1, ['b', 'a', 'c']],
  ['Move down moves one place down', 'b', 1, ['a', 'c', 'b']],
])('%s', (_name, key, step, order) => {
  expect(moveItemBy(list, is(key), step)).toEqual(order);
});

test.each<[string, () => readonly string[]]>([
  ['Move up on the first item', () => moveItemBy(list, is('a'), -1)],
  ['Move down on the last item', () => moveItemBy(list, is('c'), 1)],
  ['a move to where the item is', () => moveItemTo(list, is('b'), 1)],
  ['a move of an unknown item', () => moveItemTo(list, is('z'), 0)],
  ['a step of an unknown item', () => moveItemBy(list, is('z'), -1)],
])('%s moves nothing and gives the same list back', (_name, move) => {
  expect(move()).toBe(list);
});

test('whatever the move, the same items stay, the others in their order, the moved one where it was sent', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.nat(50), { minLength: 1, maxLength: 8 }),
      fc.nat(9),
      fc.integer({ min: -3, max: 12 }),
      (items, pick, toIndex) => {
        const key = items[pick % items.length]!;
        const moved = moveItemTo(items, (item) => item === key, toIndex);
        expect([...moved].sort()).toEqual([...items].sort());
        expect(moved.filter((item) => item !== key)).toEqual(items.filter((item) => item !== key));
        expect(moved.indexOf(key)).toBe(Math.max(0, Math.min(items.length - 1, toIndex)));
      },
    ),
  );
});
