import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, call, createTestApp, switchFlag, type TestApp } from '../testApp';

let t: TestApp;
let auth: { authorization: string };
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.signIn('corporate@demo.test'));
}, 60_000);
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  call(t.app, { method: 'POST', url, headers: auth, payload: payload as object });

describe('translation groups', () => {
  test('key and title are required; isActive defaults to true', async () => {
    const refused = await post('/api/admin/site_translation/group/create', { key: ' ', title: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({
      key: ['This field is required'],
      title: ['This field is required'],
    });
    const created = await post('/api/admin/site_translation/group/create', {
      key: 'player',
      title: 'Player',
    });
    expect(created.body.content).toMatchObject({ key: 'player', title: 'Player', isActive: true });
    groupId = created.body.content.id;
  });

  test('a duplicate key is a conflict; edit and list by key or title', async () => {
    expect(
      (await post('/api/admin/site_translation/group/create', { key: 'PLAYER', title: 'Again' })).status,
    ).toBe(409);
    const edited = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/site_translation/group/edit/${groupId}`,
      headers: auth,
      payload: { key: 'player', title: 'Video player', isActive: false, version: 1 },
    });
    expect(edited.body.content).toMatchObject({ title: 'Video player', isActive: false });
    const listed = await post('/api/admin/site_translation/group', {
      filter: [{ bool_operator: 'or', property: 'title', operator: 'contains', value: 'video' }],
    });
    expect(listed.body.content.result.map((g: { key: string }) => g.key)).toEqual(['player']);
  });

  test('group edit: key and title are required, with the required message', async () => {
    const refused = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/site_translation/group/edit/${groupId}`,
      headers: auth,
      payload: { key: '', title: '  ', isActive: true, version: 2 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({
      key: ['This field is required'],
      title: ['This field is required'],
    });
    const group = await call(t.app, {
      method: 'GET',
      url: `/api/admin/site_translation/group/${groupId}`,
      headers: auth,
    });
    expect(group.body.content).toMatchObject({ key: 'player', title: 'Video player' });
  });
});

describe('translations', () => {
  test('add needs groupId, key and en; values at most 256', async () => {
    const refused = await post('/api/admin/site_translation/add_by_key', {
      key: '',
      translations: [{ language: 'de', value: 'x'.repeat(257) }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({
      groupId: ['This field is required'],
      key: ['This field is required'],
      translations: ['This field is required'],
      'translations.0.value': ['Value must be at most 256 characters'],
    });
  });

  test('add: 256 characters are accepted, 257 are refused with the length message', async () => {
    const longest = await post('/api/admin/site_translation/add_by_key', {
      groupId,
      key: 'limit.longest',
      translations: [{ language: 'en', value: 'x'.repeat(256) }],
    });
    expect(longest.status).toBe(200);
    const refused = await post('/api/admin/site_translation/add_by_key', {
      groupId,
      key: 'limit.over',
      translations: [{ language: 'en', value: 'x'.repeat(257) }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({
      'translations.0.value': ['Value must be at most 256 characters'],
    });
    const rows = (await post('/api/admin/site_translation/', {})).body.content.result as { id: number }[];
    for (const row of rows) {
      await call(t.app, { method: 'DELETE', url: `/api/admin/site_translation/${row.id}`, headers: auth });
    }
  });

  test('adds by key, lists one page of keys with every value, searches and filters by language', async () => {
    for (const key of ['player.play', 'player.pause', 'player.stop']) {
      const response = await post('/api/admin/site_translation/add_by_key', {
        groupId,
        key,
        translations: [
          { language: 'en', value: `${key} en` },
          { language: 'de', value: `${key} de` },
        ],
      });
      expect(response.status).toBe(200);
    }
    expect(
      (
        await post('/api/admin/site_translation/add_by_key', {
          groupId,
          key: 'player.play',
          translations: [{ language: 'en', value: 'x' }],
        })
      ).status,
    ).toBe(409);
    // An empty cell: the key gets a language it lacks when the request echoes its en value (ADR 091).
    const added = await post('/api/admin/site_translation/add_by_key', {
      groupId,
      key: 'player.stop',
      translations: [
        { language: 'en', value: 'player.stop en' },
        { language: 'fr', value: 'Arrêter' },
      ],
    });
    expect(added.status).toBe(200);
    const again = await post('/api/admin/site_translation/add_by_key', {
      groupId,
      key: 'player.stop',
      translations: [
        { language: 'en', value: 'player.stop en' },
        { language: 'fr', value: 'Stop' },
      ],
    });
    expect(again.status).toBe(409);
    const stop = await post('/api/admin/site_translation/', {
      filter: [{ bool_operator: 'and', property: 'language', operator: 'equals', value: 'fr' }],
    });
    expect(stop.body.content.result).toMatchObject([{ key: 'player.stop', value: 'Arrêter' }]);
    await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/site_translation/${stop.body.content.result[0].id}`,
      headers: auth,
    });

    const page = await post('/api/admin/site_translation/', { navigation: { page: 1, itemsOnPage: 2 } });
    expect(page.body.content.navigation).toMatchObject({ total_items: 3, total_pages: 2 });
    expect([...new Set(page.body.content.result.map((r: { key: string }) => r.key))]).toEqual([
      'player.stop',
      'player.play',
    ]);
    expect(page.body.content.result).toHaveLength(4);

    const search = await post('/api/admin/site_translation/', {
      filter: [
        { bool_operator: 'or', property: 'value', operator: 'contains', value: 'pause DE' },
        { bool_operator: 'and', property: 'language', operator: 'equals', value: 'de' },
      ],
    });
    expect(
      search.body.content.result.map((r: { key: string; language: string }) => `${r.key}:${r.language}`),
    ).toEqual(['player.pause:de']);

    const byGroup = await post('/api/admin/site_translation/', {
      filter: [{ bool_operator: 'or', property: 'groupTitle', operator: 'contains', value: 'Video player' }],
    });
    expect(byGroup.body.content.navigation.total_items).toBe(3);

    const blank = await post('/api/admin/site_translation/', {
      filter: [{ bool_operator: 'or', property: 'key', operator: 'contains', value: '   ' }],
    });
    expect(blank.body.content.navigation.total_items).toBe(3);
  });

  test('the search matches a language by its code or by its name as the grid shows it', async () => {
    const added = await post('/api/admin/site_translation/add_by_key', {
      groupId,
      key: 'menu.home',
      translations: [
        { language: 'en', value: 'Home' },
        { language: 'it', value: 'Casa' },
      ],
    });
    expect(added.status).toBe(200);
    const keysFor = async (keyword: string) => {
      const found = await post('/api/admin/site_translation/', {
        filter: [{ bool_operator: 'or', property: 'key', operator: 'contains', value: keyword }],
      });
      return [...new Set(found.body.content.result.map((r: { key: string }) => r.key))].sort();
    };
    expect(await keysFor('it')).toEqual(['menu.home']);
    expect(await keysFor('Italian')).toEqual(['menu.home']);
    expect(await keysFor('itali')).toEqual(['menu.home']);
    expect(await keysFor('German')).toEqual(['player.pause', 'player.play', 'player.stop']);
    expect(await keysFor('Korean')).toEqual([]);
    const home = (await post('/api/admin/site_translation/', {})).body.content.result.filter(
      (r: { key: string }) => r.key === 'menu.home',
    ) as { id: number }[];
    for (const row of home) {
      await call(t.app, { method: 'DELETE', url: `/api/admin/site_translation/${row.id}`, headers: auth });
    }
  });

  test('edits one value, deletes one value, and deleting the group deletes its translations', async () => {
    const rows = (await post('/api/admin/site_translation/', {})).body.content.result as {
      id: number;
      key: string;
      language: string;
      version: number;
    }[];
    const row = rows.find((r) => r.key === 'player.play' && r.language === 'de')!;
    const tooLong = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/site_translation/edit/${row.id}`,
      headers: auth,
      payload: { groupId, key: 'player.play', language: 'de', value: 'y'.repeat(257), version: row.version },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.content.errors).toEqual({ value: ['Value must be at most 256 characters'] });
    const blank = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/site_translation/edit/${row.id}`,
      headers: auth,
      payload: { key: ' ', language: 'de', value: '', version: row.version },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.content.errors).toEqual({
      groupId: ['This field is required'],
      key: ['This field is required'],
      value: ['This field is required'],
    });
    const edited = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/site_translation/edit/${row.id}`,
      headers: auth,
      payload: { groupId, key: 'player.play', language: 'de', value: 'Abspielen', version: row.version },
    });
    expect(edited.status).toBe(200);
    const after = (await post('/api/admin/site_translation/', {})).body.content.result as {
      id: number;
      value: string;
    }[];
    expect(after.find((r) => r.id === row.id)?.value).toBe('Abspielen');

    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/site_translation/${row.id}`, headers: auth }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/site_translation/${row.id}`, headers: auth }))
        .status,
    ).toBe(404);

    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/admin/site_translation/group/${groupId}`,
          headers: auth,
        })
      ).status,
    ).toBe(200);
    expect((await post('/api/admin/site_translation/', {})).body.content.navigation.total_items).toBe(0);
  });

  test('the area closes with the adminTranslations flag', async () => {
    await switchFlag(t, 'adminTranslations', false);
    expect((await post('/api/admin/site_translation/', {})).status).toBe(403);
    await switchFlag(t, 'adminTranslations', true);
    expect((await post('/api/admin/site_translation/', {})).status).toBe(200);
  });
});
