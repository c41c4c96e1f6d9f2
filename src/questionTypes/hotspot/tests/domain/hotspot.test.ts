/**
 * Hotspot questions (ADR 203): the geometry of rectangles, ellipses and polygons in shares of the image, the scorer
 * (the share of the right regions found, each mark earning one region at most), the save checks, the student's view
 * and the editor's events.
 */
import fc from 'fast-check';
import { HOTSPOT_MESSAGES, hotspotShare, hotspotType, type HotspotRegion } from '../../domain/hotspot';
import {
  contains,
  dragged,
  moved,
  regionsFound,
  type Mark,
  type RegionShape,
} from '../../domain/hotspotGeometry';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { parseOutbox } from '../../../../domain/take/takeOutbox';

const square: RegionShape = { shape: 'rectangle', x: 0.2, y: 0.2, width: 0.2, height: 0.2 };
const ring: RegionShape = { shape: 'ellipse', x: 0.7, y: 0.5, radiusX: 0.1, radiusY: 0.2 };
const triangle: RegionShape = {
  shape: 'polygon',
  points: [
    { x: 0.1, y: 0.9 },
    { x: 0.5, y: 0.6 },
    { x: 0.9, y: 0.9 },
  ],
};

test.each([
  ['a rectangle holds its inside', square, { x: 0.3, y: 0.3 }, true],
  ['a rectangle holds its edge', square, { x: 0.4, y: 0.2 }, true],
  ['a rectangle leaves out what is beside it', square, { x: 0.41, y: 0.3 }, false],
  ['an ellipse holds a point within its taller radius', ring, { x: 0.7, y: 0.68 }, true],
  ['an ellipse leaves out the same distance across', ring, { x: 0.88, y: 0.5 }, false],
  ['a polygon holds its inside', triangle, { x: 0.5, y: 0.8 }, true],
  ['a polygon holds a corner', triangle, { x: 0.5, y: 0.6 }, true],
  ['a polygon leaves out what is above its slope', triangle, { x: 0.2, y: 0.7 }, false],
  [
    'a polygon of two points holds nothing',
    {
      shape: 'polygon',
      points: [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ],
    },
    { x: 0.5, y: 0.5 },
    false,
  ],
] as const)('%s', (_name, region, mark, inside) => {
  expect(contains(region as RegionShape, mark)).toBe(inside);
});

const share = fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000);
const markArb = fc.record({ x: share, y: share });
const regionArb: fc.Arbitrary<RegionShape> = fc.oneof(
  fc
    .tuple(share, share, share, share)
    .map(([x, y, width, height]) => ({ shape: 'rectangle' as const, x, y, width, height })),
  fc
    .tuple(share, share, share, share)
    .map(([x, y, radiusX, radiusY]) => ({ shape: 'ellipse' as const, x, y, radiusX, radiusY })),
  fc.array(markArb, { minLength: 3, maxLength: 8 }).map((points) => ({ shape: 'polygon' as const, points })),
);
const withIds = (regions: readonly RegionShape[]): HotspotRegion[] =>
  regions.map((region, i) => ({ id: `r${i}`, ...region }));

test('a region holds its own centre or corner: the rectangle its middle, the ellipse its centre, the polygon its first point', () => {
  fc.assert(
    fc.property(regionArb, (region) => {
      const probe: Mark =
        region.shape === 'rectangle'
          ? { x: region.x + region.width / 2, y: region.y + region.height / 2 }
          : region.shape === 'ellipse'
            ? { x: region.x, y: region.y }
            : region.points[0]!;
      if (region.shape === 'ellipse' && (region.radiusX === 0 || region.radiusY === 0)) return;
      expect(contains(region, probe)).toBe(true);
    }),
  );
});

test('each mark earns one region at most and each region is found once: found regions never outnumber marks', () => {
  fc.assert(
    fc.property(
      fc.array(regionArb, { maxLength: 6 }),
      fc.array(markArb, { maxLength: 6 }),
      (regions, marks) => {
        const found = regionsFound(regions, marks);
        expect(found).toHaveLength(regions.length);
        expect(found.filter(Boolean).length).toBeLessThanOrEqual(marks.length);
        // A region found has a mark inside it.
        found.forEach((isFound, r) => {
          if (isFound) expect(marks.some((mark) => contains(regions[r]!, mark))).toBe(true);
        });
      },
    ),
  );
});

test('the share stays within 0..1, and one more mark never lowers it', () => {
  fc.assert(
    fc.property(
      fc.array(regionArb, { minLength: 1, maxLength: 5 }),
      fc.integer({ min: 1, max: 5 }),
      fc.array(markArb, { maxLength: 5 }),
      markArb,
      (regions, maxMarks, marks, extra) => {
        const definition = { regions: withIds(regions), maxMarks };
        const before = hotspotShare(definition, marks);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThanOrEqual(1);
        if (marks.length < maxMarks)
          expect(hotspotShare(definition, [...marks, extra])).toBeGreaterThanOrEqual(before);
      },
    ),
  );
});

test('a mark outside every region earns nothing, whatever the regions', () => {
  fc.assert(
    fc.property(fc.array(regionArb, { minLength: 1, maxLength: 5 }), markArb, (regions, mark) => {
      fc.pre(regions.every((region) => !contains(region, mark)));
      expect(hotspotShare({ regions: withIds(regions), maxMarks: 1 }, [mark])).toBe(0);
    }),
  );
});

test('a region drawn by a drag holds both ends of a rectangle, and a circle is round on the image as shown', () => {
  fc.assert(
    fc.property(markArb, markArb, (from, to) => {
      const rectangle = dragged('rectangle', from, to, 1.5);
      expect(contains(rectangle, from)).toBe(true);
      expect(contains(rectangle, to)).toBe(true);
      const circle = dragged('ellipse', from, to, 2);
      if (circle.shape === 'ellipse' && circle.radiusX < 1 && circle.radiusY < 1)
        expect(circle.radiusY).toBeCloseTo(circle.radiusX * 2, 3);
    }),
  );
});

test('a moved region keeps its size and shape and stays on the image', () => {
  const delta = fc.double({ min: -1, max: 1, noNaN: true });
  fc.assert(
    fc.property(regionArb, delta, delta, (region, dx, dy) => {
      const next = moved(region, dx, dy);
      const shares = JSON.stringify(next)
        .match(/-?\d+(\.\d+)?(e-?\d+)?/g)!
        .map(Number);
      for (const value of shares) expect(value >= 0 && value <= 1).toBe(true);
      if (region.shape === 'rectangle' && next.shape === 'rectangle') {
        expect(next.width).toBe(region.width);
        expect(next.height).toBe(region.height);
      }
      if (region.shape === 'polygon' && next.shape === 'polygon') {
        const width = (r: typeof region) =>
          Math.max(...r.points.map((p) => p.x)) - Math.min(...r.points.map((p) => p.x));
        expect(width(next)).toBeCloseTo(width(region), 3);
      }
    }),
  );
});

const question = (definition: unknown, points = 2): StoredQuestion => ({
  id: 1,
  title: 'Mark the nucleus.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'hotspot',
  points,
  definition,
});
const one = { regions: withIds([square]), maxMarks: 1 };
const three = { regions: withIds([square, ring, triangle]), maxMarks: 3 };

test.each([
  ['a mark inside the one region: full marks', one, [{ x: 0.3, y: 0.3 }], 2],
  ['a mark outside it: nothing', one, [{ x: 0.9, y: 0.1 }], 0],
  [
    'one mark in any of several regions when one mark is allowed: full marks',
    { ...three, maxMarks: 1 },
    [{ x: 0.5, y: 0.8 }],
    2,
  ],
  [
    'two of three regions found: two thirds',
    three,
    [
      { x: 0.3, y: 0.3 },
      { x: 0.7, y: 0.5 },
      { x: 0.05, y: 0.05 },
    ],
    1.33,
  ],
  [
    'three marks in one region find it once',
    three,
    [
      { x: 0.3, y: 0.3 },
      { x: 0.25, y: 0.25 },
      { x: 0.35, y: 0.35 },
    ],
    0.67,
  ],
  [
    'marks past the number allowed are not counted',
    { ...three, maxMarks: 1 },
    [
      { x: 0.05, y: 0.05 },
      { x: 0.3, y: 0.3 },
    ],
    0,
  ],
] as const)('%s', (_name, definition, response, earned) => {
  expect(hotspotType.score(question(definition), hotspotType.answerOf({ response }))).toMatchObject({
    earned,
  });
});

test('a response that is not marks on the image is no answer', () => {
  for (const response of ['middle', [{ x: 1.5, y: 0 }], [], [{ x: 0.1 }], undefined])
    expect(hotspotType.answerOf({ response })).toBeUndefined();
});

test('the student sees how many marks to place, never the regions', () => {
  const view = hotspotType.studentView(question({ ...three, maxMarks: 2 }));
  expect(view).toEqual({ marks: 2 });
});

test.each([
  ['no image', { image: null, definition: one }, HOTSPOT_MESSAGES.noImage],
  ['no region', { image: '/a.png', definition: { regions: [], maxMarks: 1 } }, HOTSPOT_MESSAGES.noRegion],
  [
    'a polygon of two points',
    {
      image: '/a.png',
      definition: {
        regions: [
          {
            id: 'p',
            shape: 'polygon',
            points: [
              { x: 0, y: 0 },
              { x: 1, y: 1 },
            ],
          },
        ],
        maxMarks: 1,
      },
    },
    HOTSPOT_MESSAGES.polygonPoints,
  ],
  [
    'a rectangle without a width',
    { image: '/a.png', definition: { regions: withIds([{ ...square, width: 0 }]), maxMarks: 1 } },
    HOTSPOT_MESSAGES.emptyRegion,
  ],
  [
    'more marks than regions',
    { image: '/a.png', definition: { ...one, maxMarks: 2 } },
    HOTSPOT_MESSAGES.tooManyMarks,
  ],
] as const)('the save refuses %s with a message beside the regions', (_name, item, message) => {
  expect(hotspotType.validate({ title: 'Q', textOptions: [], ...item })).toContainEqual({
    field: 'answers',
    message,
  });
});

test('a question with an image and regions passes the save checks', () => {
  expect(
    hotspotType.validate({ title: 'Q', textOptions: [], image: '/a.png', definition: three } as never),
  ).toEqual([]);
});

test('the right answer and the answer given read as places on the image', () => {
  const q = question(three);
  expect(hotspotType.describeAnswer(q, [{ x: 0.4, y: 0.625 }])).toBe('(40 %, 62.5 %)');
  expect(hotspotType.describeRight(q)).toBe(
    'rectangle (20 %, 20 %) to (40 %, 40 %); ellipse at (70 %, 50 %), radius 10 % × 20 %; polygon (10 %, 90 %) (50 %, 60 %) (90 %, 90 %)',
  );
});

test('setting a region changes it in place; a region the question does not have is refused', () => {
  const item = { originId: 'i1', definition: one } as never;
  const plan = hotspotType.plan(item, {
    type: 'hotspot.setRegion',
    itemId: 'i1',
    regionId: 'nope',
    region: square,
  });
  expect(plan).toBe('unknownOption');
  expect(
    hotspotType.coalesceKey({ type: 'hotspot.setRegion', itemId: 'i1', regionId: 'r0', region: square }),
  ).toBe('hotspot.region:i1:r0');
});

test('hotspot marks waiting in the device’s outbox are read back after a reload, with the other answers', () => {
  const stored = JSON.stringify({
    '4': { optionIds: [], response: [{ x: 0.4, y: 0.625 }], timeSpentMs: 1000, revision: 2 },
    '5': { optionIds: [], response: 'osmosis', timeSpentMs: 500, revision: 1 },
  });
  expect(parseOutbox(stored)).toEqual({
    '4': { optionIds: [], response: [{ x: 0.4, y: 0.625 }], timeSpentMs: 1000, revision: 2 },
    '5': { optionIds: [], response: 'osmosis', timeSpentMs: 500, revision: 1 },
  });
});
