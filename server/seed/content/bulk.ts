/** Batched inserts with ids handed out up front, so a whole graph of rows can be built before it is written. */
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';

/** PostgreSQL accepts at most 65535 bind parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

type TableName = keyof Database & string;

/** Inserts rows in as few statements as the parameter limit allows. All rows must have the same keys. */
export async function insertRows<T extends TableName>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    // Kysely cannot relate a generic table name to its insert shape; `rows` is checked against it above.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

/** Takes `count` fresh ids from the serial sequence of `table.id`. */
export async function allocateIds(db: Kysely<Database>, table: TableName, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})
  `.execute(db);
  return rows.map((row) => row.id);
}

/** A cursor over allocated ids. */
export function idSource(ids: readonly number[]): () => number {
  let next = 0;
  return () => {
    const id = ids[next++];
    if (id === undefined) throw new Error('ran out of allocated ids');
    return id;
  };
}

export const json = (value: unknown): string => JSON.stringify(value);
