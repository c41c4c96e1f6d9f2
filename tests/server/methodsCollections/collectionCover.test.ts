/**
 * A collection's cover (ADR 316) against the real server: a PNG, JPEG or WebP is stored under a fresh key and
 * replaces the one before, whose file goes; a file that is not a whole picture, whatever its name and type say, or
 * one over 5 MB is refused and nothing is stored; the cover is set beside the form and leaves the version alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTION_PATHS } from '../../../src/api/methodsCollections/collectionsContract';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import { bearer, call } from '../testApp';
import { multipartFile } from '../multipartFile';
import { collectionsApp, type CollectionsApp } from './collectionFixtures';

const media = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../server/seed/media/${name}`, import.meta.url))));
const PNG = media('sponsor-logo.png');
const JPEG = media('poster.jpg');
/** A 1×1 lossless WebP. */
const WEBP = new Uint8Array(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'));

let c: CollectionsApp;
let id: number;
beforeAll(async () => {
  c = await collectionsApp();
  ({ id } = await c.seeded('Chemistry and Engineering Protocols'));
}, 60_000);
afterAll(() => c.close());

const ADMIN = 'super@demo.test';
const stored = () => {
  const dir = join(c.t.config.storageDir, 'media/uploads/collections');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
async function upload(name: string, bytes: Uint8Array, type: string, email = ADMIN) {
  const file = multipartFile(name, bytes, type);
  return call(c.t.app, {
    method: 'POST',
    url: COLLECTION_PATHS.cover(id),
    headers: { ...bearer((await c.t.signIn(email)).accessToken), ...file.headers },
    payload: file.payload,
  });
}
const coverKey = async () =>
  (
    await c.t.db
      .selectFrom('method_collections')
      .select('cover_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).cover_key;

test('a PNG, a JPEG and a WebP each become the cover, replacing the one before and leaving the version', async () => {
  let previous: string | null = null;
  for (const [name, bytes, type, extension] of [
    ['cover.png', PNG, 'image/png', 'png'],
    ['cover.jpg', JPEG, 'image/jpeg', 'jpg'],
    ['cover.webp', WEBP, 'image/webp', 'webp'],
  ] as const) {
    const { status, body } = await upload(name, bytes, type);
    expect(status).toBe(200);
    expect(body.content.coverUrl).toMatch(new RegExp(`^/media/uploads/collections/[\\w-]+\\.${extension}$`));
    expect(body.content.version).toBe(1);
    const key = (await coverKey())!;
    expect(readFileSync(join(c.t.config.storageDir, key))).toEqual(Buffer.from(bytes));
    if (previous) expect(existsSync(join(c.t.config.storageDir, previous))).toBe(false);
    previous = key;
  }
  expect(stored()).toHaveLength(1);
});

test.each([
  ['text named cover.png', new TextEncoder().encode('not a picture at all'), 'cover.png', 'image/png'],
  ['a PNG cut short', PNG.subarray(0, 200), 'cover.png', 'image/png'],
  ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), 'cover.gif', 'image/gif'],
])('%s is refused by its content, and nothing is stored', async (_name, bytes, name, type) => {
  const before = { files: stored(), key: await coverKey() };
  const { status, body } = await upload(name, bytes, type);
  expect(status).toBe(400);
  expect(body.content.message).toBe(COLLECTION_MESSAGES.coverType);
  expect({ files: stored(), key: await coverKey() }).toEqual(before);
});

test('a picture over 5 MB is refused before anything is stored', async () => {
  const before = { files: stored(), key: await coverKey() };
  const big = new Uint8Array(5 * 1024 * 1024 + 1);
  big.set(JPEG.subarray(0, 4));
  const { status, body } = await upload('big.jpg', big, 'image/jpeg');
  expect(status).toBe(400);
  expect(body.content.message).toBe(COLLECTION_MESSAGES.coverSize);
  expect({ files: stored(), key: await coverKey() }).toEqual(before);
});

test('the editor of another collection may not set this cover; removing it takes the file away', async () => {
  const refused = await upload('cover.png', PNG, 'image/png', 'publish@demo.test');
  expect(refused.status).toBe(404);
  const key = (await coverKey())!;
  const removed = await c.send('DELETE', COLLECTION_PATHS.cover(id), ADMIN);
  expect(removed.status).toBe(200);
  expect(removed.body.content.coverUrl).toBeNull();
  expect(existsSync(join(c.t.config.storageDir, key))).toBe(false);
});
