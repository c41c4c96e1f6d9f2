/**
 * GET /api/admin/author/{name} (ADR 318): the published articles that list exactly this author, newest first, with
 * the institutions named beside them; a name nobody published under is 404, not an empty page.
 */
import { sql } from 'kysely';
import { AuthorPageSchema } from '../../../src/api/author/authorContract';
import { bearer, call, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('cs@demo.test')).accessToken;
});
afterAll(() => t.close());

const page = (segment: string) =>
  call(t.app, { method: 'GET', url: `/api/admin/author/${segment}`, headers: bearer(token) });

/** The articles that list this name, as the store holds them. */
async function articlesOf(name: string) {
  return t.db
    .selectFrom('articles')
    .select(['id', 'status', 'published_at'])
    .where(sql<boolean>`authors @> ${JSON.stringify([{ name }])}::jsonb`)
    .execute();
}

/** An article of the library written by these authors, all of the first institution. */
async function article(
  title: string,
  authors: string[],
  status: 'published' | 'draft',
  publishedAt: string | null,
) {
  const [row] = await t.db
    .insertInto('articles')
    .values({
      title,
      article_type: 'journal',
      images: JSON.stringify({ short: '', large: '' }),
      authors: JSON.stringify(authors.map((name) => ({ name, institutionIndexes: [0] }))),
      institutions: JSON.stringify([
        { departmentTitle: 'Cardiology', institutionTitle: 'Eastport University' },
      ]),
      path: JSON.stringify([]),
      status,
      ever_published: status === 'published',
      published_at: publishedAt === null ? null : new Date(publishedAt),
    })
    .returning('id')
    .execute();
  return row!.id;
}

test("an author's page lists exactly their published articles, newest first, with their co-authors", async () => {
  const older = await article(
    'Pacing Zebrafish Hearts',
    ['Helena Marsh'],
    'published',
    '2024-01-10T00:00:00Z',
  );
  const newer = await article(
    'Calcium Waves in Beating Hearts',
    ['Tobias Reinholt', 'Helena Marsh'],
    'published',
    '2025-06-01T00:00:00Z',
  );
  await article('A Draft on Heart Valves', ['Helena Marsh'], 'draft', null);
  await article('Not Hers', ['Helena Marshall'], 'published', '2025-07-01T00:00:00Z');

  const response = await page('Helena_Marsh');
  expect(response.status).toBe(200);
  const content = AuthorPageSchema.parse(response.body.content);
  expect(content.name).toBe('Helena Marsh');
  expect(content.articles.map((each) => each.id)).toEqual([newer, older]);
  expect(content.articles.map((each) => each.coAuthors)).toEqual([['Tobias Reinholt'], []]);
  expect(content.institutions).toEqual([
    { departmentTitle: 'Cardiology', institutionTitle: 'Eastport University' },
  ]);
  // The store agrees: every published article that lists her, and no other.
  const stored = await articlesOf('Helena Marsh');
  expect(
    stored
      .filter((each) => each.status === 'published')
      .map((each) => each.id)
      .sort(),
  ).toEqual([older, newer].sort());
});

test('an article taken down leaves the page, and the last one makes it not found', async () => {
  const [article] = await t.db
    .insertInto('articles')
    .values({
      title: 'Counting Stomata on a Single Leaf',
      article_type: 'journal',
      images: JSON.stringify({ short: '', large: '' }),
      authors: JSON.stringify([{ name: 'Ines Okafor', institutionIndexes: [0] }]),
      institutions: JSON.stringify([{ departmentTitle: 'Botany', institutionTitle: 'Lagos Institute' }]),
      path: JSON.stringify([]),
      status: 'published',
      published_at: new Date('2025-02-01T00:00:00Z'),
    })
    .returning('id')
    .execute();
  const found = await page('Ines_Okafor');
  expect(found.status).toBe(200);
  expect(AuthorPageSchema.parse(found.body.content)).toMatchObject({
    name: 'Ines Okafor',
    institutions: [{ departmentTitle: 'Botany', institutionTitle: 'Lagos Institute' }],
    articles: [{ id: article!.id, title: 'Counting Stomata on a Single Leaf', coAuthors: [] }],
  });

  await t.db.updateTable('articles').set({ status: 'unpublished' }).where('id', '=', article!.id).execute();
  expect((await page('Ines_Okafor')).status).toBe(404);
});

test.each([['Nobody_Writes_Here'], ['helena_marsh'], ['___']])(
  'the address %j names no author of a published article: 404',
  async (segment) => {
    expect((await page(segment)).status).toBe(404);
  },
);

test('an address with escapes and stray underscores reads as the name it spells', async () => {
  const response = await page('_Helena%20Marsh_');
  expect(response.status).toBe(200);
  expect(response.body.content.name).toBe('Helena Marsh');
});
