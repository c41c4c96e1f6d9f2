/** Class Products' products (ADR 345): the list, one product, create, a versioned save and delete. */
import { sql, type Kysely } from 'kysely';
import type { Product, ProductForm } from '../../../src/domain/classAccess/classAccess';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { VersionedUpdate } from '../../../src/domain/shared/recordVersions';
import type { Database } from '../../db/database';
import { listResource, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';
import { updateOnVersion } from '../shared/versionedUpdate';

type Db = Kysely<Database>;

export const PRODUCT_RESOURCE = listResource({
  name: 'products',
  id: sql`p.id`,
  filters: { name: textField(sql`p.name`) },
  sorts: { name: sql`lower(p.name)` },
  defaultSort: [['name', 'asc']],
});

/** Grants of the product not ended: running, or to come. */
const openGrants = (now: Date) =>
  sql<string>`(select count(*) from product_grants g where g.product_id = p.id and g.ended_at is null and g.ends_at > ${now})`;

const COLUMNS = ['p.id', 'p.name', 'p.features', 'p.lines', 'p.version', 'p.updated_at'] as const;

type Row = {
  id: number;
  name: string;
  features: Product['features'];
  lines: Product['lines'];
  version: number;
  updated_at: Date;
  open_grants: string | number | null;
};

const productOf = (row: Row): Product => ({
  id: row.id,
  name: row.name,
  features: row.features,
  lines: row.lines,
  openGrants: Number(row.open_grants ?? 0),
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

export function listProducts(db: Db, request: ParsedListRequest, now: Date): Promise<ListPage<Product>> {
  return listPage({
    resource: PRODUCT_RESOURCE,
    request,
    from: db.selectFrom('products as p'),
    select: (products) => products.select([...COLUMNS, openGrants(now).as('open_grants')]),
    map: productOf,
  });
}

export async function findProduct(db: Db, id: number, now: Date): Promise<Product | undefined> {
  const row = await db
    .selectFrom('products as p')
    .select([...COLUMNS, openGrants(now).as('open_grants')])
    .where('p.id', '=', id)
    .executeTakeFirst();
  return row && productOf(row);
}

const valuesOf = (form: ProductForm) => ({
  name: form.name,
  features: sql<string[]>`${[...new Set(form.features)]}::text[]`,
  lines: sql<string[]>`${[...new Set(form.lines)]}::text[]`,
});

export async function createProduct(db: Db, form: ProductForm, now: Date, by: number): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ ...valuesOf(form), created_at: now, updated_at: now, updated_by: by } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The check and the increment are one UPDATE: of two saves of one version exactly one wins. */
export function updateProduct(
  db: Db,
  id: number,
  form: ProductForm & { version: number },
  now: Date,
  by: number,
): Promise<VersionedUpdate> {
  return updateOnVersion(
    db,
    'products',
    { id },
    form.version,
    { ...valuesOf(form), updated_at: now } as never,
    by,
  );
}

/**
 * Deletes the product and its ended grants in one statement, unless a grant of it has not ended: 'inUse' then,
 * 'missing' when there is no such product.
 */
export async function deleteProduct(db: Db, id: number, now: Date): Promise<'deleted' | 'inUse' | 'missing'> {
  const deleted = await db
    .deleteFrom('products as p')
    .where('p.id', '=', id)
    .where(
      sql<boolean>`not exists (select 1 from product_grants g where g.product_id = p.id and g.ended_at is null and g.ends_at > ${now})`,
    )
    .returning('p.id')
    .executeTakeFirst();
  if (deleted) return 'deleted';
  const found = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  return found ? 'inUse' : 'missing';
}
