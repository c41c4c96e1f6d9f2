/**
 * The content store: subjects, institutions, sections, articles with their videos, quizzes (one table for
 * templates, library, admin and user quizzes), sponsors, site translations and the banner.
 *
 * Runs after 001_auth (quizzes.owner_user_id and quiz_shares.shared_by reference users). Works on PostgreSQL 15
 * and on PGlite; the trigram indexes are created only where the pg_trgm extension can be had.
 */
import { type Kysely, sql } from 'kysely';
import { createTrigramIndexes } from '../migrationStatements';

const now = sql`now()`;

/** Tables in creation order; `down` drops them in reverse. */
const TABLES = [
  'tags',
  'institutions',
  'sections',
  'articles',
  'article_videos',
  'article_tags',
  'quizzes',
  'quiz_tags',
  'quiz_activities',
  'quiz_items',
  'quiz_item_options',
  'quiz_shares',
  'quiz_assignments',
  'sponsors',
  'sponsor_articles',
  'translation_groups',
  'site_translations',
  'banners',
] as const;

/** Title columns searched with ILIKE '%…%' (SPEC: "title contains"); they get a trigram index when possible. */
const TRIGRAM_INDEXES = [
  ['articles_title_trgm', 'articles', 'title'],
  ['quizzes_title_trgm', 'quizzes', 'title'],
  ['institutions_title_trgm', 'institutions', 'title'],
  ['sponsors_company_name_trgm', 'sponsors', 'company_name'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCatalog(db);
  await createArticles(db);
  await createQuizzes(db);
  await createQuizParts(db);
  await createSiteContent(db);
  // pg_trgm is optional: on PostgreSQL it needs the contrib package, on PGlite whoever opens the database must
  // load it. Without it the lower(title) indexes remain and searches scan, which is fine at demo sizes.
  await createTrigramIndexes(db, TRIGRAM_INDEXES, {
    ifNotExists: false,
    withoutIt: 'title searches use no trigram index',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().cascade().execute();
}

async function createCatalog(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('institutions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('product_id', 'integer')
    .addColumn('feature', 'text')
    .addColumn('email_domain', 'text')
    .addColumn('has_education_subscription', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_unlimited_subscription', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('institutions_lower_title')
    .on('institutions')
    .expression(sql`lower(title)`)
    .execute();

  await db.schema
    .createTable('sections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) =>
      c.notNull().check(sql`product in ('research', 'core', 'science_education', 'lab_manual', 'business')`),
    )
    .addColumn('article_type', 'text', (c) => c.notNull().check(articleTypeCheck))
    .addColumn('parent_id', 'integer', (c) => c.references('sections.id').onDelete('cascade'))
    .addColumn('sort_index', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sections_parent')
    .on('sections')
    .columns(['parent_id', 'sort_index'])
    .execute();
}

const articleTypeCheck = sql`article_type in ('journal', 'encyclopedia_of_experiments', 'science_core',
  'science_education', 'lab_manual', 'lab_manual_prep', 'lab_manual_procedure')`;

async function createArticles(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('article_type', 'text', (c) => c.notNull().check(articleTypeCheck))
    .addColumn('header_image', 'text')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('authors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('institutions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('path', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('domain_id', 'integer', (c) => c.references('sections.id').onDelete('set null'))
    .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('set null'))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('in_collection', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('articles_lower_title')
    .on('articles')
    .expression(sql`lower(title)`)
    .execute();
  await db.schema
    .createIndex('articles_type_published')
    .on('articles')
    .columns(['article_type', 'published_at'])
    .execute();
  await db.schema.createIndex('articles_published').on('articles').column('published_at').execute();
  await db.schema.createIndex('articles_domain').on('articles').column('domain_id').execute();
  await db.schema.createIndex('articles_section').on('articles').column('section_id').execute();

  await db.schema
    .createTable('article_videos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('cdn_file', 'text')
    .addColumn('fp_resource_id', 'text')
    .addColumn('meta_width', 'integer')
    .addColumn('meta_height', 'integer')
    .addColumn('subtitles', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('thumbnails', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('duration', 'integer')
    .execute();
  await db.schema.createIndex('article_videos_article').on('article_videos').column('article_id').execute();

  await db.schema
    .createTable('article_tags')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('article_tags_tag').on('article_tags').column('tag_id').execute();
}

async function createQuizzes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('template', 'library', 'admin', 'user')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.references('articles.id').onDelete('set null'))
    .addColumn('quiz_type', 'text', (c) => c.check(sql`quiz_type in ('textbook', 'section')`))
    .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('set null'))
    .addColumn('is_graded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .addColumn('duration', 'integer', (c) => c.check(sql`duration >= 0`))
    .addColumn('show_caption', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('restrict_non_institutional', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('editable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('process_status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('quizzes_library_type', sql`(kind = 'library') = (quiz_type is not null)`)
    .execute();
  await db.schema.createIndex('quizzes_kind_created').on('quizzes').columns(['kind', 'created_at']).execute();
  await db.schema
    .createIndex('quizzes_lower_title')
    .on('quizzes')
    .expression(sql`lower(title)`)
    .execute();
  await db.schema.createIndex('quizzes_owner').on('quizzes').columns(['owner_user_id', 'kind']).execute();
  await db.schema.createIndex('quizzes_article').on('quizzes').column('article_id').execute();
  await db.schema.createIndex('quizzes_section').on('quizzes').column('section_id').execute();

  await db.schema
    .createTable('quiz_tags')
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('quiz_tags_pk', ['quiz_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('quiz_tags_tag').on('quiz_tags').column('tag_id').execute();
}

async function createQuizParts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_activities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_activities_quiz')
    .on('quiz_activities')
    .columns(['quiz_id', 'sort_index'])
    .execute();

  await db.schema
    .createTable('quiz_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('activity_id', 'integer', (c) =>
      c.notNull().references('quiz_activities.id').onDelete('cascade'),
    )
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`type in (1, 2)`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('is_multiple', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('right_answer', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('article_id', 'integer', (c) => c.references('articles.id').onDelete('set null'))
    .addColumn('question_order', 'integer')
    .execute();
  await db.schema
    .createIndex('quiz_items_activity')
    .on('quiz_items')
    .columns(['activity_id', 'sort_index'])
    .execute();
  await db.schema.createIndex('quiz_items_article').on('quiz_items').column('article_id').execute();

  await db.schema
    .createTable('quiz_item_options')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('quiz_items.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_item_options_item')
    .on('quiz_item_options')
    .columns(['item_id', 'sort_index'])
    .execute();

  await db.schema
    .createTable('quiz_shares')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('user_first_name', 'text')
    .addColumn('user_last_name', 'text')
    .addColumn('shared_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('quiz_shares_quiz_email', ['quiz_id', 'user_email'])
    .execute();
  await db.schema.createIndex('quiz_shares_email').on('quiz_shares').column('user_email').execute();
  await db.schema.createIndex('quiz_shares_shared_by').on('quiz_shares').column('shared_by').execute();

  await db.schema
    .createTable('quiz_assignments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('submit_at', 'timestamptz')
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('quiz_assignments_quiz_email', ['quiz_id', 'user_email'])
    .execute();
  await db.schema.createIndex('quiz_assignments_email').on('quiz_assignments').column('user_email').execute();
}

async function createSiteContent(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sponsors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_url', 'text', (c) => c.notNull())
    .addColumn('logo_path', 'text')
    .addColumn('video_path', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('sponsors_lower_company_name')
    .on('sponsors')
    .expression(sql`lower(company_name)`)
    .execute();

  await db.schema
    .createTable('sponsor_articles')
    .addColumn('sponsor_id', 'integer', (c) => c.notNull().references('sponsors.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('sponsor_articles_pk', ['sponsor_id', 'article_id'])
    .execute();
  await db.schema
    .createIndex('sponsor_articles_article')
    .on('sponsor_articles')
    .column('article_id')
    .execute();

  await db.schema
    .createTable('translation_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('site_translations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) =>
      c.notNull().check(sql`language in ('en', 'cn', 'de', 'es', 'kr', 'it', 'fr', 'pt')`),
    )
    .addColumn('value', 'varchar(256)', (c) => c.notNull())
    // Deleting a group deletes its translations: a translation without a group cannot be shown or edited.
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('translation_groups.id').onDelete('cascade'),
    )
    .addUniqueConstraint('site_translations_key_language', ['key', 'language'])
    .execute();
  await db.schema.createIndex('site_translations_group').on('site_translations').column('group_id').execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 1 and 4`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .execute();
}
