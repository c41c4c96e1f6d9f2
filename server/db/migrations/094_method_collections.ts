/**
 * Methods Collections' content, order and publication (ADR 316): a collection's description, cover picture,
 * published switch, version and who made and last changed it; its videos in order (`method_collection_articles`);
 * and `articles.in_collection` kept by triggers as "a published collection holds this article", whoever writes:
 * a change of a collection's videos, its publication or its deletion recomputes the articles it touches, and an
 * article written directly gets the value the collections give it. Each recomputation locks the article's row
 * first, so two collections saved at once that share a video each see the other's committed rows.
 */
import { type Kysely, sql } from 'kysely';
import { createTrigger, createTriggerFunction, createTrigramIndexes } from '../migrationStatements';

/** Whether a published collection holds the article `id` (the one definition the triggers use). */
const HELD = `exists (select 1 from method_collection_articles mca
        join method_collections mc on mc.id = mca.collection_id
        where mca.article_id = $1 and mc.published)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `ALTER TABLE method_collections
        ADD COLUMN description text NOT NULL DEFAULT '',
        ADD COLUMN cover_key text,
        ADD COLUMN published boolean NOT NULL DEFAULT false,
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL`,
    )
    .execute(db);
  await sql`UPDATE method_collections SET updated_at = created_at`.execute(db);
  await db.schema
    .createTable('method_collection_articles')
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('method_collections.id').onDelete('cascade'),
    )
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('method_collection_articles_pk', ['collection_id', 'article_id'])
    .execute();
  // The triggers' question (is this article held?) and a collection's videos in order.
  await db.schema
    .createIndex('method_collection_articles_article')
    .on('method_collection_articles')
    .column('article_id')
    .execute();
  await db.schema
    .createIndex('method_collection_articles_order')
    .on('method_collection_articles')
    .columns(['collection_id', 'sort_index'])
    .execute();
  await db.schema.createIndex('method_collections_title').on('method_collections').column('title').execute();
  await createTrigramIndexes(db, [['method_collections_title_trgm', 'method_collections', 'title']], {
    ifNotExists: false,
    withoutIt: 'collection title searches scan the table.',
  });

  await sql
    .raw(
      `create function method_collections_hold(integer) returns boolean language sql stable as $$
        select ${HELD}
      $$`,
    )
    .execute(db);
  // Locks the article, then (a new statement, so a fresh snapshot) writes what the collections now say.
  await sql
    .raw(
      `create function method_collections_refresh(article integer) returns void language plpgsql as $$
      begin
        perform 1 from articles where id = article for update;
        update articles set in_collection = method_collections_hold(article) where id = article;
      end $$`,
    )
    .execute(db);
  await createTriggerFunction(db, 'method_collection_articles_changed', [
    "if tg_op in ('DELETE', 'UPDATE') then perform method_collections_refresh(old.article_id); end if;",
    "if tg_op in ('INSERT', 'UPDATE') then perform method_collections_refresh(new.article_id); end if;",
    'return null;',
  ]);
  await createTrigger(
    db,
    `method_collection_articles_in_collection
    after insert or delete or update of collection_id, article_id on method_collection_articles`,
    'row',
    'method_collection_articles_changed',
  );
  await createTriggerFunction(db, 'method_collections_published_changed', [
    'perform method_collections_refresh(held.article_id) from (',
    '  select article_id from method_collection_articles where collection_id = new.id order by article_id',
    ') held;',
    'return null;',
  ]);
  await createTrigger(
    db,
    `method_collections_in_collection after update of published on method_collections`,
    'row',
    'method_collections_published_changed',
  );
  await createTriggerFunction(db, 'articles_in_collection_derived', [
    'new.in_collection := method_collections_hold(new.id);',
    'return new;',
  ]);
  await createTrigger(
    db,
    'articles_in_collection before insert or update of in_collection on articles',
    'row',
    'articles_in_collection_derived',
  );
  // Until now the column was set by whoever wrote the article: from here on it is what the collections say.
  await sql`UPDATE articles SET in_collection = false WHERE in_collection`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger articles_in_collection on articles`.execute(db);
  await sql`drop function articles_in_collection_derived()`.execute(db);
  await sql`drop trigger method_collections_in_collection on method_collections`.execute(db);
  await sql`drop function method_collections_published_changed()`.execute(db);
  await sql`drop trigger method_collection_articles_in_collection on method_collection_articles`.execute(db);
  await sql`drop function method_collection_articles_changed()`.execute(db);
  await sql`drop function method_collections_refresh(integer)`.execute(db);
  await sql`drop function method_collections_hold(integer)`.execute(db);
  await sql`DROP INDEX IF EXISTS method_collections_title_trgm`.execute(db);
  await db.schema.dropIndex('method_collections_title').execute();
  await db.schema.dropTable('method_collection_articles').execute();
  await sql
    .raw(
      `ALTER TABLE method_collections
        DROP COLUMN description,
        DROP COLUMN cover_key,
        DROP COLUMN published,
        DROP COLUMN version,
        DROP COLUMN created_by,
        DROP COLUMN updated_at,
        DROP COLUMN updated_by`,
    )
    .execute(db);
}
