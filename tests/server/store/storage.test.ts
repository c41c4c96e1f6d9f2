/**
 * The storage contract (ADR 159), run against both implementations: the disk, and an S3-compatible object store
 * (s3rver, started here on loopback; it checks the access key of each signed request, not the V4 signature). Then the server on the object store: an
 * uploaded sponsor logo and the seeded media are served back from the bucket, never from the local disk.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import S3rver from 's3rver';
import { parseEnv, type Env } from '../../../server/config';
import { seedContent } from '../../../server/seed/content';
import { samplePdf, samplePng, seedClassDocuments } from '../../../server/seed/documents';
import { diskStorage } from '../../../server/storage/diskStorage';
import { s3Storage, StorageRequestError } from '../../../server/storage/s3Storage';
import { publishSeededFiles } from '../../../server/storage/seededFiles';
import { InvalidStorageKeyError, type Storage, type StorageSettings } from '../../../server/storage/storage';
import { quizPayload } from '../../support/quizFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

const BUCKET = 'console-files';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's one account

let workDir: string;
let s3: S3rver;
let s3Settings: Extract<StorageSettings, { kind: 's3' }>;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'storage-test-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(workDir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  s3Settings = {
    kind: 's3',
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    ...CREDENTIALS,
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const ESCAPING_KEYS = [
  '../secret.key',
  'media/../../secret.key',
  '/etc/passwd',
  'media//uploads/x.png',
  'media/./x.png',
  'media\\..\\secret.key',
  '.hidden',
  'media/.env',
  'media/x.png/',
  '',
  'media/x\0.png',
  'C:/windows/x',
];

const IMPLEMENTATIONS: readonly [string, () => Promise<Storage>][] = [
  ['disk', async () => diskStorage(await mkdtemp(join(workDir, 'disk-')))],
  ['S3-compatible object store', async () => s3Storage(s3Settings)],
];

describe.each(IMPLEMENTATIONS)('storage contract on the %s', (_name, open) => {
  let storage: Storage;
  const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  beforeAll(async () => {
    storage = await open();
  });

  test('a stored file is read back whole, as a stream, by range, with its type and size', async () => {
    await storage.put('media/uploads/clips/a.mp4', video, 'video/mp4');
    expect(Buffer.from((await storage.read('media/uploads/clips/a.mp4'))!)).toEqual(video);
    const info = (await storage.stat('media/uploads/clips/a.mp4'))!;
    expect(info).toMatchObject({ contentType: 'video/mp4', size: 5000 });
    // The validators /media answers with (ADR 254): a quoted tag, and the time of the write to the second.
    expect(info.etag).toMatch(/^(W\/)?".+"$/);
    expect(Math.abs(info.lastModified!.getTime() - Date.now())).toBeLessThan(60_000);
    const whole = (await storage.get('media/uploads/clips/a.mp4'))!;
    expect(whole.size).toBe(5000);
    expect(await bytesOf(whole.body)).toEqual(video);
    const part = (await storage.get('media/uploads/clips/a.mp4', { start: 100, end: 199 }))!;
    expect(part.size).toBe(5000);
    expect(await bytesOf(part.body)).toEqual(video.subarray(100, 200));
  });

  test('a file from the local disk is stored streamed, its size known, and read back whole (ADR 315)', async () => {
    // Many chunks of a read stream, and bytes that say where each came from.
    const large = randomBytes(3 * 1024 * 1024 + 7);
    const path = join(workDir, `upload-${randomUUID()}.mp4`);
    await writeFile(path, large);
    await storage.putFile('media/uploads/articles/1/v.mp4', { path, size: large.length }, 'video/mp4');
    expect(large.equals((await storage.read('media/uploads/articles/1/v.mp4'))!)).toBe(true);
    expect(await storage.stat('media/uploads/articles/1/v.mp4')).toMatchObject({
      contentType: 'video/mp4',
      size: large.length,
    });
    await expect(storage.putFile('../v.mp4', { path, size: large.length }, 'video/mp4')).rejects.toEqual(
      expect.any(InvalidStorageKeyError),
    );
  });

  test('writing a key again replaces its bytes', async () => {
    await storage.put('documents/uploads/d.bin', Buffer.from('first'), 'application/octet-stream');
    await storage.put('documents/uploads/d.bin', Buffer.from('second version'), 'application/octet-stream');
    expect(Buffer.from((await storage.read('documents/uploads/d.bin'))!).toString()).toBe('second version');
    expect((await storage.stat('documents/uploads/d.bin'))?.size).toBe(14);
  });

  test('a missing file is undefined everywhere, and deleting one is fine', async () => {
    expect(await storage.get('media/none.png')).toBeUndefined();
    expect(await storage.read('media/none.png')).toBeUndefined();
    expect(await storage.stat('media/none.png')).toBeUndefined();
    await expect(storage.delete('media/none.png')).resolves.toBeUndefined();
  });

  test('a deleted file is gone', async () => {
    await storage.put('media/uploads/sponsors/logo.png', samplePng(), 'image/png');
    expect((await storage.stat('media/uploads/sponsors/logo.png'))?.contentType).toBe('image/png');
    await storage.delete('media/uploads/sponsors/logo.png');
    expect(await storage.read('media/uploads/sponsors/logo.png')).toBeUndefined();
  });

  test.each(ESCAPING_KEYS)('the key %j is refused by every operation', async (key) => {
    const refused = expect.any(InvalidStorageKeyError);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toEqual(refused);
    await expect(storage.get(key)).rejects.toEqual(refused);
    await expect(storage.read(key)).rejects.toEqual(refused);
    await expect(storage.stat(key)).rejects.toEqual(refused);
    await expect(storage.delete(key)).rejects.toEqual(refused);
  });
});

test('the disk storage keeps files at the paths their keys name and never writes outside its directory', async () => {
  const root = await mkdtemp(join(workDir, 'layout-'));
  const dir = join(root, 'storage');
  await writeFile(join(root, 'secret.key'), 'keep me');
  const storage = diskStorage(dir);
  await storage.put('media/uploads/quiz-images/q.png', samplePng(), 'image/png');
  expect(await readFile(join(dir, 'media/uploads/quiz-images/q.png'))).toEqual(Buffer.from(samplePng()));
  await expect(storage.put('../secret.key', Buffer.from('overwritten'), 'text/plain')).rejects.toThrow();
  await expect(storage.delete('../secret.key')).rejects.toThrow();
  expect(await readFile(join(root, 'secret.key'), 'utf8')).toBe('keep me');
  expect((await readdir(join(dir, 'media/uploads/quiz-images'))).sort()).toEqual(['q.png']);
});

test('a write the object store refuses fails, and stores nothing', async () => {
  const forged = s3Storage({ ...s3Settings, accessKeyId: 'NOT-A-KEY' });
  await expect(forged.put('media/x.png', samplePng(), 'image/png')).rejects.toEqual(
    expect.any(StorageRequestError),
  );
  expect(await s3Storage(s3Settings).read('media/x.png')).toBeUndefined();
});

describe('storage settings', () => {
  const s3Env = (): Env => ({
    STORAGE_S3_BUCKET: BUCKET,
    STORAGE_S3_ENDPOINT: s3Settings.endpoint,
    STORAGE_S3_REGION: 'us-east-1',
    STORAGE_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    STORAGE_S3_FORCE_PATH_STYLE: 'true',
  });

  test('a bucket without its region and keys stops the server with every missing setting named', () => {
    expect(() => parseEnv({ STORAGE_S3_BUCKET: BUCKET })).toThrow(
      /STORAGE_S3_REGION: is required[\s\S]*STORAGE_S3_ACCESS_KEY_ID: is required[\s\S]*STORAGE_S3_SECRET_ACCESS_KEY: is required/,
    );
  });

  test('object store settings without a bucket are refused, not ignored', () => {
    expect(() => parseEnv({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000', STORAGE_S3_REGION: 'x' })).toThrow(
      /STORAGE_S3_REGION: needs STORAGE_S3_BUCKET/,
    );
  });

  test('a bad endpoint or bucket name is reported', () => {
    expect(() => parseEnv({ ...s3Env(), STORAGE_S3_ENDPOINT: 'ftp://x', STORAGE_S3_BUCKET: 'A_B' })).toThrow(
      /STORAGE_S3_BUCKET[\s\S]*STORAGE_S3_ENDPOINT/,
    );
  });

  describe('a server on the object store', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { ...s3Env(), DATA_DIR: join(workDir, 'server-data') } });
    }, 60_000);
    afterAll(() => t?.close());

    test('an uploaded sponsor logo is kept in the bucket and served back from it', async () => {
      const auth = bearer(await t.signIn('corporate@demo.test'));
      const created = await call(t.app, {
        method: 'POST',
        url: '/api/admin/sponsor',
        headers: auth,
        payload: { companyName: 'Object Store Labs', companyUrl: 'https://objects.example' },
      });
      const boundary = '----storageTestBoundary';
      const logo = Buffer.from(samplePng(120, 40));
      const uploaded = await call(t.app, {
        method: 'POST',
        url: `/api/admin/sponsor/${created.body.content.id}/add_file/logo`,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n` +
              `Content-Type: image/png\r\n\r\n`,
          ),
          logo,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(uploaded.status).toBe(200);
      const url = uploaded.body.content.logoUrl as string;
      const key = url.slice(1);
      expect(Buffer.from((await s3Storage(s3Settings).read(key))!)).toEqual(logo);
      expect(existsSync(join(t.config.storageDir, key))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload).toEqual(logo);
    });

    test('a question image uploaded to the bucket travels inside the quiz export', async () => {
      const auth = bearer(await t.signIn('super@demo.test'));
      const image = Buffer.from(samplePng(40, 30));
      const boundary = '----storageImageBoundary';
      const uploaded = await call(t.app, {
        method: 'POST',
        url: '/api/quiz/upload_image',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cell.png"\r\n` +
              `Content-Type: image/png\r\n\r\n`,
          ),
          image,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(uploaded.status).toBe(200);
      const url = uploaded.body.content.url as string;
      expect(existsSync(join(t.config.storageDir, url.slice(1)))).toBe(false);
      const created = await call(t.app, {
        method: 'POST',
        url: '/api/admin/quiz/template/create',
        headers: auth,
        payload: quizPayload('Cells in a bucket', [
          { title: 'Cells', items: [{ title: 'Which?', image: url, options: ['Nucleus', 'Wall'] }] },
        ]),
      });
      expect(created.status).toBe(200);
      const exported = await t.app.inject({
        method: 'GET',
        url: `/api/admin/quiz/template/${created.body.content.id}/qti`,
        headers: auth,
      });
      expect(exported.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(exported.rawPayload));
      const shipped = Object.keys(files).filter((path) => path.startsWith('images/'));
      expect(shipped).toHaveLength(1);
      expect(Buffer.from(files[shipped[0]!]!)).toEqual(image);
    });

    test('a class document is kept in the bucket, served to the class owner and removed with the class', async () => {
      await seedClassDocuments(t.db, t.config.storageDir);
      const classId = (await t.db.selectFrom('classes').select('id').executeTakeFirstOrThrow()).id;
      const auth = bearer(await t.signIn('admin@demo.test')); // the owner of the seeded class
      const pdf = Buffer.from(samplePdf('Kept in a bucket'));
      const boundary = '----storageDocumentBoundary';
      const uploaded = await call(t.app, {
        method: 'POST',
        url: `/api/admin/class/${classId}/document`,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.pdf"\r\n` +
              `Content-Type: application/pdf\r\n\r\n`,
          ),
          pdf,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(uploaded.status).toBe(200);
      const { storage_path: key } = await t.db
        .selectFrom('class_documents')
        .select('storage_path')
        .where('id', '=', uploaded.body.content.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from((await s3Storage(s3Settings).read(key))!)).toEqual(pdf);
      expect(existsSync(join(t.config.storageDir, key))).toBe(false);
      const served = await t.app.inject({
        method: 'GET',
        url: `/api/admin/class/${classId}/document/${uploaded.body.content.id}/file`,
        headers: auth,
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(pdf);
      const deleted = await call(t.app, {
        method: 'DELETE',
        url: `/api/admin/class/${classId}`,
        headers: auth,
      });
      expect(deleted.status).toBe(200);
      expect(await s3Storage(s3Settings).stat(key)).toBeUndefined();
    });

    test('seeded media are copied to the bucket and served from it with byte ranges', async () => {
      await seedContent(t.db, { storageDir: t.config.storageDir });
      await publishSeededFiles(t.config);
      const onDisk = await readFile(join(t.config.storageDir, 'media/sample-video.mp4'));
      expect((await s3Storage(s3Settings).stat('media/sample-video.mp4'))?.size).toBe(onDisk.length);
      // Gone from the disk: what is served can only come from the bucket.
      await rm(join(t.config.storageDir, 'media'), { recursive: true });
      const range = await t.app.inject({
        method: 'GET',
        url: '/media/sample-video.mp4',
        headers: { range: 'bytes=10-109' },
      });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 10-109/${onDisk.length}`);
      expect(range.rawPayload).toEqual(onDisk.subarray(10, 110));
      const beyond = await t.app.inject({
        method: 'GET',
        url: '/media/sample-video.mp4',
        headers: { range: `bytes=${onDisk.length}-` },
      });
      expect(beyond.statusCode).toBe(416);
      const head = await t.app.inject({ method: 'HEAD', url: '/media/sample-video.mp4' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(onDisk.length));
      expect(head.rawPayload.length).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: '/media/..%2fsecret.key' })).statusCode).toBe(404);
    });
  });
});
