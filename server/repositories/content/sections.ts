/** The section tree: a section with its children, and the paged list of a section's children. */
import type { Kysely } from 'kysely';
import type { Section } from '../../../src/api/content/contentContract';
import type { SectionProduct } from '../../../src/domain/content/content';
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

/** The sections under a parent (null: the top level) in the catalogue's order: by sort index, then id. */
const sectionsUnder = (db: Kysely<Database>, parentId: number | null) =>
  db
    .selectFrom('sections')
    .select(COLUMNS)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('sort_index')
    .orderBy('id');

export async function findSectionWithChildren(
  db: Kysely<Database>,
  id: number,
): Promise<{ section: Section; children: Section[] } | undefined> {
  const section = await db.selectFrom('sections').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!section) return undefined;
  const children = await sectionsUnder(db, id).execute();
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
  const { n } = await db
    .selectFrom('sections')
    .where('parent_id', '=', id)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await sectionsUnder(db, id)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows: rows.map(toSection), total: Number(n) };
}

/** The top-level sections (an article's domains), in the catalogue's order. */
export async function topLevelSections(db: Kysely<Database>): Promise<Section[]> {
  const rows = await sectionsUnder(db, null).execute();
  return rows.map(toSection);
}

/** The top-level sections of these product lines (a grant's, ADR 355), in the catalogue's order. */
export async function topLevelSectionsOf(
  db: Kysely<Database>,
  lines: readonly SectionProduct[],
): Promise<Section[]> {
  if (lines.length === 0) return [];
  const rows = await sectionsUnder(db, null)
    .where('product', 'in', [...lines])
    .execute();
  return rows.map(toSection);
}
