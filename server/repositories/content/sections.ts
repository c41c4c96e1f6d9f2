/** The section tree: a section with its children, and the paged list of a section's children. */
import type { Kysely } from 'kysely';
import type { Section } from '../../../src/api/content/contentContract';
import type { Database } from '../../db/database';

const COLUMNS = ['id', 'title', 'parent_id', 'article_type'] as const;

function toSection(row: {
  id: number;
  title: string;
  parent_id: number | null;
  article_type: Section['articleType'];
}): Section {
  return { id: row.id, title: row.title, parentId: row.parent_id, articleType: row.article_type };
}

export async function findSectionWithChildren(
  db: Kysely<Database>,
  id: number,
): Promise<{ section: Section; children: Section[] } | undefined> {
  const section = await db.selectFrom('sections').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!section) return undefined;
  const children = await db
    .selectFrom('sections')
    .select(COLUMNS)
    .where('parent_id', '=', id)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  return { section: toSection(section), children: children.map(toSection) };
}

export async function pageSectionChildren(
  db: Kysely<Database>,
  id: number,
  page: number,
  perPage: number,
): Promise<{ rows: Section[]; total: number } | undefined> {
  const exists = await db.selectFrom('sections').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return undefined;
  const base = db.selectFrom('sections').where('parent_id', '=', id);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy('sort_index')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows: rows.map(toSection), total: Number(n) };
}

/** The top-level sections (an article's domains), in the catalogue's order. */
export async function topLevelSections(db: Kysely<Database>): Promise<Section[]> {
  const rows = await db
    .selectFrom('sections')
    .select(COLUMNS)
    .where('parent_id', 'is', null)
    .orderBy('sort_index')
    .orderBy('id')
    .execute();
  return rows.map(toSection);
}
