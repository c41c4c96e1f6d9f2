import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sampleDocx, samplePdf, samplePng, seedClassDocuments } from '../../../server/seed/documents';
import { CLASS_DOCUMENT_MAX_BYTES } from '../../../src/domain/sponsors/uploads';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { uploadClassDocument } from './classFixtures';

let t: TestApp;
let auth: { authorization: string };
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedClassDocuments(t.db, t.config.storageDir);
  classId = (await t.db.selectFrom('classes').select('id').executeTakeFirstOrThrow()).id;
  auth = bearer(await t.signIn('admin@demo.test')); // the owner of the seeded class
}, 60_000);
afterAll(() => t.close());

const upload = (fileName: string, bytes: Uint8Array) =>
  uploadClassDocument(t, auth, classId, fileName, bytes);

describe('class documents', () => {
  test('lists the seeded PDF, PNG and DOCX', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/admin/class/${classId}/document`,
      headers: auth,
    });
    expect(response.body.content.documents.map((d: { mimeType: string }) => d.mimeType)).toEqual([
      'application/pdf',
      'image/png',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  test('the file comes with its name in Content-Disposition, by bearer or by token, never by a bad token', async () => {
    const [pdf] = (
      await call(t.app, { method: 'GET', url: `/api/admin/class/${classId}/document`, headers: auth })
    ).body.content.documents;
    const byBearer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/class/${classId}/document/${pdf.id}/file`,
      headers: auth,
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers['content-type']).toBe('application/pdf');
    expect(byBearer.headers['content-disposition']).toContain('filename="syllabus.pdf"');
    expect(byBearer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { token } = (
      await call(t.app, {
        method: 'GET',
        url: `/api/admin/class/${classId}/document/${pdf.id}/token`,
        headers: auth,
      })
    ).body.content;
    const byToken = await t.app.inject({
      method: 'GET',
      url: `/api/admin/class/${classId}/document/${pdf.id}/file?token=${encodeURIComponent(token)}`,
    });
    expect(byToken.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/admin/class/${classId}/document/${pdf.id + 1}/file?token=${encodeURIComponent(token)}`,
    });
    expect(wrong.statusCode).toBe(401);
    t.clock.advance(11 * 60 * 1000);
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/admin/class/${classId}/document/${pdf.id}/file?token=${encodeURIComponent(token)}`,
    });
    expect(expired.statusCode).toBe(401);
  });

  test('uploads are recognised by content; a renamed text file is refused', async () => {
    expect((await upload('notes.pdf', samplePdf('Notes'))).body.content.mimeType).toBe('application/pdf');
    expect((await upload('picture.png', samplePng())).body.content.mimeType).toBe('image/png');
    expect((await upload('report.docx', sampleDocx('Report'))).status).toBe(200);
    const refused = await upload('fake.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(refused.status).toBe(400);
    expect(refused.body.content.message).toBe(
      'Invalid file type. Accepted formats: PDF, images and office documents.',
    );
  });

  test('an upload whose row cannot be stored leaves no file behind; a class gone meanwhile is a 404', async () => {
    const uploads = join(t.config.storageDir, 'documents/uploads');
    const files = async () => (await readdir(uploads).catch(() => [] as string[])).length;
    const before = await files();
    // The class disappears between the check and the insert: the insert meets the foreign key.
    await sql`create function refuse_document() returns trigger language plpgsql as $$
      begin raise exception 'class is gone' using errcode = 'foreign_key_violation'; end $$`.execute(t.db);
    await sql`create trigger refuse_document before insert on class_documents
      for each row execute function refuse_document()`.execute(t.db);
    try {
      const refused = await upload('late.pdf', samplePdf('Late'));
      expect(refused.status).toBe(404);
      expect(await files()).toBe(before);
    } finally {
      await sql`drop trigger refuse_document on class_documents`.execute(t.db);
      await sql`drop function refuse_document()`.execute(t.db);
    }
  });

  test('a file over 20 MB is refused with the size message and nothing is stored', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('class_documents')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const pdf = samplePdf('Big');
    const oversize = new Uint8Array(CLASS_DOCUMENT_MAX_BYTES + 1);
    oversize.set(pdf);
    const refused = await upload('big.pdf', oversize);
    expect(refused.status).toBe(400);
    expect(refused.body.content.message).toBe(
      'File size limit exceeded (20 MB). Please reduce and try again.',
    );
    expect(await count()).toBe(before);
    // Exactly the limit is accepted.
    const largest = new Uint8Array(CLASS_DOCUMENT_MAX_BYTES);
    largest.set(pdf);
    expect((await upload('largest.pdf', largest)).status).toBe(200);
  });

  test('delete is soft by default: the document leaves the list and its file stops being served', async () => {
    const doc = (await upload('gone.pdf', samplePdf('Gone'))).body.content;
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/class/${classId}/document/${doc.id}`,
      headers: auth,
    });
    expect(removed.status).toBe(200);
    const row = await t.db
      .selectFrom('class_documents')
      .select('deleted_at')
      .where('id', '=', doc.id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/class/${classId}/document/${doc.id}/file`,
      headers: auth,
    });
    expect(file.statusCode).toBe(404);
    const hard = (await upload('hard.pdf', samplePdf('Hard'))).body.content;
    await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/class/${classId}/document/${hard.id}?isSoft=0`,
      headers: auth,
    });
    expect(
      await t.db.selectFrom('class_documents').select('id').where('id', '=', hard.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  test('a publish user, without the classes area, is refused', async () => {
    const publish = bearer(await t.signIn('publish@demo.test'));
    expect(
      (await call(t.app, { method: 'GET', url: `/api/admin/class/${classId}/document`, headers: publish }))
        .status,
    ).toBe(403);
  });
});
