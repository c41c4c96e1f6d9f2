import { outputSize } from '../../../src/views/ui/cropImage';

const area = { x: 0, y: 0, width: 3200, height: 1600 };

test.each([
  ['a fixed size wins (sponsor logos: 150×50)', { width: 150, height: 50 }, { width: 150, height: 50 }],
  ['no size: the area’s own', {}, { width: 3200, height: 1600 }],
  ['a longest side scales the area down, keeping its shape', { maxSide: 1600 }, { width: 1600, height: 800 }],
  ['a longest side never scales a small area up', { maxSide: 5000 }, { width: 3200, height: 1600 }],
])('outputSize: %s', (_name, output, expected) => {
  expect(outputSize(area, output)).toEqual(expected);
});
