/** Site translations and their groups (SPEC section 7 "Translations"). Translations page by key. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { paging, type FilterCondition, type Paging } from '../../../src/domain/shared/listQuery';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../../src/domain/content/content';
import { staleOutcome, type VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import { updateOnVersion } from '../shared/versionedUpdate';
import {
  LANGUAGE_NAMES,
  type TranslationGroup,
  type TranslationRow,
} from '../../../src/domain/translations/translations';

type Db = Kysely<Database>;

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function keywordOf(filter: readonly FilterCondition[]): string | null {
  const condition = filter.find(
    (c) => c.operator === 'contains' && typeof c.value === 'string' && c.value.trim(),
  );
  return condition ? String(condition.value).trim() : null;
}

function languageOf(filter: readonly FilterCondition[]): string | null {
  const condition = filter.find((c) => c.property === 'language' && c.operator === 'equals');
  return typeof condition?.value === 'string' ? condition.value : null;
}

export interface ListPage {
  readonly page: number;
  readonly perPage: number;
  readonly filter: readonly FilterCondition[];
  readonly sort: readonly [string, 'asc' | 'desc'][];
}

/**
 * A key matches when any of its values, its language codes or names (the grid's column headings, 'German'), its
 * key or its group title contains the keyword (a blank keyword is ignored); the language filter keeps that
 * language's values only.
 */
export async function listTranslations(
  db: Db,
  request: ListPage,
): Promise<{ result: TranslationRow[]; navigation: Paging }> {
  const keyword = keywordOf(request.filter);
  const language = languageOf(request.filter);
  let matching = db.selectFrom('site_translations as t');
  if (language) matching = matching.where('t.language', '=', language as TranslationLanguage);
  if (keyword) {
    const pattern = escapeLike(keyword);
    // Languages and groups are few: resolve their matches first, so the scan of the values is one table's
    // predicate (ADR 093).
    const needle = keyword.toLowerCase();
    const languages = TRANSLATION_LANGUAGES.filter(
      (code) => code.includes(needle) || LANGUAGE_NAMES[code].toLowerCase().includes(needle),
    );
    const groups = await db
      .selectFrom('translation_groups')
      .select('id')
      .where((eb) => eb.or([eb('title', 'ilike', pattern), eb('key', 'ilike', pattern)]))
      .execute();
    matching = matching.where((eb) =>
      eb.or([
        eb('t.key', 'ilike', pattern),
        eb('t.value', 'ilike', pattern),
        ...(languages.length > 0 ? [eb('t.language', 'in', languages)] : []),
        ...(groups.length > 0
          ? [
              eb(
                't.group_id',
                'in',
                groups.map((g) => g.id),
              ),
            ]
          : []),
      ]),
    );
  }
  const direction = request.sort.find(([column]) => column === 'key')?.[1] ?? 'desc';
  // One scan: the distinct matching keys, counted by a window over them, one page of them returned.
  const keys = await db
    .selectFrom(matching.select('t.key').distinct().as('k'))
    .select(['k.key', sql<string>`count(*) over ()`.as('total')])
    .orderBy('k.key', direction)
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage)
    .execute();
  const pageKeys = keys.map((k) => k.key);
  const total =
    keys.length > 0
      ? Number(keys[0]!.total)
      : Number(
          (
            await db
              .selectFrom(matching.select('t.key').distinct().as('k'))
              .select(sql<string>`count(*)`.as('total'))
              .executeTakeFirstOrThrow()
          ).total,
        );
  let rows: TranslationRow[] = [];
  if (pageKeys.length > 0) {
    let query = db
      .selectFrom('site_translations as t')
      .innerJoin('translation_groups as g', 'g.id', 't.group_id')
      .select(['t.id', 't.key', 't.language', 't.value', 't.group_id', 't.version', 'g.title as group_title'])
      .where('t.key', 'in', pageKeys);
    if (language) query = query.where('t.language', '=', language as TranslationLanguage);
    const found = await query.orderBy('t.key', direction).orderBy('t.id').execute();
    rows = found.map((r) => ({
      id: r.id,
      key: r.key,
      language: r.language,
      value: r.value,
      groupId: r.group_id,
      groupTitle: r.group_title,
      version: r.version,
    }));
  }
  return { result: rows, navigation: paging(request.page, request.perPage, total, pageKeys.length) };
}

export async function keyRows(db: Db, key: string) {
  return db.selectFrom('site_translations').selectAll().where('key', '=', key).execute();
}

export async function keyExists(db: Db, key: string): Promise<boolean> {
  return !!(await db.selectFrom('site_translations').select('id').where('key', '=', key).executeTakeFirst());
}

export async function addTranslations(
  db: Db,
  request: {
    groupId: number;
    key: string;
    translations: readonly { language: TranslationLanguage; value: string }[];
  },
  by: number,
): Promise<void> {
  await db
    .insertInto('site_translations')
    .values(
      request.translations.map((t) => ({
        key: request.key,
        language: t.language,
        value: t.value,
        group_id: request.groupId,
        updated_by: by,
      })),
    )
    .execute();
}

export async function findTranslation(db: Db, id: number) {
  return db.selectFrom('site_translations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Edits one value made on the row's `version` (ADR 109); the key and group move with it for every language of the
 * key, and each row that moves gets a new version too, so an edit made before the move is refused.
 * The row is read `FOR UPDATE`, so of two edits of one version exactly one wins; the loser changes nothing.
 */
export async function editTranslation(
  db: Db,
  id: number,
  request: { groupId: number; key: string; language: TranslationLanguage; value: string; version: number },
  by: number,
): Promise<VersionedUpdate> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('site_translations')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.version !== request.version) return staleOutcome(row.updated_by, by);
    if (row.key !== request.key || row.group_id !== request.groupId)
      await trx
        .updateTable('site_translations')
        .set((eb) => ({
          key: request.key,
          group_id: request.groupId,
          updated_by: by,
          version: eb('version', '+', 1),
        }))
        .where('key', '=', row.key)
        .where('id', '!=', id)
        .execute();
    await trx
      .updateTable('site_translations')
      .set((eb) => ({
        key: request.key,
        group_id: request.groupId,
        language: request.language,
        value: request.value,
        updated_by: by,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
    return 'updated';
  });
}

export async function deleteTranslation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('site_translations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const toGroup = (row: {
  id: number;
  key: string;
  title: string;
  is_active: boolean;
  version: number;
}): TranslationGroup => ({
  id: row.id,
  key: row.key,
  title: row.title,
  isActive: row.is_active,
  version: row.version,
});

export async function listGroups(
  db: Db,
  request: ListPage,
): Promise<{ result: TranslationGroup[]; navigation: Paging }> {
  const keyword = keywordOf(request.filter);
  let base = db.selectFrom('translation_groups');
  if (keyword) {
    const pattern = escapeLike(keyword);
    base = base.where((eb) => eb.or([eb('key', 'ilike', pattern), eb('title', 'ilike', pattern)]));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const sortable = { key: 'key', title: 'title', id: 'id', isActive: 'is_active' } as const;
  let query = base.selectAll();
  const sorts = request.sort.filter(([column]) => Object.hasOwn(sortable, column));
  for (const [column, direction] of sorts)
    query = query.orderBy(sortable[column as keyof typeof sortable], direction);
  query = query.orderBy('id', 'desc');
  const rows = await query
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage)
    .execute();
  return {
    result: rows.map(toGroup),
    navigation: paging(request.page, request.perPage, Number(total), rows.length),
  };
}

export async function findGroup(db: Db, id: number): Promise<TranslationGroup | undefined> {
  const row = await db.selectFrom('translation_groups').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toGroup(row) : undefined;
}

export async function groupKeyTaken(db: Db, key: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('translation_groups')
    .select('id')
    .where(sql`lower(key)`, '=', key.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

interface GroupValues {
  readonly key: string;
  readonly title: string;
  readonly isActive: boolean;
}

/** The group's columns a create or an edit writes. */
const groupColumns = (values: GroupValues) => ({
  key: values.key,
  title: values.title,
  is_active: values.isActive,
});

export async function createGroup(db: Db, values: GroupValues, by: number): Promise<number> {
  const { id } = await db
    .insertInto('translation_groups')
    .values({ ...groupColumns(values), updated_by: by })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Saves an edit made on `version` (ADR 109): the check and the increment are one UPDATE. */
export async function updateGroup(
  db: Db,
  id: number,
  values: GroupValues & { readonly version: number },
  by: number,
): Promise<VersionedUpdate> {
  return updateOnVersion(db, 'translation_groups', { id }, values.version, groupColumns(values), by);
}

export async function deleteGroup(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('translation_groups').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
