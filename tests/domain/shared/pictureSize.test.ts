/** A picture's size is read from its header for each type a picture route takes, and held to the bound (ADR 363). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_SIDE,
  pictureSizeAllowed,
  pictureSizeOf,
} from '../../../src/domain/shared/pictureSize';

const media = (name: string) =>
  new Uint8Array(readFileSync(resolve(__dirname, '../../../server/seed/media', name)));

/** A RIFF/WEBP file whose first chunk is `chunk` with `body`. */
function webp(chunk: string, body: number[]): Uint8Array {
  const bytes = Buffer.alloc(20 + body.length + 10);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length - 8, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(chunk, 12, 'latin1');
  bytes.writeUInt32LE(body.length, 16);
  Buffer.from(body).copy(bytes, 20);
  return new Uint8Array(bytes);
}

const b64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

test.each([
  { name: 'a PNG', bytes: media('sponsor-logo.png'), size: { width: 150, height: 50 } },
  {
    name: 'a JPEG (its frame header after the JFIF and comment segments)',
    bytes: media('poster.jpg'),
    size: { width: 320, height: 180 },
  },
  {
    name: 'a GIF',
    bytes: b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
    size: { width: 1, height: 1 },
  },
  {
    name: 'a lossless WebP',
    bytes: b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
    size: { width: 1, height: 1 },
  },
  {
    name: 'a lossy WebP',
    bytes: webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 7, 0, 5, 0]),
    size: { width: 7, height: 5 },
  },
  {
    name: 'an extended WebP',
    bytes: webp('VP8X', [0, 0, 0, 0, 0x9f, 0x86, 0x01, 0x9f, 0x86, 0x01]),
    size: { width: 100_000, height: 100_000 },
  },
])('the size of $name is read from its header', ({ bytes, size }) => {
  expect(pictureSizeOf(bytes)).toEqual(size);
});

test.each([
  { name: 'text', bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>') },
  { name: 'a PNG signature alone', bytes: media('sponsor-logo.png').subarray(0, 12) },
  {
    name: 'a JPEG whose scan comes before any frame header',
    bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0]),
  },
])('$name has no size', ({ bytes }) => {
  expect(pictureSizeOf(bytes)).toBeUndefined();
});

test.each([
  { size: { width: 1, height: 1 }, allowed: true },
  { size: { width: PICTURE_MAX_SIDE, height: PICTURE_MAX_PIXELS / PICTURE_MAX_SIDE }, allowed: true },
  { size: { width: PICTURE_MAX_SIDE + 1, height: 1 }, allowed: false },
  { size: { width: 1, height: PICTURE_MAX_SIDE + 1 }, allowed: false },
  { size: { width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE }, allowed: false },
  { size: { width: 0, height: 10 }, allowed: false },
  { size: undefined, allowed: false },
])('a picture of $size is allowed: $allowed', ({ size, allowed }) => {
  expect(pictureSizeAllowed(size)).toBe(allowed);
});
