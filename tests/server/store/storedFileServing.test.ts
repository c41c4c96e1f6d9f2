/**
 * How stored files are served (ADR 254), on the local file store and on an S3-compatible bucket (s3rver on
 * loopback): class documents keep their real type and extension and honour byte ranges; `/media` sends validators
 * and answers 304 to a matching `If-None-Match`; a bucket that does not answer gives 503 with `Retry-After`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { samplePdf, samplePng, seedClassDocuments } from '../../../server/seed/documents';
import { createStorage } from '../../../server/storage/createStorage';
import type { Storage } from '../../../server/storage/storage';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { multipartFile } from '../multipartFile';

const BUCKET = 'served-files';

let workDir: string;
let s3: S3rver;
let s3Port: number;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'served-files-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(workDir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  s3Port = ((await s3.run()) as AddressInfo).port;
});
afterAll(async () => {
  await s3?.close().catch(() => undefined);
  await rm(workDir, { recursive: true, force: true });
});

const s3Env = () => ({
  STORAGE_S3_BUCKET: BUCKET,
  STORAGE_S3_REGION: 'us-east-1',
  STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
  STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
  STORAGE_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  STORAGE_S3_FORCE_PATH_STYLE: 'true',
});

/** A PDF of about 200 kB, so a range is a small part of it. */
const bigPdf = () => {
  const pdf = Buffer.from(samplePdf('Served in parts'));
  return Buffer.concat([pdf, Buffer.alloc(200_000 - pdf.length, 0x20)]);
};

describe.each([
  ['the local file store', () => ({})],
  ['an S3-compatible bucket', s3Env],
])('on %s', (store, env) => {
  let t: TestApp;
  let storage: Storage;
  let auth: { authorization: string };
  let classId: number;
  const pdf = bigPdf();

  beforeAll(async () => {
    t = await createTestApp({ env: { ...env(), DATA_DIR: await mkdtemp(join(workDir, 'data-')) } });
    storage = createStorage(t.config.storage);
    auth = bearer(await t.signIn('admin@demo.test'));
    // The seeded class, of admin@demo.test's.
    await seedClassDocuments(t.db, t.config.storageDir);
    classId = (await t.db.selectFrom('classes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(() => t?.close());

  const upload = async (fileName: string, bytes: Buffer, type: string) => {
    const body = multipartFile(fileName, bytes, type);
    return call(t.app, {
      method: 'POST',
      url: `/api/admin/class/${classId}/document`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const keyOf = async (id: number) =>
    (
      await t.db
        .selectFrom('class_documents')
        .select('storage_path')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).storage_path;

  test('a class document is stored with its own extension and type', async () => {
    const uploaded = await upload('notes.pdf', pdf, 'application/pdf');
    expect(uploaded.status).toBe(200);
    const key = await keyOf(uploaded.body.content.id);
    expect(key).toMatch(/\.pdf$/);
    expect((await storage.stat(key))?.contentType).toBe('application/pdf');
    const png = await upload('diagram.png', Buffer.from(samplePng(40, 40)), 'image/png');
    const pngKey = await keyOf(png.body.content.id);
    expect(pngKey).toMatch(/\.png$/);
    expect((await storage.stat(pngKey))?.contentType).toBe('image/png');
  });

  test('a class document answers a byte range with 206 and says it takes ranges', async () => {
    const uploaded = await upload('reading.pdf', pdf, 'application/pdf');
    const url = `/api/admin/class/${classId}/document/${uploaded.body.content.id}/file`;
    const whole = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload).toEqual(pdf);
    const part = await t.app.inject({ method: 'GET', url, headers: { ...auth, range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${pdf.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers['content-type']).toBe('application/pdf');
    expect(part.rawPayload).toEqual(pdf.subarray(100, 1100));
    const beyond = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...auth, range: `bytes=${pdf.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  test('a range whose If-Range names another version of the file answers the whole file', async () => {
    const uploaded = await upload('versions.pdf', pdf, 'application/pdf');
    const url = `/api/admin/class/${classId}/document/${uploaded.body.content.id}/file`;
    const whole = await t.app.inject({ method: 'GET', url, headers: auth });
    const lastModified = String(whole.headers['last-modified']);
    const etag = String(whole.headers.etag);
    const ranged = (ifRange: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...auth, range: 'bytes=0-99', 'if-range': ifRange } });
    // The file's own date: the range holds.
    const same = await ranged(lastModified);
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload).toEqual(pdf.subarray(0, 100));
    // Its own tag holds only when strong (RFC 9110 compares If-Range strongly).
    expect((await ranged(etag)).statusCode).toBe(etag.startsWith('W/') ? 200 : 206);
    // Another version's tag or an older date: the whole file, 200.
    for (const other of ['"another-version"', 'W/"another-version"', new Date(0).toUTCString()]) {
      const answer = await ranged(other);
      expect(answer.statusCode, other).toBe(200);
      expect(answer.headers['content-range'], other).toBeUndefined();
      expect(answer.rawPayload.length, other).toBe(pdf.length);
    }
  });

  test('/media sends ETag and Last-Modified, and answers 304 to a matching If-None-Match', async () => {
    const png = Buffer.from(samplePng(30, 30));
    await storage.put('media/uploads/served/logo.png', png, 'image/png');
    const first = await t.app.inject({ method: 'GET', url: '/media/uploads/served/logo.png' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(Date.parse(String(first.headers['last-modified']))).not.toBeNaN();
    const again = await t.app.inject({
      method: 'GET',
      url: '/media/uploads/served/logo.png',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({
      method: 'GET',
      url: '/media/uploads/served/logo.png',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload).toEqual(png);
  });

  if (store === 'an S3-compatible bucket')
    test('a bucket that does not answer gives 503 with Retry-After, not a bare 500', async () => {
      const uploaded = await upload('before.pdf', pdf, 'application/pdf');
      await s3.close();
      const media = await t.app.inject({ method: 'GET', url: '/media/uploads/served/logo.png' });
      expect(media.statusCode).toBe(503);
      expect(Number(media.headers['retry-after'])).toBeGreaterThan(0);
      const document = await t.app.inject({
        method: 'GET',
        url: `/api/admin/class/${classId}/document/${uploaded.body.content.id}/file`,
        headers: auth,
      });
      expect(document.statusCode).toBe(503);
      expect(document.headers['retry-after']).toBe(media.headers['retry-after']);
      expect(document.json().content.message).toMatch(/file store/i);
      const refused = await upload('during.pdf', pdf, 'application/pdf');
      expect(refused.status).toBe(503);
      expect(
        await t.db.selectFrom('class_documents').selectAll().where('file_name', '=', 'during.pdf').execute(),
      ).toEqual([]);
    });
});
