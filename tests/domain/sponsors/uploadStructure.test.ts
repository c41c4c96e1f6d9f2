import { samplePng } from '../../../server/seed/documents';
import { isWholeMp4, isWholePng } from '../../../src/domain/sponsors/uploadStructure';
import { tinyMp4 } from '../../server/sponsors/sponsorFixtures';

const png = samplePng(40, 20);
const mp4 = tinyMp4();
const prefixes = (bytes: Uint8Array) => Array.from({ length: bytes.length }, (_, n) => bytes.subarray(0, n));

test('a whole PNG and a whole MP4 pass; each is refused as the other', () => {
  expect(isWholePng(png)).toBe(true);
  expect(isWholeMp4(mp4)).toBe(true);
  expect(isWholePng(mp4)).toBe(false);
  expect(isWholeMp4(png)).toBe(false);
});

test('every truncation of a PNG is refused, down to the empty file', () => {
  expect(prefixes(png).filter(isWholePng)).toEqual([]);
});

test('every truncation of an MP4 is refused, down to the empty file', () => {
  expect(prefixes(mp4).filter(isWholeMp4)).toEqual([]);
});

test('bytes after the IEND of a PNG are tolerated, as decoders do', () => {
  expect(isWholePng(new Uint8Array([...png, 0, 0, 0, 0]))).toBe(true);
});

test('an MP4 needs its ftyp first, and a moov and an mdat', () => {
  const box = (type: string, body = 0) => {
    const bytes = new Uint8Array(8 + body);
    new DataView(bytes.buffer).setUint32(0, bytes.length);
    bytes.set(new TextEncoder().encode(type), 4);
    return bytes;
  };
  const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));
  expect(isWholeMp4(join(box('ftyp', 8), box('moov'), box('mdat', 4)))).toBe(true);
  expect(isWholeMp4(join(box('moov'), box('ftyp', 8), box('mdat', 4)))).toBe(false);
  expect(isWholeMp4(join(box('ftyp', 8), box('mdat', 4)))).toBe(false);
  expect(isWholeMp4(join(box('ftyp', 8), box('moov')))).toBe(false);
  // A header-only file of the kind the magic-number check alone used to accept.
  expect(isWholeMp4(join(box('ftyp', 16), new Uint8Array(40)))).toBe(false);
});
