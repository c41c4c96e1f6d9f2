/**
 * The class capability table (ADR 117) at every class and class document route: each demo account × a class it
 * owns, a class shared with it and someone else's class. Owners and full admins may do everything, an instructor
 * the class is shared with everything but share and delete (403), anyone else gets a 404 as for a missing class,
 * and an account without the Classes area a 403 before the class is looked at.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { classCapabilities, type ClassAction } from '../../../src/domain/classes/classCapabilities';
import { canUseArea } from '../../../src/domain/access/roles';
import { DEMO_ACCOUNTS } from '../../../server/seed/accounts';
import { samplePdf } from '../../../server/seed/documents';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
const ids = new Map<string, number>();
const pdf = Buffer.from(samplePdf('Access'));

interface Fixture {
  classId: number;
  docId: number;
  quizId: number;
  playlistId: number;
}

function multipart() {
  const boundary = '----accessBoundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

interface RouteCase {
  readonly name: string;
  readonly action: ClassAction;
  readonly request: (f: Fixture) => { method: string; url: string; payload?: unknown; multipart?: true };
}

const C = '/api/admin/class';
/** In this order: reads first, then changes, the delete of the class last. */
const ROUTES: readonly RouteCase[] = [
  { name: 'GET class', action: 'view', request: (f) => ({ method: 'GET', url: `${C}/${f.classId}` }) },
  { name: 'GET quizzes', action: 'view', request: (f) => ({ method: 'GET', url: `${C}/${f.classId}/quiz` }) },
  {
    name: 'GET playlists',
    action: 'view',
    request: (f) => ({ method: 'GET', url: `${C}/${f.classId}/playlist` }),
  },
  {
    name: 'GET documents',
    action: 'view',
    request: (f) => ({ method: 'GET', url: `${C}/${f.classId}/document` }),
  },
  {
    name: 'GET deleted documents',
    action: 'view',
    request: (f) => ({ method: 'GET', url: `${C}/${f.classId}/document?deleted=1` }),
  },
  {
    name: 'GET document token',
    action: 'view',
    request: (f) => ({ method: 'GET', url: `${C}/${f.classId}/document/${f.docId}/token` }),
  },
  {
    name: 'GET document file',
    action: 'view',
    request: (f) => ({ method: 'GET', url: `${C}/${f.classId}/document/${f.docId}/file` }),
  },
  {
    name: 'PATCH class',
    action: 'edit',
    request: (f) => ({
      method: 'PATCH',
      url: `${C}/${f.classId}`,
      payload: { title: 'Renamed class', version: 1 },
    }),
  },
  {
    name: 'PATCH publish',
    action: 'edit',
    request: (f) => ({ method: 'PATCH', url: `${C}/${f.classId}/publish`, payload: { published: true } }),
  },
  {
    name: 'POST invite',
    action: 'edit',
    request: (f) => ({
      method: 'POST',
      url: `${C}/${f.classId}/invite`,
      payload: { emails: ['kid@school.test'] },
    }),
  },
  { name: 'POST copy', action: 'edit', request: (f) => ({ method: 'POST', url: `${C}/${f.classId}` }) },
  {
    name: 'POST quizzes',
    action: 'manageContent',
    request: (f) => ({
      method: 'POST',
      url: `${C}/quiz`,
      payload: { quizzesIds: [f.quizId], classIds: [f.classId] },
    }),
  },
  {
    name: 'DELETE quiz',
    action: 'manageContent',
    request: (f) => ({ method: 'DELETE', url: `${C}/${f.classId}/quiz/${f.quizId}` }),
  },
  {
    name: 'POST playlists',
    action: 'manageContent',
    request: (f) => ({
      method: 'POST',
      url: `${C}/playlist`,
      payload: { playlistsIds: [f.playlistId], classIds: [f.classId] },
    }),
  },
  {
    name: 'DELETE playlist',
    action: 'manageContent',
    request: (f) => ({ method: 'DELETE', url: `${C}/${f.classId}/playlist/${f.playlistId}` }),
  },
  {
    name: 'POST document',
    action: 'manageContent',
    request: (f) => ({ method: 'POST', url: `${C}/${f.classId}/document`, multipart: true }),
  },
  {
    name: 'PATCH document',
    action: 'manageContent',
    request: (f) => ({
      method: 'PATCH',
      url: `${C}/${f.classId}/document/${f.docId}`,
      payload: { fileName: 'b.pdf', shared: true, version: 1 },
    }),
  },
  {
    name: 'POST document (replace)',
    action: 'manageContent',
    request: (f) => ({ method: 'POST', url: `${C}/${f.classId}/document/${f.docId}`, multipart: true }),
  },
  {
    name: 'DELETE document (soft)',
    action: 'manageContent',
    request: (f) => ({ method: 'DELETE', url: `${C}/${f.classId}/document/${f.docId}` }),
  },
  {
    name: 'POST document restore',
    action: 'manageContent',
    request: (f) => ({ method: 'POST', url: `${C}/${f.classId}/document/${f.docId}/restore` }),
  },
  {
    name: 'DELETE document (hard)',
    action: 'manageContent',
    request: (f) => ({ method: 'DELETE', url: `${C}/${f.classId}/document/${f.docId}?isSoft=0` }),
  },
  {
    name: 'PATCH share',
    action: 'share',
    request: (f) => ({
      method: 'PATCH',
      url: `${C}/${f.classId}/share`,
      payload: { emails: [], version: 1 },
    }),
  },
  {
    name: 'DELETE class',
    action: 'delete',
    request: (f) => ({ method: 'DELETE', url: `${C}/${f.classId}` }),
  },
];

type Relation = 'own' | 'shared' | 'foreign';

/** A fresh class for one row of the table, owned by `owner`, shared with `sharedWith`, with a document. */
async function fixture(owner: number, sharedWith: number | null, caller: number): Promise<Fixture> {
  const { id: classId } = await t.db
    .insertInto('classes')
    .values({ title: 'Access class', owner_user_id: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (sharedWith !== null)
    await t.db.insertInto('class_shares').values({ class_id: classId, user_id: sharedWith }).execute();
  const path = `documents/uploads/access-${classId}.pdf`;
  await mkdir(join(t.config.storageDir, 'documents/uploads'), { recursive: true });
  await writeFile(join(t.config.storageDir, path), pdf);
  const { id: docId } = await t.db
    .insertInto('class_documents')
    .values({
      class_id: classId,
      file_name: 'a.pdf',
      mime_type: 'application/pdf',
      size: pdf.length,
      storage_path: path,
      uploaded_by: owner,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The quiz and playlist are the caller's own, so only the class decides.
  const { id: quizId } = await t.db
    .insertInto('quizzes')
    .values({ kind: 'user', title: 'Caller quiz', owner_user_id: caller })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: playlistId } = await t.db
    .insertInto('playlists')
    .values({ title: 'Caller playlist', owner_user_id: caller })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { classId, docId, quizId, playlistId };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.selectFrom('users').select(['id', 'email']).execute())
    ids.set(row.email, row.id);
}, 60_000);
afterAll(() => t.close());

const CASES = DEMO_ACCOUNTS.flatMap((account) =>
  (['own', 'shared', 'foreign'] as const).map((relation) => [account.email, relation] as const),
);

describe.each(CASES)('%s on a class that is %s', (email: string, relation: Relation) => {
  test('every class and document route answers as the capability table says', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
    const caller = ids.get(email)!;
    const other = ids.get(email === 'cs@demo.test' ? 'lti@demo.test' : 'cs@demo.test')!;
    const owner = relation === 'own' ? caller : other;
    const f = await fixture(owner, relation === 'shared' ? caller : null, caller);
    const auth = bearer(await t.signIn(email));
    const capabilities = classCapabilities(
      { id: caller, roles: account.roles },
      { ownerId: owner, sharedWith: relation === 'shared' ? [caller] : [] },
    );
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const route of ROUTES) {
      const { method, url, payload, multipart: isMultipart } = route.request(f);
      const body = isMultipart ? multipart() : null;
      const response = await call(t.app, {
        method: method as 'GET',
        url,
        headers: { ...auth, ...(body ? { 'content-type': body.contentType } : {}) },
        ...(body ? { payload: body.payload } : payload === undefined ? {} : { payload: payload as object }),
      });
      const expected = !canUseArea(account.roles, {}, 'classes')
        ? 403
        : capabilities.has(route.action)
          ? 200
          : capabilities.has('view')
            ? 403
            : 404;
      seen.push(`${route.name}: ${response.status}`);
      wanted.push(`${route.name}: ${expected}`);
    }
    expect(seen).toEqual(wanted);
  });
});

test('the list shows a caller only the classes they own or that are shared with them; admins see all', async () => {
  const cs = ids.get('cs@demo.test')!;
  const lti = ids.get('lti@demo.test')!;
  const mine = await fixture(cs, null, cs);
  const shared = await fixture(lti, cs, cs);
  const foreign = await fixture(lti, null, cs);
  const listed = async (email: string) =>
    (
      await call(t.app, {
        method: 'GET',
        url: `${C}/?itemsOnPage=200`,
        headers: bearer(await t.signIn(email)),
      })
    ).body.content.result.map((c: { id: number }) => c.id);
  const forCs = await listed('cs@demo.test');
  expect(forCs).toContain(mine.classId);
  expect(forCs).toContain(shared.classId);
  expect(forCs).not.toContain(foreign.classId);
  expect(await listed('admin@demo.test')).toEqual(
    expect.arrayContaining([mine.classId, shared.classId, foreign.classId]),
  );
});
