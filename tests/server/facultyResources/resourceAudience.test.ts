/**
 * Who sees a resource beside a video (ADR 317): an instructor sees those for every institution and those for their
 * own; one of another institution gets 404 for it, exactly as for a missing one; a full admin sees every one; a
 * console role without quizzes or classes is refused. Beside a video only published articles count, and a file
 * resource shows once its file is there. On the class page, the resources come by the playlist's videos, for a
 * class the caller may see.
 */
import { sql } from 'kysely';
import { samplePdf } from '../../../server/seed/documents';
import { seedContent } from '../../../server/seed/content';
import { seedClasses } from '../../../server/seed/classes';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import {
  anotherInstitution,
  createResource,
  fileBody,
  institutionOf,
  linkBody,
  publishedArticles,
  RESOURCE_PATH,
  setArticleStatus,
  uploadResourceFile,
} from './resourceFixtures';

let t: TestApp;
let article: number;
let ownInstitution: number;
let otherInstitution: number;
/** A resource for every institution, one for the demo instructors' only, one for another only, a file never uploaded. */
const ids = { all: 0, own: 0, other: 0, empty: 0 };
const as = async (email: string) => bearer(await t.signIn(email));

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  await seedClasses(t.db, t.config.storageDir);
  article = (await publishedArticles(t, 1))[0]!;
  ownInstitution = (await institutionOf(t, 'cs@demo.test'))!;
  otherInstitution = await anotherInstitution(t, ownInstitution);
  // The instructor of the other side: an account of another institution.
  await t.db
    .updateTable('users')
    .set({ institution_id: otherInstitution })
    .where('email', '=', 'trial@demo.test')
    .execute();
  const on = { articleIds: [article] };
  ids.all = (await createResource(t, linkBody('For every institution', on))).id;
  ids.own = (
    await createResource(
      t,
      fileBody('For Demo University', { ...on, audience: 'institutions', institutionIds: [ownInstitution] }),
    )
  ).id;
  await uploadResourceFile(t, await as('super@demo.test'), ids.own, 'demo.pdf', samplePdf('Demo'));
  ids.other = (
    await createResource(
      t,
      linkBody('For another institution', {
        ...on,
        audience: 'institutions',
        institutionIds: [otherInstitution],
      }),
    )
  ).id;
  ids.empty = (await createResource(t, fileBody('A file not uploaded yet', on))).id;
}, 90_000);
afterAll(() => t.close());

const titlesBeside = async (email: string) => {
  const answer = await call(t.app, {
    method: 'GET',
    url: `${RESOURCE_PATH}/article/${article}`,
    headers: await as(email),
  });
  expect(answer.status).toBe(200);
  return answer.body.content.resources.map((r: { title: string }) => r.title).sort();
};

test('beside a video an instructor sees the resources for every institution and for their own', async () => {
  expect(await titlesBeside('cs@demo.test')).toEqual(['For Demo University', 'For every institution']);
  expect(await titlesBeside('trial@demo.test')).toEqual(['For another institution', 'For every institution']);
  expect(await titlesBeside('admin@demo.test')).toEqual([
    'For Demo University',
    'For another institution',
    'For every institution',
  ]);
});

test('an instructor of another institution gets 404 for a resource not theirs, as for a missing one', async () => {
  const trial = await as('trial@demo.test');
  for (const url of [
    `${RESOURCE_PATH}/view/${ids.own}`,
    `${RESOURCE_PATH}/view/${ids.own}/token`,
    `${RESOURCE_PATH}/view/${ids.own}/file`,
  ]) {
    const hidden = await call(t.app, { method: 'GET', url, headers: trial });
    const missing = await call(t.app, {
      method: 'GET',
      url: url.replace(String(ids.own), '2000000000'),
      headers: trial,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
  }
  const cs = await as('cs@demo.test');
  expect(
    (await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/view/${ids.own}`, headers: cs })).body.content,
  ).toMatchObject({
    title: 'For Demo University',
    kind: 'file',
    format: 'pdf',
    fileName: 'demo.pdf',
    url: null,
  });
  expect(
    (await call(t.app, { method: 'GET', url: `${RESOURCE_PATH}/view/${ids.other}`, headers: cs })).status,
  ).toBe(404);
});

test('a file resource without its file is shown to no one yet', async () => {
  for (const email of ['cs@demo.test', 'admin@demo.test'])
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `${RESOURCE_PATH}/view/${ids.empty}`,
          headers: await as(email),
        })
      ).status,
    ).toBe(404);
});

test('a publisher, who has neither quizzes nor classes, is refused', async () => {
  const refused = await call(t.app, {
    method: 'GET',
    url: `${RESOURCE_PATH}/article/${article}`,
    headers: await as('publish@demo.test'),
  });
  expect(refused.status).toBe(403);
});

test('counts per article of a search page name only the articles with resources for the caller', async () => {
  const [, bare] = await publishedArticles(t, 2);
  const answer = await call(t.app, {
    method: 'POST',
    url: `${RESOURCE_PATH}/article_counts`,
    headers: await as('cs@demo.test'),
    payload: { articleIds: [article, bare] },
  });
  expect(answer.body.content.counts).toEqual([{ articleId: article, count: 2 }]);
});

test('a resource of an article unpublished since is not shown beside it', async () => {
  await setArticleStatus(t, article, 'unpublished');
  try {
    expect(await titlesBeside('cs@demo.test')).toEqual([]);
    // The viewer still opens it for its audience: only the place beside the video went.
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `${RESOURCE_PATH}/view/${ids.all}`,
          headers: await as('cs@demo.test'),
        })
      ).status,
    ).toBe(200);
  } finally {
    await setArticleStatus(t, article, 'published');
  }
});

describe("a class playlist's resources", () => {
  let classId: number;
  let playlistId: number;
  beforeAll(async () => {
    const cs = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'cs@demo.test')
      .executeTakeFirstOrThrow();
    classId = (
      await t.db
        .selectFrom('classes')
        .select('id')
        .where('owner_user_id', '=', cs.id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const [second] = (await publishedArticles(t, 3)).slice(2);
    const { id } = await t.db
      .insertInto('playlists')
      .values({ title: 'Resources playlist', owner_user_id: cs.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    playlistId = id;
    await t.db
      .insertInto('playlist_items')
      .values([
        {
          playlist_id: id,
          title: 'second',
          sort_index: 0,
          type: 'article',
          domain_id: null,
          article_ids: JSON.stringify([second]),
        },
        {
          playlist_id: id,
          title: 'first',
          sort_index: 1,
          type: 'article',
          domain_id: null,
          article_ids: JSON.stringify([article]),
        },
      ])
      .execute();
    await createResource(t, linkBody('Beside the second video', { articleIds: [second!] }));
    await t.db.insertInto('class_playlists').values({ class_id: classId, playlist_id: id }).execute();
  });

  test("come by video in the playlist's order, each with the caller's resources", async () => {
    const answer = await call(t.app, {
      method: 'GET',
      url: `${RESOURCE_PATH}/class/${classId}/playlist/${playlistId}`,
      headers: await as('cs@demo.test'),
    });
    expect(answer.status).toBe(200);
    expect(
      answer.body.content.videos.map((v: { articleId: number; resources: { title: string }[] }) => [
        v.articleId,
        v.resources.map((r) => r.title).sort(),
      ]),
    ).toEqual([
      [expect.any(Number), ['Beside the second video']],
      [article, ['For Demo University', 'For every institution']],
    ]);
  });

  test('a class the caller may not see, or a playlist not in the class, is a 404', async () => {
    const hidden = await call(t.app, {
      method: 'GET',
      url: `${RESOURCE_PATH}/class/${classId}/playlist/${playlistId}`,
      headers: await as('trial@demo.test'),
    });
    expect(hidden.status).toBe(404);
    await sql`delete from class_playlists where class_id = ${classId} and playlist_id = ${playlistId}`.execute(
      t.db,
    );
    const notInClass = await call(t.app, {
      method: 'GET',
      url: `${RESOURCE_PATH}/class/${classId}/playlist/${playlistId}`,
      headers: await as('cs@demo.test'),
    });
    expect(notInClass.status).toBe(404);
  });
});
