import { coveredDraw, fitZoom, outputSize } from '../../../src/views/ui/cropImage';

const area = { x: 0, y: 0, width: 3200, height: 1600 };

test.each([
  ['a fixed size wins (sponsor logos: 150×50)', { width: 150, height: 50 }, { width: 150, height: 50 }],
  ['no size: the area’s own', {}, { width: 3200, height: 1600 }],
  ['a longest side scales the area down, keeping its shape', { maxSide: 1600 }, { width: 1600, height: 800 }],
  ['a longest side never scales a small area up', { maxSide: 5000 }, { width: 3200, height: 1600 }],
])('outputSize: %s', (_name, output, expected) => {
  expect(outputSize(area, output)).toEqual(expected);
});

describe('coveredDraw: an area zoomed out past the image draws only what the image covers', () => {
  const logo = { width: 400, height: 200 };
  const frame = { width: 150, height: 50 };

  test('a 400×200 logo fitted whole in a 150×50 frame keeps both halves, centred, with clear sides', () => {
    // Zoomed out to fit: the frame sees 600×200 image pixels, from x = -100 to 500.
    const draw = coveredDraw({ x: -100, y: 0, width: 600, height: 200 }, logo, frame);
    expect(draw).toEqual({
      source: { x: 0, y: 0, width: 400, height: 200 },
      target: { x: 25, y: 0, width: 100, height: 50 },
    });
  });

  test('an area inside the image is drawn as it is', () => {
    expect(coveredDraw({ x: 10, y: 20, width: 150, height: 50 }, logo, frame)).toEqual({
      source: { x: 10, y: 20, width: 150, height: 50 },
      target: { x: 0, y: 0, width: 150, height: 50 },
    });
  });

  test('an area beside the image draws nothing', () => {
    expect(coveredDraw({ x: 500, y: 0, width: 150, height: 50 }, logo, frame)).toBeNull();
  });
});

test.each([
  [
    'a wide logo fits by its height first when the frame is wider still',
    { width: 576, height: 288 },
    50 / 288,
  ],
  ['a logo smaller than the frame needs no zoom below 1', { width: 100, height: 40 }, 1],
  ['a tall logo fits by its height', { width: 100, height: 300 }, 50 / 300],
])('fitZoom: %s', (_name, media, expected) => {
  expect(fitZoom(media, { width: 150, height: 50 })).toBeCloseTo(expected);
});
