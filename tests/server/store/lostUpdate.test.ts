/**
 * No lost update (ADR 109): two people load the same sponsor, translation group, translation or banner and both
 * save; the second save was made on an older version, so it answers 409 with a message naming what happened and
 * the first one's save is what is stored. A save made on the current version succeeds and bumps it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let alice: { authorization: string };
let bob: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = bearer(await t.signIn('super@demo.test'));
  bob = bearer(await t.signIn('corporate@demo.test'));
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (who: { authorization: string }, method: Method, url: string, payload?: object) =>
  call(t.app, { method, url, headers: who, ...(payload ? { payload } : {}) });

/**
 * The answer of a stale save: 409, the record's message, `errors.version` telling it from other 409s, and that the
 * version that won was another account's (ADR 300).
 */
const staleAnswer = (message: string) => ({ message, errors: { version: [message] }, savedByYou: false });

describe('sponsors', () => {
  const form = (companyName: string) => ({ companyName, companyUrl: 'https://acme.example' });

  test("the second of two saves of one version is refused and the first one's stays", async () => {
    const created = (await send(alice, 'POST', '/api/admin/sponsor', form('Acme'))).body.content;
    expect(created.version).toBe(1);
    const url = `/api/admin/sponsor/${created.id}`;
    const aliceLoaded = (await send(alice, 'GET', url)).body.content;
    const bobLoaded = (await send(bob, 'GET', url)).body.content;

    const first = await send(alice, 'PATCH', url, { ...form('Acme North'), version: aliceLoaded.version });
    expect(first.status).toBe(200);
    expect(first.body.content).toMatchObject({ companyName: 'Acme North', version: 2 });
    const second = await send(bob, 'PATCH', url, { ...form('Acme South'), version: bobLoaded.version });
    expect(second.status).toBe(409);
    expect(second.body.content).toEqual(staleAnswer(STALE_MESSAGES.sponsor));

    const stored = (await send(bob, 'GET', url)).body.content;
    expect(stored).toMatchObject({ companyName: 'Acme North', version: 2 });
    const listed = await send(bob, 'POST', '/api/admin/sponsor/list', {});
    expect(listed.body.content.result.find((s: { id: number }) => s.id === created.id)).toMatchObject({
      companyName: 'Acme North',
      version: 2,
    });
  });

  test('keeping one’s changes: a save on the current version succeeds and bumps it', async () => {
    const created = (await send(alice, 'POST', '/api/admin/sponsor', form('Beta'))).body.content;
    const url = `/api/admin/sponsor/${created.id}`;
    await send(alice, 'PATCH', url, { ...form('Beta One'), version: 1 });
    expect((await send(bob, 'PATCH', url, { ...form('Beta Two'), version: 1 })).status).toBe(409);
    const reloaded = (await send(bob, 'GET', url)).body.content;
    const kept = await send(bob, 'PATCH', url, { ...form('Beta Two'), version: reloaded.version });
    expect(kept.status).toBe(200);
    expect((await send(alice, 'GET', url)).body.content).toMatchObject({
      companyName: 'Beta Two',
      version: 3,
    });
  });

  test('of two saves of one version sent at once, exactly one is stored', async () => {
    const created = (await send(alice, 'POST', '/api/admin/sponsor', form('Gamma'))).body.content;
    const url = `/api/admin/sponsor/${created.id}`;
    const answers = await Promise.all([
      send(alice, 'PATCH', url, { ...form('Gamma A'), version: 1 }),
      send(bob, 'PATCH', url, { ...form('Gamma B'), version: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.content.companyName;
    expect((await send(alice, 'GET', url)).body.content).toMatchObject({ companyName: winner, version: 2 });
  });

  test('a version is required; a save of a deleted sponsor answers 404', async () => {
    const created = (await send(alice, 'POST', '/api/admin/sponsor', form('Delta'))).body.content;
    const url = `/api/admin/sponsor/${created.id}`;
    const unversioned = await send(alice, 'PATCH', url, form('Delta Two'));
    expect(unversioned.status).toBe(400);
    expect(Object.keys(unversioned.body.content.errors)).toEqual(['version']);
    // Deletes do not check the version (ADR 110): the record goes, and a later save finds nothing.
    expect((await send(bob, 'DELETE', url)).status).toBe(200);
    expect((await send(alice, 'PATCH', url, { ...form('Delta Two'), version: 1 })).status).toBe(404);
  });
});

describe('translation groups', () => {
  test("the second of two saves of one version is refused and the first one's stays", async () => {
    const created = (
      await send(alice, 'POST', '/api/admin/site_translation/group/create', { key: 'lost', title: 'Lost' })
    ).body.content;
    expect(created.version).toBe(1);
    const url = `/api/admin/site_translation/group/edit/${created.id}`;
    const first = await send(alice, 'PATCH', url, {
      key: 'lost',
      title: 'Alice',
      isActive: true,
      version: 1,
    });
    expect(first.body.content).toMatchObject({ title: 'Alice', version: 2 });
    const second = await send(bob, 'PATCH', url, { key: 'lost', title: 'Bob', isActive: false, version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.content).toEqual(staleAnswer(STALE_MESSAGES.translationGroup));
    const stored = await send(bob, 'GET', `/api/admin/site_translation/group/${created.id}`);
    expect(stored.body.content).toMatchObject({ title: 'Alice', isActive: true, version: 2 });

    const kept = await send(bob, 'PATCH', url, { key: 'lost', title: 'Bob', isActive: false, version: 2 });
    expect(kept.body.content).toMatchObject({ title: 'Bob', isActive: false, version: 3 });
  });
});

describe('translations', () => {
  let groupId: number;
  type Row = { id: number; key: string; language: string; value: string; version: number };
  const rowsOf = async (key: string): Promise<Row[]> => {
    const listed = await send(alice, 'POST', '/api/admin/site_translation/', {
      filter: [{ bool_operator: 'or', property: 'key', operator: 'contains', value: key }],
    });
    return (listed.body.content.result as Row[]).filter((r) => r.key === key);
  };
  const cell = async (key: string, language: string) =>
    (await rowsOf(key)).find((r) => r.language === language)!;
  const edit = (who: { authorization: string }, row: Row, change: Partial<Row> & { version: number }) =>
    send(who, 'PATCH', `/api/admin/site_translation/edit/${row.id}`, {
      groupId,
      key: row.key,
      language: row.language,
      value: row.value,
      ...change,
    });

  beforeAll(async () => {
    groupId = (
      await send(alice, 'POST', '/api/admin/site_translation/group/create', { key: 'cells', title: 'Cells' })
    ).body.content.id;
    await send(alice, 'POST', '/api/admin/site_translation/add_by_key', {
      groupId,
      key: 'cells.play',
      translations: [
        { language: 'en', value: 'Play' },
        { language: 'de', value: 'Spielen' },
      ],
    });
  });

  test("two people editing one cell: the second is refused and the first one's value stays", async () => {
    const aliceRow = await cell('cells.play', 'de');
    const bobRow = await cell('cells.play', 'de');
    expect(aliceRow.version).toBe(1);
    expect((await edit(alice, aliceRow, { value: 'Abspielen', version: aliceRow.version })).status).toBe(200);
    const second = await edit(bob, bobRow, { value: 'Wiedergabe', version: bobRow.version });
    expect(second.status).toBe(409);
    expect(second.body.content).toEqual(staleAnswer(STALE_MESSAGES.translation));
    expect(await cell('cells.play', 'de')).toMatchObject({ value: 'Abspielen', version: 2 });

    const kept = await edit(bob, bobRow, { value: 'Wiedergabe', version: 2 });
    expect(kept.status).toBe(200);
    expect(await cell('cells.play', 'de')).toMatchObject({ value: 'Wiedergabe', version: 3 });
  });

  test('edits of two cells of one key do not conflict', async () => {
    const en = await cell('cells.play', 'en');
    const de = await cell('cells.play', 'de');
    expect((await edit(alice, en, { value: 'Start', version: en.version })).status).toBe(200);
    expect((await edit(bob, de, { value: 'Starten', version: de.version })).status).toBe(200);
    expect((await rowsOf('cells.play')).map((r) => r.value).sort()).toEqual(['Start', 'Starten']);
  });

  test('moving a key gives each of its rows a new version, so an edit made before the move is refused', async () => {
    const en = await cell('cells.play', 'en');
    const de = await cell('cells.play', 'de');
    expect((await edit(alice, de, { key: 'cells.start', version: de.version })).status).toBe(200);
    const stale = await edit(bob, en, { value: 'Go', version: en.version });
    expect(stale.status).toBe(409);
    expect(stale.body.content.message).toBe(STALE_MESSAGES.translation);
    expect(await rowsOf('cells.play')).toEqual([]);
    expect((await rowsOf('cells.start')).map((r) => [r.language, r.value, r.version])).toEqual([
      ['en', 'Start', en.version + 1],
      ['de', 'Starten', de.version + 1],
    ]);
  });
});

describe('the banner', () => {
  const payload = (message: string) => ({ type: 1, message: `<p>${message}</p>`, published: 1 });

  test("the second of two saves of one version is refused and the first one's stays", async () => {
    const created = await send(alice, 'POST', '/api/admin/banner/create', payload('Created'));
    const banner = created.body.content.banner;
    expect(banner.version).toBe(1);
    const first = await send(alice, 'PATCH', '/api/admin/banner/update', {
      ...payload('Alice'),
      id: banner.id,
      version: 1,
    });
    expect(first.body.content.banner).toMatchObject({ message: '<p>Alice</p>', version: 2 });
    const second = await send(bob, 'PATCH', '/api/admin/banner/update', {
      ...payload('Bob'),
      id: banner.id,
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.content).toEqual(staleAnswer(STALE_MESSAGES.banner));
    expect((await send(bob, 'GET', '/api/admin/banner')).body.content.banner).toMatchObject({
      message: '<p>Alice</p>',
      version: 2,
    });
  });

  test('a create made while there was no banner is refused once someone created one', async () => {
    const before = (await send(bob, 'GET', '/api/admin/banner')).body.content.banner;
    const late = await send(bob, 'POST', '/api/admin/banner/create', payload('Second banner'));
    expect(late.status).toBe(409);
    expect(late.body.content).toEqual(staleAnswer(STALE_MESSAGES.banner));
    expect((await send(bob, 'GET', '/api/admin/banner')).body.content.banner).toEqual(before);
    const banners = await t.db.selectFrom('banners').select('id').execute();
    expect(banners).toHaveLength(1);
  });
});
