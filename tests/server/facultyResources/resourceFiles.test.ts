/**
 * A file resource's file (ADR 317), checked as class documents are: the size before anything is stored, the type
 * its bytes show whatever its name says, a refused upload stores nothing and leaves the previous file; a link takes
 * no file. The viewer reads it by bearer or by a short-lived token, in byte ranges (ADR 254).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { samplePdf, samplePng } from '../../../server/seed/documents';
import { CLASS_DOCUMENT_MAX_BYTES, CLASS_DOCUMENT_MESSAGES } from '../../../src/domain/sponsors/uploads';
import { FACULTY_RESOURCE_MESSAGES } from '../../../src/domain/facultyResources/facultyResources';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { createResource, fileBody, linkBody, RESOURCE_PATH, uploadResourceFile } from './resourceFixtures';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.signIn('super@demo.test'));
}, 60_000);
afterAll(() => t.close());

const UPLOADS = 'documents/uploads/faculty-resources';
const storedFiles = async () => (await readdir(join(t.config.storageDir, UPLOADS)).catch(() => [])).sort();
const read = async (id: number) =>
  (await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/${id}`, headers: auth })).body.content;

test('a PDF is stored under the type its bytes show, with its name and size', async () => {
  const resource = await createResource(t, fileBody('Syllabus resource'));
  const bytes = samplePdf('Syllabus');
  const uploaded = await uploadResourceFile(t, auth, resource.id, 'syllabus.pdf', bytes, 'text/plain');
  expect(uploaded.status).toBe(200);
  expect(uploaded.body.content).toMatchObject({
    format: 'pdf',
    file: { name: 'syllabus.pdf', contentType: 'application/pdf', size: bytes.length },
    version: 1,
  });
});

describe('a refused upload stores nothing and leaves the previous file', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createResource(t, fileBody('Refusals'))).id;
    await uploadResourceFile(t, auth, id, 'figure.png', samplePng(), 'image/png');
  });

  test.each([
    [
      'text renamed .pdf',
      'notes.pdf',
      new TextEncoder().encode('just some text, not a PDF'),
      CLASS_DOCUMENT_MESSAGES.type,
    ],
    [
      'a file over 20 MB',
      'huge.pdf',
      new Uint8Array(CLASS_DOCUMENT_MAX_BYTES + 1).fill(0x25),
      CLASS_DOCUMENT_MESSAGES.size,
    ],
  ])('%s', async (_name, fileName, bytes, message) => {
    const before = await storedFiles();
    const refused = await uploadResourceFile(t, auth, id, fileName, bytes);
    expect(refused.status).toBe(400);
    expect(refused.body.content.message).toBe(message);
    expect(await storedFiles()).toEqual(before);
    expect((await read(id)).file).toMatchObject({ name: 'figure.png', contentType: 'image/png' });
  });

  test('a link takes no file', async () => {
    const link = await createResource(t, linkBody('A link, no file'));
    const before = await storedFiles();
    const refused = await uploadResourceFile(t, auth, link.id, 'x.pdf', samplePdf('x'));
    expect(refused.status).toBe(400);
    expect(refused.body.content.message).toBe(FACULTY_RESOURCE_MESSAGES.notAFile);
    expect(await storedFiles()).toEqual(before);
  });
});

test('a replaced file is removed from the store once the new one is in place', async () => {
  const resource = await createResource(t, fileBody('Replaced file'));
  await uploadResourceFile(t, auth, resource.id, 'one.pdf', samplePdf('One'));
  const first = await storedFiles();
  await uploadResourceFile(t, auth, resource.id, 'two.pdf', samplePdf('Two'));
  const second = await storedFiles();
  expect(second.length).toBe(first.length);
  expect(second).not.toEqual(first);
});

describe('the viewer reads the file', () => {
  let id: number;
  const bytes = samplePdf('Ranged');
  beforeAll(async () => {
    id = (await createResource(t, fileBody('Ranged handout'))).id;
    await uploadResourceFile(t, auth, id, 'ranged handout.pdf', bytes);
  });

  test('by bearer, inline with its name, or as an attachment when asked', async () => {
    const inline = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${id}/file`,
      headers: auth,
    });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="ranged handout.pdf"; filename*=UTF-8''ranged%20handout.pdf`,
    );
    const attachment = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${id}/file?download=1`,
      headers: auth,
    });
    expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);
  });

  test('by token without a session, in byte ranges; a bad or expired token is refused', async () => {
    const { token } = (
      await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/view/${id}/token`, headers: auth })
    ).body.content;
    const ranged = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${id}/file?token=${encodeURIComponent(token)}`,
      headers: { range: 'bytes=0-4' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-4/${bytes.length}`);
    expect(ranged.rawPayload.toString()).toBe('%PDF-');
    const beyond = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${id}/file?token=${encodeURIComponent(token)}`,
      headers: { range: `bytes=${bytes.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const forged = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${id}/file?token=${token}x`,
    });
    expect(forged.statusCode).toBe(401);
    // The token of one resource opens no other.
    const other = (await createResource(t, fileBody('Other handout'))).id;
    await uploadResourceFile(t, auth, other, 'other.pdf', samplePdf('Other'));
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${other}/file?token=${encodeURIComponent(token)}`,
    });
    expect(elsewhere.statusCode).toBe(401);
    t.clock.advance(11 * 60 * 1000);
    const expired = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${id}/file?token=${encodeURIComponent(token)}`,
    });
    expect(expired.statusCode).toBe(401);
  });

  test('a link has no file and no token', async () => {
    const link = await createResource(t, linkBody('Link without token'));
    expect(
      (await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/view/${link.id}/token`, headers: auth }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/view/${link.id}/file`, headers: auth }))
        .status,
    ).toBe(404);
  });
});
