/**
 * The demo's faculty resources (ADR 317): a PDF, a picture and a link for every institution, one PDF for the demo
 * instructors' institution and one link for another, on published articles. cs@demo.test finds its own and the
 * shared ones beside the first article, never the other institution's; the seeded files are served; a second
 * start seeds nothing twice.
 */
import { seedClasses } from '../../../server/seed/classes';
import { seedContent } from '../../../server/seed/content';
import { seedFacultyResources } from '../../../server/seed/facultyResources';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { RESOURCE_PATH } from './resourceFixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  await seedClasses(t.db, t.config.storageDir);
}, 90_000);
afterAll(() => t.close());

test('the demo instructor finds its own and the shared resources beside the first article, and opens them', async () => {
  expect(await seedFacultyResources(t.db, t.config.storageDir)).toBe(5);
  const first = await t.db
    .selectFrom('faculty_resource_articles as fa')
    .innerJoin('faculty_resources as r', 'r.id', 'fa.resource_id')
    .select('fa.article_id')
    .where('r.title', '=', 'Microscopy lab handout')
    .executeTakeFirstOrThrow();
  const cs = bearer(await t.signIn('cs@demo.test'));
  const beside = await call(t.app, {
    method: 'GET',
    url: `${RESOURCE_PATH}/article/${first.article_id}`,
    headers: cs,
  });
  const titles = beside.body.content.resources.map((r: { title: string }) => r.title);
  expect(titles.sort()).toEqual([
    'Cell structure picture',
    'Demo University lab schedule',
    'Microscopy lab handout',
  ]);

  for (const resource of beside.body.content.resources as { id: number; kind: string }[]) {
    const file = await t.app.inject({
      method: 'GET',
      url: `${RESOURCE_PATH}/view/${resource.id}/file`,
      headers: cs,
    });
    expect(file.statusCode).toBe(200);
  }
  const admin = bearer(await t.signIn('admin@demo.test'));
  const all = await call(t.app, {
    method: 'GET',
    url: `${RESOURCE_PATH}/article/${first.article_id}`,
    headers: admin,
  });
  expect(all.body.content.resources.map((r: { title: string }) => r.title)).toContain(
    'Partner institution reading list',
  );
});

test('a second start seeds nothing twice', async () => {
  expect(await seedFacultyResources(t.db, t.config.storageDir)).toBe(0);
  const { n } = await t.db
    .selectFrom('faculty_resources')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBe(5);
});
