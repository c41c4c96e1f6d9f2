/** Faculty Resources for the server tests: a resource's body as the console's form sends it, and its file upload. */
import { sql } from 'kysely';
import type { ResourceSaveRequest } from '../../../src/api/facultyResources/facultyResourcesContract';
import { multipartFile } from '../multipartFile';
import { bearer, call, type TestApp } from '../testApp';

export const RESOURCE_PATH = '/api/admin/faculty_resource';

export const linkBody = (title: string, extra: Partial<ResourceSaveRequest> = {}): ResourceSaveRequest => ({
  title,
  description: 'Notes for the lecture',
  kind: 'link',
  url: 'https://example.org/notes',
  subjectIds: [],
  articleIds: [],
  audience: 'all',
  institutionIds: [],
  ...extra,
});

export const fileBody = (title: string, extra: Partial<ResourceSaveRequest> = {}): ResourceSaveRequest =>
  linkBody(title, { kind: 'file', url: null, ...extra });

export interface StoredResource {
  readonly id: number;
  readonly version: number;
  readonly title: string;
  readonly file: { name: string; contentType: string; size: number } | null;
}

export async function createResource(t: TestApp, body: ResourceSaveRequest): Promise<StoredResource> {
  const auth = bearer(await t.signIn('super@demo.test'));
  const created = await call(t.app, { method: 'POST', url: RESOURCE_PATH, headers: auth, payload: body });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.content as StoredResource;
}

export function uploadResourceFile(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  fileName: string,
  bytes: Uint8Array,
  type = 'application/pdf',
) {
  const { payload, headers: multipart } = multipartFile(fileName, bytes, type);
  return call(t.app, {
    method: 'POST',
    url: `${RESOURCE_PATH}/${id}/file`,
    headers: { ...headers, ...multipart },
    payload,
  });
}

/** Two published articles of the seed, and one the test unpublishes. */
export async function publishedArticles(t: TestApp, count: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('articles')
    .select('id')
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

export async function setArticleStatus(t: TestApp, id: number, status: 'published' | 'unpublished') {
  await sql`update articles set status = ${status} where id = ${id}`.execute(t.db);
}

/** The institution of an account (the demo instructors' is Demo University). */
export async function institutionOf(t: TestApp, email: string): Promise<number | null> {
  const row = await t.db
    .selectFrom('users')
    .select('institution_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.institution_id;
}

/** Another institution than `not`: the instructor of the other side of an audience. */
export async function anotherInstitution(t: TestApp, not: number | null): Promise<number> {
  const row = await t.db
    .selectFrom('institutions')
    .select('id')
    .where('id', '!=', not ?? 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
