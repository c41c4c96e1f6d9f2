/**
 * The sponsor name search and sort read the name's visible text (ADR 098): "Bold Co" finds "<b>Bold</b> Co".
 * Stored names are first brought to the company-name allow-list the console renders (ADR 097; older rows could
 * keep links, paragraphs and styles), so their markup is tags without attributes; `company_name_text` is then a
 * stored generated column: tags dropped (a line break counts as a space) and the four entities the sanitiser
 * writes decoded, `&amp;` last. Every insert and update keeps it current, seed and imports included. It gets a
 * trigram index where pg_trgm can be had, as in 002.
 */
import { type Kysely, sql } from 'kysely';
import { sanitizeCompanyName } from '../../sanitize';

const VISIBLE_TEXT = `replace(replace(replace(replace(
  regexp_replace(regexp_replace(company_name, '<br\\s*/?>', ' ', 'gi'), '<[^>]*>', '', 'g'),
  '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const names = await sql<{
    id: number;
    company_name: string;
  }>`SELECT id, company_name FROM sponsors`.execute(db);
  for (const row of names.rows) {
    const clean = sanitizeCompanyName(row.company_name);
    // A name that would sanitise to nothing keeps its text, as the console shows it.
    const kept = clean || sanitizeCompanyName(row.company_name.replace(/<[^>]*>/g, ''));
    if (kept && kept !== row.company_name)
      await sql`UPDATE sponsors SET company_name = ${kept} WHERE id = ${row.id}`.execute(db);
  }
  await sql
    .raw(
      `ALTER TABLE sponsors ADD COLUMN company_name_text text GENERATED ALWAYS AS (${VISIBLE_TEXT}) STORED`,
    )
    .execute(db);
  await sql
    .raw(
      `DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS sponsors_company_name_text_trgm ON sponsors USING gin (company_name_text gin_trgm_ops)';
  END IF;
END
$$;`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS sponsors_company_name_text_trgm`.execute(db);
  await sql`ALTER TABLE sponsors DROP COLUMN IF EXISTS company_name_text`.execute(db);
}
