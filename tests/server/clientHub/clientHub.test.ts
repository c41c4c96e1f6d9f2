/**
 * The client hub (ADR 348): a label's curated playlists show, read-only and marked as the publisher's, to the
 * instructors of institutions holding a current access of the label, and to no one else, on the server; revoking
 * hides them at once; labels, access and the order save on their version (one 200 and one 409 for two at once);
 * every change is in the history. An access may name staff, who alone then see them; the quiz editor's Add Video
 * offers them as a source of their own (ADR 355).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_HUB_PATHS as PATHS } from '../../../src/api/clientHub/clientHubContract';
import { PLAYLIST_PATHS } from '../../../src/api/playlists/playlistsContract';
import { CLIENT_HUB_MESSAGES } from '../../../src/domain/clientHub/clientHub';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { CONTENT_PATHS } from '../../../src/api/content/contentContract';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { insertClip } from '../take/takeFixtures';

let t: TestApp;
let sup: { authorization: string };
let cs: { authorization: string };
let lti: { authorization: string };
let hubCollege: number;
let otherCollege: number;

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = sup,
) => call(t.app, { method, url, headers, ...(payload ? { payload } : {}) });

async function playlist(title: string, headers = sup): Promise<number> {
  const made = await send('POST', PLAYLIST_PATHS.create, { title, items: [] }, headers);
  expect(made.status).toBe(200);
  return made.body.content.id as number;
}

async function label(name: string): Promise<{ id: number; version: number }> {
  const made = await send('POST', PATHS.labels, { name });
  expect(made.status).toBe(200);
  return made.body.content;
}

const grant = (labelId: number, institutionId = hubCollege, startsOn = day(-1), endsOn = day(30)) =>
  send('POST', PATHS.grant, { labelId, institutionId, startsOn, endsOn });

async function order(labelId: number, playlistIds: number[]) {
  const current = await send('GET', PATHS.playlists(labelId));
  return send('PUT', PATHS.playlists(labelId), { playlistIds, version: current.body.content.version });
}

async function myPlaylistIds(headers: { authorization: string }): Promise<number[]> {
  const list = await send(
    'POST',
    PLAYLIST_PATHS.myList,
    { navigation: { page: 1, itemsOnPage: 100 } },
    headers,
  );
  expect(list.status).toBe(200);
  return list.body.content.result.map((row: { id: number }) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  sup = bearer(await t.signIn('super@demo.test'));
  cs = bearer(await t.signIn('cs@demo.test'));
  lti = bearer(await t.signIn('lti@demo.test'));
  const rows = await t.db
    .insertInto('institutions')
    .values([{ title: 'Hub College' }, { title: 'Elsewhere College' }])
    .returning('id')
    .execute();
  [hubCollege, otherCollege] = rows.map((row) => row.id) as [number, number];
  await t.db
    .updateTable('users')
    .set({ institution_id: hubCollege })
    .where('email', '=', 'cs@demo.test')
    .execute();
  await t.db
    .updateTable('users')
    .set({ institution_id: otherCollege })
    .where('email', '=', 'lti@demo.test')
    .execute();
}, 60_000);
afterAll(() => t.close());

describe('who sees a curated playlist', () => {
  test('a curated hub playlist shows for an instructor of a labelled institution and not for one of another institution', async () => {
    const { id: labelId } = await label('Biology Hub');
    const curated = await playlist('Hub Genetics');
    expect((await order(labelId, [curated])).status).toBe(200);
    expect((await grant(labelId)).status).toBe(200);

    const list = await send('POST', PLAYLIST_PATHS.myList, { navigation: { page: 1, itemsOnPage: 100 } }, cs);
    expect(list.body.content.result).toContainEqual(
      expect.objectContaining({ id: curated, title: 'Hub Genetics', fromPublisher: true, actions: ['view'] }),
    );
    const read = await send('GET', PLAYLIST_PATHS.one(curated), undefined, cs);
    expect(read.status).toBe(200);
    expect(read.body.content).toMatchObject({ fromPublisher: true, actions: ['view'] });

    expect(await myPlaylistIds(lti)).not.toContain(curated);
    expect((await send('GET', PLAYLIST_PATHS.one(curated), undefined, lti)).status).toBe(404);
  });

  test("Add Video offers a curated playlist's videos to an instructor of the labelled institution, and to no one else", async () => {
    const { id: labelId } = await label('Video Hub');
    const inPlaylist = await insertClip(t);
    const elsewhere = await insertClip(t);
    const made = await send('POST', PLAYLIST_PATHS.create, {
      title: 'Hub Videos',
      items: [{ type: 'article', articleId: inPlaylist }],
    });
    const curated = made.body.content.id as number;
    await order(labelId, [curated]);
    await grant(labelId);

    const offered = await send('GET', PLAYLIST_PATHS.fromPublisher, undefined, cs);
    expect(offered.status).toBe(200);
    expect(offered.body.content.result).toContainEqual({
      id: curated,
      title: 'Hub Videos',
      countOfArticles: 1,
    });
    const search = (headers: { authorization: string }) =>
      call(t.app, { method: 'GET', url: `${CONTENT_PATHS.search}?playlist_id=${curated}`, headers });
    const found = await search(cs);
    expect(found.status).toBe(200);
    const ids = found.body.content.result.map((card: { id: number }) => card.id);
    expect(ids).toEqual([inPlaylist]);
    expect(ids).not.toContain(elsewhere);

    const other = await send('GET', PLAYLIST_PATHS.fromPublisher, undefined, lti);
    expect(other.body.content.result.map((row: { id: number }) => row.id)).not.toContain(curated);
    expect((await search(lti)).status).toBe(404);
  });

  test('an access naming staff shows its playlists to them only; an e-mail of no instructor there is a 400 on staff and stores nothing', async () => {
    await t.db
      .updateTable('users')
      .set({ institution_id: hubCollege })
      .where('email', '=', 'trial@demo.test')
      .execute();
    const colleague = bearer(await t.signIn('trial@demo.test'));
    const { id: labelId } = await label('Staff Hub');
    const curated = await playlist('Hub Staff Only');
    await order(labelId, [curated]);
    const days = { labelId, institutionId: hubCollege, startsOn: day(-1), endsOn: day(30) };

    const refused = await send('POST', PATHS.grant, { ...days, staff: ['cs@demo.test', 'lti@demo.test'] });
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors).toEqual({ staff: [CLIENT_HUB_MESSAGES.staffUnknown] });
    expect(
      await t.db.selectFrom('hub_access').select('id').where('label_id', '=', labelId).execute(),
    ).toEqual([]);

    const granted = await send('POST', PATHS.grant, { ...days, staff: ['CS@demo.test'] });
    expect(granted.status).toBe(200);
    expect(granted.body.content.staff).toEqual(['cs@demo.test']);
    expect(await myPlaylistIds(cs)).toContain(curated);
    expect(await myPlaylistIds(colleague)).not.toContain(curated);
    expect((await send('GET', PLAYLIST_PATHS.one(curated), undefined, colleague)).status).toBe(404);
  });

  test('the instructor reads a curated playlist and may not change or delete it', async () => {
    const { id: labelId } = await label('Read Only Hub');
    const curated = await playlist('Hub Read Only');
    await order(labelId, [curated]);
    await grant(labelId);
    const edit = await send(
      'PATCH',
      PLAYLIST_PATHS.one(curated),
      { title: 'Mine now', items: [], version: 1 },
      cs,
    );
    expect(edit.status).toBe(404);
    expect((await send('DELETE', PLAYLIST_PATHS.one(curated), undefined, cs)).status).toBe(404);
    const stored = await t.db
      .selectFrom('playlists')
      .select('title')
      .where('id', '=', curated)
      .executeTakeFirst();
    expect(stored?.title).toBe('Hub Read Only');
  });

  test('revoking the access hides the playlist from the institution at once', async () => {
    const { id: labelId } = await label('Revoked Hub');
    const curated = await playlist('Hub Revoked');
    await order(labelId, [curated]);
    const granted = (await grant(labelId)).body.content;
    expect(await myPlaylistIds(cs)).toContain(curated);
    const revoked = await send('POST', PATHS.revoke(granted.id), { version: granted.version });
    expect(revoked.status).toBe(200);
    expect(revoked.body.content).toMatchObject({ state: 'revoked', actions: [] });
    expect(await myPlaylistIds(cs)).not.toContain(curated);
    expect((await send('GET', PLAYLIST_PATHS.one(curated), undefined, cs)).status).toBe(404);
  });
});

describe('labels and their playlists', () => {
  test('a new order made on an older version is refused with 409 and changes nothing', async () => {
    const { id: labelId } = await label('Order Hub');
    const first = await playlist('Order One');
    const second = await playlist('Order Two');
    const saved = await order(labelId, [first, second]);
    expect(saved.body.content.playlists.map((p: { id: number }) => p.id)).toEqual([first, second]);
    const version = saved.body.content.version;
    const [a, b] = await Promise.all([
      send('PUT', PATHS.playlists(labelId), { playlistIds: [second, first], version }),
      send('PUT', PATHS.playlists(labelId), { playlistIds: [first], version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.content.message).toBe(STALE_MESSAGES.hubLabel);
    const stale = await send('PUT', PATHS.playlists(labelId), { playlistIds: [first, second], version });
    expect(stale.status).toBe(409);
    const winner = a.status === 200 ? a : b;
    const now = await send('GET', PATHS.playlists(labelId));
    expect(now.body.content.playlists).toEqual(winner.body.content.playlists);
  });

  test("a playlist that is not the caller's own is refused with 400 and nothing is stored", async () => {
    const { id: labelId } = await label('Foreign Hub');
    const foreign = await playlist('Instructor Private', cs);
    const refused = await order(labelId, [foreign]);
    expect(refused.status).toBe(400);
    expect(refused.body.content.errors.playlistIds).toEqual([CLIENT_HUB_MESSAGES.unknownPlaylist]);
    const now = await send('GET', PATHS.playlists(labelId));
    expect(now.body.content).toMatchObject({ playlists: [], version: 1 });
  });

  test('two labels of one name sent at once give one label and one 409', async () => {
    const [a, b] = await Promise.all([
      send('POST', PATHS.labels, { name: 'Twin Hub' }),
      send('POST', PATHS.labels, { name: 'twin hub' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});

describe('access', () => {
  test('bad input is a 400 naming the field and stores nothing', async () => {
    const { id: labelId } = await label('Bad Input Hub');
    const backwards = await grant(labelId, hubCollege, day(5), day(1));
    expect(backwards.status).toBe(400);
    expect(backwards.body.content.errors.endsOn).toEqual([CLIENT_HUB_MESSAGES.endBeforeStart]);
    const past = await grant(labelId, hubCollege, day(-9), day(-2));
    expect(past.body.content.errors.endsOn).toEqual([CLIENT_HUB_MESSAGES.endInPast]);
    const missing = await grant(labelId, 999_999);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.content.errors)).toEqual(['institutionId']);
    const stored = await t.db.selectFrom('hub_access').select('id').where('label_id', '=', labelId).execute();
    expect(stored).toEqual([]);
  });

  test('two grants of one label to one institution sent at once give one access and one 409', async () => {
    const { id: labelId } = await label('Twice Hub');
    const [a, b] = await Promise.all([grant(labelId), grant(labelId)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  test('two changes on one version give one 200 and one 409, and a revoked access takes no change', async () => {
    const { id: labelId } = await label('Racing Hub');
    const granted = (await grant(labelId)).body.content;
    const [a, b] = await Promise.all([
      send('PATCH', PATHS.access(granted.id), {
        startsOn: day(-1),
        endsOn: day(60),
        version: granted.version,
      }),
      send('POST', PATHS.revoke(granted.id), { version: granted.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const current = (await send('GET', PATHS.access(granted.id))).body.content;
    if (current.state !== 'revoked')
      expect((await send('POST', PATHS.revoke(granted.id), { version: current.version })).status).toBe(200);
    const again = await send('POST', PATHS.revoke(granted.id), { version: current.version + 1 });
    expect(again.status).toBe(409);
    expect(again.body.content.message).toBe(CLIENT_HUB_MESSAGES.revoked);
  });

  test('the list filters by label, institution and running now', async () => {
    const { id: labelId } = await label('Filter Hub');
    await grant(labelId, hubCollege);
    await grant(labelId, otherCollege, day(10), day(20));
    const body = { navigation: { page: 1, itemsOnPage: 20 }, labelId };
    const all = await send('POST', PATHS.accessList, body);
    expect(all.body.content.result.map((r: { institutionId: number }) => r.institutionId).sort()).toEqual(
      [hubCollege, otherCollege].sort(),
    );
    const current = await send('POST', PATHS.accessList, { ...body, current: true });
    expect(current.body.content.result).toEqual([
      expect.objectContaining({ institutionId: hubCollege, state: 'current' }),
    ]);
    const byInstitution = await send('POST', PATHS.accessList, { ...body, institutionId: otherCollege });
    expect(byInstitution.body.content.result).toEqual([
      expect.objectContaining({ institutionTitle: 'Elsewhere College', state: 'upcoming' }),
    ]);
  });

  test('the history says who granted, changed and revoked which label for which institution', async () => {
    const { id: labelId } = await label('History Hub');
    const granted = (await grant(labelId)).body.content;
    const changed = await send('PATCH', PATHS.access(granted.id), {
      startsOn: day(-1),
      endsOn: day(90),
      version: granted.version,
    });
    await send('POST', PATHS.revoke(granted.id), { version: changed.body.content.version });
    const history = await send('POST', PATHS.history, { navigation: { page: 1, itemsOnPage: 20 }, labelId });
    expect(history.body.content.result.map((e: { action: string }) => e.action)).toEqual([
      'accessRevoked',
      'accessChanged',
      'accessGranted',
      'labelCreated',
    ]);
    expect(history.body.content.result[0]).toMatchObject({
      by: 'Sam Super',
      labelName: 'History Hub',
      institutionTitle: 'Hub College',
    });
    await expect(t.db.deleteFrom('hub_history').where('label_id', '=', labelId).execute()).rejects.toThrow();
  });
});

describe('the days of an access', () => {
  test('an access shows its playlists only from its first day to the end of its last day', async () => {
    const { id: labelId } = await label('Dated Hub');
    const curated = await playlist('Hub Dated');
    await order(labelId, [curated]);
    expect((await grant(labelId, hubCollege, day(2), day(3))).status).toBe(200);
    expect(await myPlaylistIds(cs)).not.toContain(curated);
    // Moving the clock days on outlives the access token: sign in again at the new time.
    t.clock.advance(2 * 86_400_000);
    cs = bearer(await t.signIn('cs@demo.test'));
    expect(await myPlaylistIds(cs)).toContain(curated);
    t.clock.advance(2 * 86_400_000);
    cs = bearer(await t.signIn('cs@demo.test'));
    expect(await myPlaylistIds(cs)).not.toContain(curated);
  });
});
