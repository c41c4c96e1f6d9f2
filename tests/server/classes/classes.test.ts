import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { samplePdf } from '../../../server/seed/documents';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let cs: { authorization: string };
let lti: { authorization: string };
let csId: number;
let quizId: number;
let playlistIds: number[];

const form = {
  title: 'Physics 201',
  institution: 'Northgate University',
  description: 'Mechanics and waves',
  startDate: '2026-09-01',
  endDate: '2026-12-18',
  professor: false,
};

async function api(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  auth: Record<string, string>,
  payload?: object,
) {
  return call(t.app, { method, url, headers: auth, ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  t = await createTestApp();
  cs = bearer(await t.signIn('cs@demo.test'));
  lti = bearer(await t.signIn('lti@demo.test'));
  const ids = Object.fromEntries(
    (await t.db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]),
  );
  csId = ids['cs@demo.test']!;
  quizId = (
    await t.db
      .insertInto('quizzes')
      .values({ kind: 'user', title: 'Forces quiz', owner_user_id: csId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  playlistIds = (
    await t.db
      .insertInto('playlists')
      .values([
        { title: 'Waves', owner_user_id: csId },
        { title: 'Optics', owner_user_id: csId },
      ])
      .returning('id')
      .execute()
  ).map((p) => p.id);
  await t.db
    .insertInto('playlist_items')
    .values({
      playlist_id: playlistIds[0]!,
      title: 'Intro',
      sort_index: 0,
      type: 'article',
      domain_id: null,
      article_ids: '[]',
    })
    .execute();
}, 60_000);
afterAll(() => t.close());

describe('a class and its fields', () => {
  test('an instructor creates a class and reads it back with every field, version 1, open to its students', async () => {
    const created = await api('POST', '/api/admin/class/', cs, form);
    expect(created.status).toBe(200);
    const id = created.body.content.id;
    const read = await api('GET', `/api/admin/class/${id}`, cs);
    expect(read.body.content).toMatchObject({
      ...form,
      published: true,
      version: 1,
      students: [],
      sharedWith: [],
      owner: { email: 'cs@demo.test' },
      actions: ['view', 'edit', 'manageContent', 'remind', 'share', 'delete'],
    });
  });

  test('a short title and an end before the start are refused with their messages, nothing stored', async () => {
    const before = await t.db.selectFrom('classes').select('id').execute();
    const short = await api('POST', '/api/admin/class/', cs, { ...form, title: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.content.errors.title).toEqual([CLASS_MESSAGES.titleTooShort]);
    const backwards = await api('POST', '/api/admin/class/', cs, { ...form, endDate: '2026-08-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.content.errors.endDate).toEqual([CLASS_MESSAGES.endBeforeStart]);
    expect(await t.db.selectFrom('classes').select('id').execute()).toHaveLength(before.length);
  });

  test('a save on an older version answers 409 and keeps what is stored', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const first = await api('PATCH', `/api/admin/class/${id}`, cs, { ...form, title: 'First', version: 1 });
    expect(first.body.content).toMatchObject({ title: 'First', version: 2 });
    const stale = await api('PATCH', `/api/admin/class/${id}`, cs, { ...form, title: 'Second', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.content.message).toBe(CLASS_MESSAGES.stale);
    expect((await api('GET', `/api/admin/class/${id}`, cs)).body.content.title).toBe('First');
  });

  test('publish toggles the flag; delete removes the class and its links', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    expect(
      (await api('PATCH', `/api/admin/class/${id}/publish`, cs, { published: true })).body.content.published,
    ).toBe(true);
    await api('POST', '/api/admin/class/quiz', cs, { quizzesIds: [quizId], classIds: [id] });
    expect((await api('DELETE', `/api/admin/class/${id}`, cs)).status).toBe(200);
    expect((await api('GET', `/api/admin/class/${id}`, cs)).status).toBe(404);
    expect(await t.db.selectFrom('class_quizzes').selectAll().where('class_id', '=', id).execute()).toEqual(
      [],
    );
  });

  test('a copy belongs to the copier, unpublished, without students or shares, with the quizzes and playlists', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    await api('PATCH', `/api/admin/class/${id}/publish`, cs, { published: true });
    await api('POST', `/api/admin/class/${id}/invite`, cs, { emails: ['a@school.test'] });
    await api('PATCH', `/api/admin/class/${id}/share`, cs, { emails: ['lti@demo.test'], version: 1 });
    await api('POST', '/api/admin/class/quiz', cs, { quizzesIds: [quizId], classIds: [id] });
    await api('POST', '/api/admin/class/playlist', cs, { playlistsIds: playlistIds, classIds: [id] });
    const copy = (await api('POST', `/api/admin/class/${id}`, lti)).body.content;
    expect(copy).toMatchObject({
      title: `${form.title} (copy)`,
      startDate: form.startDate,
      published: false,
      students: [],
      sharedWith: [],
      quizzesCount: 1,
      playlistsCount: 2,
      owner: { email: 'lti@demo.test' },
    });
  });
});

describe('copy titles', () => {
  test('each copy gets the next free "(copy N)" among the copier\'s classes, within the title limit', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, { ...form, title: 'Genetics 101' })).body.content
      .id;
    const first = (await api('POST', `/api/admin/class/${id}`, cs)).body.content;
    expect(first.title).toBe('Genetics 101 (copy)');
    const second = (await api('POST', `/api/admin/class/${id}`, cs)).body.content;
    expect(second.title).toBe('Genetics 101 (copy 2)');
    // A copy of a copy counts from the same base title.
    expect((await api('POST', `/api/admin/class/${first.id}`, cs)).body.content.title).toBe(
      'Genetics 101 (copy 3)',
    );
    // Another instructor's copies do not count: theirs starts at "(copy)".
    await api('PATCH', `/api/admin/class/${id}/share`, cs, { emails: ['lti@demo.test'], version: 1 });
    expect((await api('POST', `/api/admin/class/${id}`, lti)).body.content.title).toBe('Genetics 101 (copy)');
    const long = 'L'.repeat(255);
    const longId = (await api('POST', '/api/admin/class/', cs, { ...form, title: long })).body.content.id;
    const longCopy = (await api('POST', `/api/admin/class/${longId}`, cs)).body.content.title as string;
    expect(longCopy).toHaveLength(255);
    expect(longCopy.endsWith(' (copy)')).toBe(true);
  });
});

describe('students and instructors', () => {
  test('invited students are stored once each with a token and the status invited', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const first = await api('POST', `/api/admin/class/${id}/invite`, cs, {
      emails: ['Ann@School.test', 'bo@school.test'],
    });
    expect(first.body.content).toMatchObject({
      invited: ['ann@school.test', 'bo@school.test'],
      already_invited: [],
    });
    const again = await api('POST', `/api/admin/class/${id}/invite`, cs, {
      emails: ['bo@school.test', 'cy@school.test'],
    });
    expect(again.body.content).toMatchObject({
      invited: ['cy@school.test'],
      already_invited: ['bo@school.test'],
    });
    expect(again.body.content.class.students.map((s: { status: string }) => s.status)).toEqual([
      'invited',
      'invited',
      'invited',
    ]);
    const tokens = await t.db
      .selectFrom('class_students')
      .select('token')
      .where('class_id', '=', id)
      .execute();
    expect(new Set(tokens.map((r) => r.token)).size).toBe(3);
    const bad = await api('POST', `/api/admin/class/${id}/invite`, cs, { emails: ['not-an-address'] });
    expect(bad.status).toBe(400);
  });

  test('a student invited without a name shows the name another class of the same owner knows, never another owner’s', async () => {
    const known = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    await t.db
      .insertInto('class_students')
      .values({ class_id: known, email: 'dana@school.test', name: 'Dana Scully', token: 'tok-dana-1' })
      .execute();
    const elsewhere = (await api('POST', '/api/admin/class/', lti, form)).body.content.id;
    await t.db
      .insertInto('class_students')
      .values({ class_id: elsewhere, email: 'eve@school.test', name: 'Eve Moneypenny', token: 'tok-eve-1' })
      .execute();
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const invited = await api('POST', `/api/admin/class/${id}/invite`, cs, {
      emails: ['dana@school.test', 'eve@school.test'],
    });
    expect(
      invited.body.content.class.students.map((s: { email: string; name: string | null }) => [
        s.email,
        s.name,
      ]),
    ).toEqual([
      ['dana@school.test', 'Dana Scully'],
      ['eve@school.test', null],
    ]);
  });

  test('a student is removed from the class with their unstarted links; a second removal, or another instructor’s, is a 404', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    await api('POST', '/api/admin/class/quiz', cs, { quizzesIds: [quizId], classIds: [id] });
    const { students } = (
      await api('POST', `/api/admin/class/${id}/invite`, cs, {
        emails: ['fay@school.test', 'gus@school.test'],
      })
    ).body.content.class;
    const fay = students.find((s: { email: string }) => s.email === 'fay@school.test')!;
    const linksOf = async (email: string) =>
      (
        await t.db
          .selectFrom('quiz_assignments')
          .select('id')
          .where('class_id', '=', id)
          .where('user_email', '=', email)
          .execute()
      ).length;
    expect(await linksOf('fay@school.test')).toBe(1);

    expect((await api('DELETE', `/api/admin/class/${id}/student/${fay.id}`, lti)).status).toBe(404);
    const [one, two] = await Promise.all([
      api('DELETE', `/api/admin/class/${id}/student/${fay.id}`, cs),
      api('DELETE', `/api/admin/class/${id}/student/${fay.id}`, cs),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 404]);
    const after = (await api('GET', `/api/admin/class/${id}`, cs)).body.content;
    expect(after.students.map((s: { email: string }) => s.email)).toEqual(['gus@school.test']);
    expect(await linksOf('fay@school.test')).toBe(0);
    expect(await linksOf('gus@school.test')).toBe(1);
    expect((await api('DELETE', `/api/admin/class/${id}/student/abc`, cs)).status).toBe(400);
  });

  test('sharing names the instructors; unknown addresses and accounts without Classes are reported', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const shared = await api('PATCH', `/api/admin/class/${id}/share`, cs, {
      emails: ['lti@demo.test', 'publish@demo.test', 'nobody@demo.test'],
      version: 1,
    });
    expect(shared.body.content).toMatchObject({
      shared: ['lti@demo.test'],
      already_shared: [],
      not_access: ['publish@demo.test'],
      not_found: ['nobody@demo.test'],
    });
    expect((await api('GET', `/api/admin/class/${id}`, lti)).status).toBe(200);
    await api('PATCH', `/api/admin/class/${id}/share`, cs, { emails: [], version: 2 });
    expect((await api('GET', `/api/admin/class/${id}`, lti)).status).toBe(404);
  });
});

describe('quizzes and playlists of a class', () => {
  test('several playlists go to several classes at once; removing one leaves the others', async () => {
    const a = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const b = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const added = await api('POST', '/api/admin/class/playlist', cs, {
      playlistsIds: playlistIds,
      classIds: [a, b],
    });
    expect(added.body.content.added).toBe(4);
    expect((await api('DELETE', `/api/admin/class/${a}/playlist/${playlistIds[0]}`, cs)).status).toBe(200);
    const listA = (await api('GET', `/api/admin/class/${a}/playlist`, cs)).body.content;
    expect(listA.result.map((p: { title: string }) => p.title)).toEqual(['Optics']);
    const listB = (await api('GET', `/api/admin/class/${b}/playlist`, cs)).body.content;
    expect(listB.result).toHaveLength(2);
    expect((await api('DELETE', `/api/admin/class/${a}/playlist/${playlistIds[0]}`, cs)).status).toBe(404);
  });

  test('a quiz is added and removed; a quiz the caller may not pick is refused and nothing is added', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const foreign = (
      await t.db
        .insertInto('quizzes')
        .values({ kind: 'user', title: 'Not mine', owner_user_id: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const refused = await api('POST', '/api/admin/class/quiz', cs, {
      quizzesIds: [quizId, foreign],
      classIds: [id],
    });
    expect(refused.status).toBe(404);
    expect((await api('GET', `/api/admin/class/${id}/quiz`, cs)).body.content.result).toEqual([]);
    await api('POST', '/api/admin/class/quiz', cs, { quizzesIds: [quizId], classIds: [id] });
    expect(
      (await api('GET', `/api/admin/class/${id}/quiz`, cs)).body.content.result.map(
        (q: { title: string }) => q.title,
      ),
    ).toEqual(['Forces quiz']);
    expect((await api('DELETE', `/api/admin/class/${id}/quiz/${quizId}`, cs)).status).toBe(200);
    expect((await api('GET', `/api/admin/class/${id}/quiz`, cs)).body.content.result).toEqual([]);
  });

  test('the pickers list what the caller may add, searchable by title and paged', async () => {
    const quizzes = await api('POST', '/api/admin/class/quiz_list', cs, {
      filter: [{ property: 'title', operator: 'contains', value: 'forces' }],
    });
    expect(quizzes.body.content.result.map((q: { title: string }) => q.title)).toEqual(['Forces quiz']);
    const mine = await api('POST', '/api/admin/class/my_playlist_list', cs, { sort: [['title', 'asc']] });
    expect(mine.body.content.result.map((p: { title: string }) => p.title)).toEqual(['Optics', 'Waves']);
    expect((await api('POST', '/api/admin/class/playlist_list', lti, {})).body.content.result).toEqual([]);
    const unknown = await api('POST', '/api/admin/class/quiz_list', cs, { sort: [['owner_user_id', 'asc']] });
    expect(unknown.status).toBe(400);
  });
});

describe('the class list', () => {
  test('shows own and shared classes, tells professor classes apart, searches by id or title', async () => {
    const pro = (
      await api('POST', '/api/admin/class/', lti, { ...form, title: 'Seminar X', professor: true })
    ).body.content.id;
    await api('PATCH', `/api/admin/class/${pro}/share`, lti, { emails: ['cs@demo.test'], version: 1 });
    const professor = await api('GET', '/api/admin/class/?professor=1', cs);
    expect(professor.body.content.result.map((c: { id: number }) => c.id)).toEqual([pro]);
    const byId = await api('GET', `/api/admin/class/?keyword=${pro}`, cs);
    expect(byId.body.content.result.map((c: { title: string }) => c.title)).toEqual(['Seminar X']);
    const byTitle = await api('GET', '/api/admin/class/?keyword=seminar%20x&sort=title&direction=asc', cs);
    expect(byTitle.body.content.navigation.total_items).toBe(1);
    const paged = await api('GET', '/api/admin/class/?itemsOnPage=2&page=1', cs);
    expect(paged.body.content.result).toHaveLength(2);
    expect(paged.body.content.navigation.total_pages).toBeGreaterThan(1);
  });
});

describe('documents of a class', () => {
  function upload(id: number, fileName: string, url = `/api/admin/class/${id}/document`) {
    const boundary = '----classDoc';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(samplePdf(fileName)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return call(t.app, {
      method: 'POST',
      url,
      headers: { ...cs, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  test('rename and share change the document; a soft delete moves it to the deleted list until restored', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const doc = (await upload(id, 'notes.pdf')).body.content;
    const renamed = await api('PATCH', `/api/admin/class/${id}/document/${doc.id}`, cs, {
      fileName: 'week-1.pdf',
      shared: true,
      version: doc.version,
    });
    expect(renamed.body.content).toMatchObject({
      fileName: 'week-1.pdf',
      shared: true,
      deletedAt: null,
      version: doc.version + 1,
    });
    expect((await api('DELETE', `/api/admin/class/${id}/document/${doc.id}`, cs)).status).toBe(200);
    const names = async (query = '') =>
      (await api('GET', `/api/admin/class/${id}/document${query}`, cs)).body.content.documents.map(
        (d: { fileName: string }) => d.fileName,
      );
    expect(await names()).toEqual([]);
    expect(await names('?deleted=1')).toEqual(['week-1.pdf']);
    expect((await api('POST', `/api/admin/class/${id}/document/${doc.id}/restore`, cs)).status).toBe(200);
    expect(await names()).toEqual(['week-1.pdf']);
    expect(await names('?deleted=1')).toEqual([]);
    expect((await api('POST', `/api/admin/class/${id}/document/${doc.id}/restore`, cs)).status).toBe(404);
  });

  test('replacing a document keeps its id and serves the new file', async () => {
    const id = (await api('POST', '/api/admin/class/', cs, form)).body.content.id;
    const doc = (await upload(id, 'draft.pdf')).body.content;
    const replaced = await upload(id, 'final.pdf', `/api/admin/class/${id}/document/${doc.id}`);
    expect(replaced.body.content).toMatchObject({
      id: doc.id,
      fileName: 'final.pdf',
      version: doc.version + 1,
    });
    // A new file renames the document: a rename made on the version before it is refused (ADR 188).
    const stale = await api('PATCH', `/api/admin/class/${id}/document/${doc.id}`, cs, {
      fileName: 'draft-2.pdf',
      version: doc.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.content.message).toBe(STALE_MESSAGES.classDocument);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/class/${id}/document/${doc.id}/file`,
      headers: cs,
    });
    expect(file.headers['content-disposition']).toContain('filename="final.pdf"');
  });
});
