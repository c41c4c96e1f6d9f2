import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, call, createTestApp, switchFlag, type TestApp } from '../testApp';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.signIn('super@demo.test'));
}, 60_000);
afterAll(() => t.close());

const get = () => call(t.app, { method: 'GET', url: '/api/admin/banner', headers: auth });

/** Creates the banner, or updates the current one on its version: the banner is created once. */
async function save(payload: object) {
  const current = (await get()).body.content.banner as { id: number; version: number } | null;
  return current
    ? call(t.app, {
        method: 'PATCH',
        url: '/api/admin/banner/update',
        headers: auth,
        payload: { ...payload, id: current.id, version: current.version },
      })
    : call(t.app, { method: 'POST', url: '/api/admin/banner/create', headers: auth, payload });
}

describe('banner', () => {
  test('there is no banner until one is created; then it is updated in place', async () => {
    expect((await get()).body.content.banner).toBeNull();
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/banner/create',
      headers: auth,
      payload: { type: 2, message: '<p>Maintenance <strong>tonight</strong></p>', published: 1 },
    });
    expect(created.status).toBe(200);
    const banner = created.body.content.banner;
    expect(banner).toMatchObject({
      type: 2,
      isPublished: true,
      message: '<p>Maintenance <strong>tonight</strong></p>',
    });
    const updated = await call(t.app, {
      method: 'PATCH',
      url: '/api/admin/banner/update',
      headers: auth,
      payload: { id: banner.id, type: 1, message: '<p>All clear</p>', published: 0, version: banner.version },
    });
    expect(updated.body.content.banner).toMatchObject({ id: banner.id, type: 1, isPublished: false });
    expect((await get()).body.content.banner.message).toBe('<p>All clear</p>');
  });

  test.each([
    [{ type: 1, message: '', published: 0 }, 'message', 'Message is required'],
    [{ type: 1, message: '<p></p>', published: 0 }, 'message', 'Message is required'],
    [
      { type: 1, message: `<p>${'x'.repeat(41)}</p>`, published: 0 },
      'message',
      'Message cannot exceed 40 characters.',
    ],
    [{ type: 5, message: 'Hello', published: 0 }, 'type', 'Type is required'],
    [{ message: 'Hello', published: 0 }, 'type', 'Type is required'],
  ])('%j is refused with its SPEC message', async (payload, field, message) => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/admin/banner/create',
      headers: auth,
      payload,
    });
    expect(response.status).toBe(400);
    expect(response.body.content.errors[field]).toContain(message);
  });

  test('the 40 characters count the text, not the markup', async () => {
    const response = await save({ type: 3, message: `<p><em>${'y'.repeat(40)}</em></p>`, published: 0 });
    expect(response.status).toBe(200);
  });

  test('a stored XSS payload comes back sanitised', async () => {
    const response = await save({
      type: 4,
      message: '<p onclick="alert(1)">Hi<img src=x onerror=alert(2)><script>alert(3)</script></p>',
      published: 1,
    });
    expect(response.body.content.banner.message).toBe('<p>Hi</p>');
  });

  test('the banner area closes with its flag', async () => {
    await switchFlag(t, 'adminBanner', false);
    expect((await get()).status).toBe(403);
    await switchFlag(t, 'adminBanner', true);
    expect((await get()).status).toBe(200);
  });
});
