import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverTypeOf } from '../../../src/domain/methodsCollections/collectionCover';

const media = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'server/seed/media', name)));
const PNG = media('sponsor-logo.png');
const JPEG = media('poster.jpg');
const WEBP = new Uint8Array(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'));
const text = (value: string) => new TextEncoder().encode(value);

test.each([
  ['a PNG', PNG, 'png'],
  ['a JPEG', JPEG, 'jpg'],
  ['a WebP', WEBP, 'webp'],
  ['a PNG cut short', PNG.subarray(0, PNG.length - 20), null],
  ['a JPEG cut short', JPEG.subarray(0, JPEG.length - 100), null],
  ['a WebP whose size is not the file’s', new Uint8Array([...WEBP, 0, 0, 0, 0]), null],
  ['a GIF', text('GIF89a\u0001\u0000\u0001\u0000;'), null],
  ['text', text('not a picture'), null],
  ['nothing', new Uint8Array(), null],
])('%s is judged %s by its bytes', (_name, bytes, type) => {
  expect(coverTypeOf(bytes)).toBe(type);
});
