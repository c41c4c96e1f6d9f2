/**
 * The picture sizes the import reads from a picture's header (ADR 213), for a hotspot whose item gives none: PNG,
 * GIF and JPEG as their writers lay them out; anything else, or a header cut short, has no size.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { imageSize } from '../../../server/imports/imageSize';

const SAXONY = resolve(
  __dirname,
  '../../../../shared/formats/samples/lms/instructure-qti/tests/interactionmix_saxony_v3/media',
);

/** A PNG's signature and IHDR chunk for a picture of this size. */
function png(width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A GIF's header and logical screen for a picture of this size. */
function gif(width: number, height: number) {
  const bytes = new Uint8Array(13);
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return bytes;
}

test('PNG, GIF and a real JPEG of the samples tell their size', () => {
  expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480 });
  expect(imageSize(gif(32, 16))).toEqual({ width: 32, height: 16 });
  // A JFIF JPEG whose application segments come before its start of frame: 400 × 320.
  const jpeg = new Uint8Array(readFileSync(join(SAXONY, 'f88c5aa2c6724a388fdbadc7133eb757.jpg')));
  expect(imageSize(jpeg)).toEqual({ width: 400, height: 320 });
});

test('another format, an empty size, or a header cut short has no size', () => {
  expect(imageSize(new TextEncoder().encode('<svg width="10" height="10"/>'))).toBeUndefined();
  expect(imageSize(png(0, 480))).toBeUndefined();
  expect(imageSize(png(640, 480).subarray(0, 20))).toBeUndefined();
  const jpeg = new Uint8Array(readFileSync(join(SAXONY, 'f88c5aa2c6724a388fdbadc7133eb757.jpg')));
  expect(imageSize(jpeg.subarray(0, 40))).toBeUndefined();
  // A segment whose length points nowhere ends the search instead of looping.
  expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0, 0, 0, 0, 0, 0]))).toBeUndefined();
});
