/**
 * PATCH /api/admin/collections/{id}/editor/{userId} (ADR 265) against the real server: full admins set a user's
 * editor right on a Methods Collection; other roles 403, no sign-in 401; bad input 400 and unknown ids 404, never
 * 500; two writes at once leave one row.
 */
import { collectionEditorPath } from '../../../src/api/methodsCollections/collectionEditorsContract';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let collectionId: number;
let editorId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: collectionId } = await t.db
    .insertInto('method_collections')
    .values({ title: 'Neuroscience methods' })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: editorId } = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'cs@demo.test')
    .executeTakeFirstOrThrow());
});
afterAll(() => t.close());

async function patch(email: string | null, url: string, payload: unknown) {
  const headers = email ? bearer((await t.signIn(email)).accessToken) : {};
  return call(t.app, { method: 'PATCH', url, headers, payload: payload as object });
}

const rows = () =>
  t.db
    .selectFrom('method_collection_editors')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .execute();

describe('PATCH /api/admin/collections/{id}/editor/{userId}', () => {
  test('each full admin sets the right; the other roles are refused', async () => {
    for (const [email, canEdit] of [
      ['super@demo.test', true],
      ['corporate@demo.test', false],
      ['admin@demo.test', true],
    ] as const) {
      const { status, body } = await patch(email, collectionEditorPath(collectionId, editorId), { canEdit });
      expect(status).toBe(200);
      expect(body.content).toMatchObject({ collectionId, userId: editorId, canEdit });
    }
    expect((await rows()).map((row) => row.can_edit)).toEqual([true]);
    for (const email of ['cs@demo.test', 'publish@demo.test', 'lti@demo.test']) {
      const { status } = await patch(email, collectionEditorPath(collectionId, editorId), { canEdit: false });
      expect(status).toBe(403);
    }
    expect((await patch(null, collectionEditorPath(collectionId, editorId), { canEdit: false })).status).toBe(
      401,
    );
    expect((await rows()).map((row) => row.can_edit)).toEqual([true]);
  });

  test('bad input is 400 and unknown ids 404, never 500', async () => {
    const url = collectionEditorPath(collectionId, editorId);
    for (const payload of [{}, { canEdit: 'yes' }, { canEdit: true, extra: 1 }, null]) {
      expect((await patch('super@demo.test', url, payload)).status).toBe(400);
    }
    expect(
      (await patch('super@demo.test', '/api/admin/collections/abc/editor/1', { canEdit: true })).status,
    ).toBe(400);
    expect(
      (await patch('super@demo.test', collectionEditorPath(999999, editorId), { canEdit: true })).status,
    ).toBe(404);
    expect(
      (await patch('super@demo.test', collectionEditorPath(collectionId, 999999), { canEdit: true })).status,
    ).toBe(404);
  });

  test('two writes at once both answer and leave one row', async () => {
    const { accessToken } = await t.signIn('super@demo.test');
    const url = collectionEditorPath(collectionId, editorId);
    const answers = await Promise.all(
      [true, false].map((canEdit) =>
        call(t.app, { method: 'PATCH', url, headers: bearer(accessToken), payload: { canEdit } }),
      ),
    );
    const [a, b] = answers as [(typeof answers)[0], (typeof answers)[0]];
    expect([a.status, b.status]).toEqual([200, 200]);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect([a.body.content.canEdit, b.body.content.canEdit]).toContain(stored[0]!.can_edit);
  });
});
