/**
 * Faculty Resources as their managers read and write them (ADR 317): the list, one resource with its subjects,
 * articles and institutions, a save on the version it was made on (ADR 109), the file of a file resource, and a
 * delete. A save writes the resource and its rows in one transaction, after the one versioned UPDATE that locks it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  FACULTY_RESOURCE_MESSAGES,
  formatOf,
  FORMAT_TYPES,
  type FacultyResource,
  type FacultyResourceRow,
  type ResourceFormat,
} from '../../../src/domain/facultyResources/facultyResources';
import type {
  ResourceListRequest,
  ResourceSaveRequest,
} from '../../../src/api/facultyResources/facultyResourcesContract';
import { paging, type Paging } from '../../../src/domain/shared/listQuery';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';

type Db = Kysely<Database>;

/** A save as the route parsed it: every list given, the address trimmed. */
export type ResourceValues = Required<Omit<ResourceSaveRequest, 'url'>> & { readonly url: string | null };

/** The list request after its defaults. */
export interface ResourceListQuery {
  readonly navigation: { readonly page: number; readonly itemsOnPage: number };
  readonly keyword?: string | undefined;
  readonly format?: ResourceFormat | undefined;
  readonly subjectId?: number | undefined;
  readonly sort: readonly [NonNullable<ResourceListRequest['sort']>[0], 'asc' | 'desc'];
}

const SORT_COLUMNS = { title: sql`lower(r.title)`, updatedAt: sql`r.updated_at`, id: sql`r.id` } as const;

/** The WHERE of the list: the keyword (a whole number is an id, SPEC section 5), the format and the subject. */
function listWhere(query: ResourceListQuery) {
  const parts = [sql`true`];
  const keyword = query.keyword?.trim() ?? '';
  if (/^\d{1,9}$/.test(keyword)) parts.push(sql`r.id = ${Number(keyword)}`);
  else if (keyword) parts.push(sql`r.title ilike ${`%${keyword.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.format === 'link') parts.push(sql`r.kind = 'link'`);
  else if (query.format === 'image') parts.push(sql`r.content_type like 'image/%'`);
  else if (query.format) parts.push(sql`r.content_type in (${sql.join([...FORMAT_TYPES[query.format]])})`);
  if (query.subjectId !== undefined)
    parts.push(
      sql`exists (select 1 from faculty_resource_subjects s where s.resource_id = r.id and s.tag_id = ${query.subjectId})`,
    );
  return sql.join(parts, sql` and `);
}

/** The subjects of some resources, by resource. */
async function subjectsOf(db: Db, ids: readonly number[]) {
  const bySource = new Map<number, { id: number; title: string }[]>();
  if (ids.length === 0) return bySource;
  const rows = await db
    .selectFrom('faculty_resource_subjects as s')
    .innerJoin('tags as t', 't.id', 's.tag_id')
    .select(['s.resource_id', 't.id', 't.title'])
    .where('s.resource_id', 'in', [...ids])
    .orderBy('t.title')
    .execute();
  for (const row of rows)
    bySource.set(row.resource_id, [
      ...(bySource.get(row.resource_id) ?? []),
      { id: row.id, title: row.title },
    ]);
  return bySource;
}

export async function listResources(
  db: Db,
  query: ResourceListQuery,
): Promise<{ result: FacultyResourceRow[]; navigation: Paging }> {
  const where = listWhere(query);
  const { page, itemsOnPage } = query.navigation;
  const direction = query.sort[1] === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<{
    id: number;
    title: string;
    kind: 'file' | 'link';
    content_type: string | null;
    audience: 'all' | 'institutions';
    updated_at: Date;
    institution_count: number;
    article_count: number;
    total: number;
  }>`
    select r.id, r.title, r.kind, r.content_type, r.audience, r.updated_at,
      (select count(*)::int from faculty_resource_institutions i where i.resource_id = r.id) as institution_count,
      (select count(*)::int from faculty_resource_articles a where a.resource_id = r.id) as article_count,
      count(*) over ()::int as total
    from faculty_resources r
    where ${where}
    order by ${SORT_COLUMNS[query.sort[0]]} ${direction}, r.id ${direction}
    limit ${itemsOnPage} offset ${(page - 1) * itemsOnPage}`.execute(db);
  let total = rows[0]?.total;
  if (total === undefined) {
    const counted = await sql<{ n: number }>`
      select count(*)::int as n from faculty_resources r where ${where}`.execute(db);
    total = counted.rows[0]?.n ?? 0;
  }
  const subjects = await subjectsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    result: rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      format: formatOf(row.kind, row.content_type),
      audience: row.audience,
      institutionCount: row.institution_count,
      articleCount: row.article_count,
      subjects: subjects.get(row.id) ?? [],
      updatedAt: row.updated_at.toISOString(),
    })),
    navigation: paging(page, itemsOnPage, total, rows.length),
  };
}

export async function findResource(db: Db, id: number): Promise<FacultyResource | undefined> {
  const row = await db
    .selectFrom('faculty_resources as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .selectAll('r')
    .select(['u.first_name', 'u.last_name'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [subjects, articles, institutions] = await Promise.all([
    subjectsOf(db, [id]),
    db
      .selectFrom('faculty_resource_articles as fa')
      .innerJoin('articles as a', 'a.id', 'fa.article_id')
      .select(['a.id', 'a.title', 'a.status'])
      .where('fa.resource_id', '=', id)
      .orderBy('a.title')
      .execute(),
    db
      .selectFrom('faculty_resource_institutions as fi')
      .innerJoin('institutions as i', 'i.id', 'fi.institution_id')
      .select(['i.id', 'i.title'])
      .where('fi.resource_id', '=', id)
      .orderBy('i.title')
      .execute(),
  ]);
  const file =
    row.file_key && row.file_name && row.content_type
      ? { name: row.file_name, contentType: row.content_type, size: row.size ?? 0 }
      : null;
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    kind: row.kind,
    format: formatOf(row.kind, file?.contentType ?? null),
    file: row.kind === 'file' ? file : null,
    url: row.kind === 'link' ? row.url : null,
    audience: row.audience,
    subjects: subjects.get(id) ?? [],
    articles: articles.map((a) => ({ id: a.id, title: a.title, offered: a.status === 'published' })),
    institutions,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.first_name === null ? null : { firstName: row.first_name, lastName: row.last_name ?? '' },
  };
}

/**
 * What a save may point at (ADR 317): subjects and institutions that exist, and published articles — or articles
 * the resource already had, so a resource whose article was unpublished since can still be saved. Field messages
 * for the 400, or null.
 */
export async function referenceProblems(
  db: Db,
  values: ResourceValues,
  resourceId: number | null,
): Promise<Record<string, string[]> | null> {
  const problems: Record<string, string[]> = {};
  const unique = (ids: readonly number[]) => [...new Set(ids)];
  const subjectIds = unique(values.subjectIds);
  if (subjectIds.length > 0) {
    const found = await db.selectFrom('tags').select('id').where('id', 'in', subjectIds).execute();
    if (found.length !== subjectIds.length) problems.subjectIds = [FACULTY_RESOURCE_MESSAGES.subjectUnknown];
  }
  const articleIds = unique(values.articleIds);
  if (articleIds.length > 0) {
    const found = await db
      .selectFrom('articles as a')
      .select('a.id')
      .where('a.id', 'in', articleIds)
      .where((eb) =>
        eb.or([
          eb('a.status', '=', 'published'),
          eb.exists(
            eb
              .selectFrom('faculty_resource_articles as fa')
              .select('fa.article_id')
              .whereRef('fa.article_id', '=', 'a.id')
              .where('fa.resource_id', '=', resourceId ?? 0),
          ),
        ]),
      )
      .execute();
    if (found.length !== articleIds.length)
      problems.articleIds = [FACULTY_RESOURCE_MESSAGES.articleNotOffered];
  }
  const institutionIds = values.audience === 'institutions' ? unique(values.institutionIds) : [];
  if (institutionIds.length > 0) {
    const found = await db
      .selectFrom('institutions')
      .select('id')
      .where('id', 'in', institutionIds)
      .execute();
    if (found.length !== institutionIds.length)
      problems.institutionIds = [FACULTY_RESOURCE_MESSAGES.institutionUnknown];
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** Replaces a resource's subjects, articles and institutions with the saved ones. */
async function writeLinks(db: Db, id: number, values: ResourceValues): Promise<void> {
  await db.deleteFrom('faculty_resource_subjects').where('resource_id', '=', id).execute();
  await db.deleteFrom('faculty_resource_articles').where('resource_id', '=', id).execute();
  await db.deleteFrom('faculty_resource_institutions').where('resource_id', '=', id).execute();
  const subjects = [...new Set(values.subjectIds)];
  const articles = [...new Set(values.articleIds)];
  const institutions = values.audience === 'institutions' ? [...new Set(values.institutionIds)] : [];
  if (subjects.length > 0)
    await db
      .insertInto('faculty_resource_subjects')
      .values(subjects.map((tag_id) => ({ resource_id: id, tag_id })))
      .execute();
  if (articles.length > 0)
    await db
      .insertInto('faculty_resource_articles')
      .values(articles.map((article_id) => ({ resource_id: id, article_id })))
      .execute();
  if (institutions.length > 0)
    await db
      .insertInto('faculty_resource_institutions')
      .values(institutions.map((institution_id) => ({ resource_id: id, institution_id })))
      .execute();
}

const columnsOf = (values: ResourceValues) => ({
  title: values.title,
  description: values.description,
  kind: values.kind,
  url: values.kind === 'link' ? values.url : null,
  audience: values.audience,
});

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly id: number; readonly removedFile: string | null }
  | { readonly kind: 'invalid'; readonly errors: Record<string, string[]> }
  | { readonly kind: 'refused'; readonly outcome: Exclude<VersionedUpdate, 'updated'> };

export function createResource(db: Db, values: ResourceValues, by: number, now: Date): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const errors = await referenceProblems(trx, values, null);
    if (errors) return { kind: 'invalid', errors };
    const { id } = await trx
      .insertInto('faculty_resources')
      .values({ ...columnsOf(values), created_at: now, created_by: by, updated_at: now, updated_by: by })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLinks(trx, id, values);
    return { kind: 'saved', id, removedFile: null };
  });
}

/**
 * Saves an edit made on `version`: one UPDATE checks and raises the version (of two saves of one version exactly
 * one wins, ADR 109), then the rows are replaced. A file resource turned into a link lets its file go: its key is
 * answered, to be removed once the save is committed.
 */
export function updateResource(
  db: Db,
  id: number,
  values: ResourceValues & { readonly version: number },
  by: number,
  now: Date,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const errors = await referenceProblems(trx, values, id);
    if (errors) return { kind: 'invalid', errors };
    const before = await trx
      .selectFrom('faculty_resources')
      .select(['file_key'])
      .where('id', '=', id)
      .executeTakeFirst();
    const dropsFile = values.kind === 'link' && before?.file_key != null;
    const fileColumns = dropsFile ? { file_key: null, file_name: null, content_type: null, size: null } : {};
    const outcome = await updateOnVersion(
      trx,
      'faculty_resources',
      { id },
      values.version,
      { ...columnsOf(values), ...fileColumns, updated_at: now },
      by,
    );
    if (outcome !== 'updated') return { kind: 'refused', outcome };
    await writeLinks(trx, id, values);
    return { kind: 'saved', id, removedFile: dropsFile ? before!.file_key : null };
  });
}

/** Deletes a resource with its rows; answers its stored file's key (to remove), or undefined when there was none. */
export async function deleteResource(db: Db, id: number): Promise<{ file: string | null } | undefined> {
  const row = await db
    .deleteFrom('faculty_resources')
    .where('id', '=', id)
    .returning('file_key')
    .executeTakeFirst();
  return row ? { file: row.file_key } : undefined;
}

export interface StoredResourceFile {
  readonly key: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
}

/**
 * Points a file resource at its new file, under the resource's row lock; answers the key it replaced. The form's
 * version is left as it is (an upload beside the form is not an edit of it, as the sponsors' uploads).
 */
export function setResourceFile(
  db: Db,
  id: number,
  file: StoredResourceFile,
  now: Date,
): Promise<{ previous: string | null } | 'missing' | 'notAFile'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('faculty_resources')
      .select(['kind', 'file_key'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.kind !== 'file') return 'notAFile';
    await trx
      .updateTable('faculty_resources')
      .set({
        file_key: file.key,
        file_name: file.name,
        content_type: file.contentType,
        size: file.size,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return { previous: row.file_key };
  });
}
