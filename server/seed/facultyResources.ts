/**
 * Seed Faculty Resources (ADR 317) beside published articles: a PDF handout and a picture for every institution, a
 * link, one PDF only for the demo instructors' institution (Demo University, that of cs@demo.test) and one link
 * only for another institution, so the demo shows who sees what. The PDF is generated here into
 * `${storageDir}/documents/seed/faculty-resources/`; the picture is one of the seeded media. Idempotent: does
 * nothing to the database once a resource exists, or before the demo classes gave the instructors their institution.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { MEDIA } from './content/media';
import { samplePdf } from './documents';

const DIR = 'documents/seed/faculty-resources';
/** Serialises concurrent seeders on one PostgreSQL (several instances starting at once). */
const LOCK_KEY = 7_301_317;

const HANDOUT = { key: `${DIR}/microscopy-handout.pdf`, make: () => samplePdf('Microscopy lab handout') };
const SCHEDULE = { key: `${DIR}/demo-university-lab-schedule.pdf`, make: () => samplePdf('Lab schedule') };

interface SeedResource {
  readonly title: string;
  readonly description: string;
  readonly file?: {
    readonly key: string;
    readonly name: string;
    readonly type: string;
    readonly size: number;
  };
  readonly url?: string;
  /** Indexes into the published articles the seed attaches resources to. */
  readonly articles: readonly number[];
  /** 'own': the demo instructors' institution only; 'other': another institution only. */
  readonly audience: 'all' | 'own' | 'other';
}

export async function seedFacultyResources(db: Kysely<Database>, storageDir: string): Promise<number> {
  await mkdir(join(storageDir, DIR), { recursive: true });
  const handout = HANDOUT.make();
  const schedule = SCHEDULE.make();
  await writeFile(join(storageDir, HANDOUT.key), handout);
  await writeFile(join(storageDir, SCHEDULE.key), schedule);
  const pictureSize = (await stat(join(storageDir, MEDIA.imageLarge)).catch(() => null))?.size ?? 0;

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    if (await trx.selectFrom('faculty_resources').select('id').limit(1).executeTakeFirst()) return 0;
    const people = await trx
      .selectFrom('users')
      .select(['id', 'email', 'institution_id'])
      .where('email', 'in', ['super@demo.test', 'cs@demo.test'])
      .execute();
    const author = people.find((p) => p.email === 'super@demo.test')?.id ?? null;
    const own = people.find((p) => p.email === 'cs@demo.test')?.institution_id ?? null;
    const other = own
      ? await trx
          .selectFrom('institutions')
          .select('id')
          .where('id', '!=', own)
          .orderBy('id')
          .executeTakeFirst()
      : undefined;
    const articles = await trx
      .selectFrom('articles')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('id')
      .limit(3)
      .execute();
    if (!own || !other || articles.length < 3) return 0;
    const biology = await trx
      .selectFrom('tags')
      .select('id')
      .where('title', '=', 'Biology')
      .executeTakeFirst();

    const resources: readonly SeedResource[] = [
      {
        title: 'Microscopy lab handout',
        description: 'A one-page handout to print before the lab: what to prepare and what to look for.',
        file: {
          key: HANDOUT.key,
          name: 'microscopy-handout.pdf',
          type: 'application/pdf',
          size: handout.length,
        },
        articles: [0],
        audience: 'all',
      },
      {
        title: 'Cell structure picture',
        description: 'A still to project while discussing the video.',
        file: { key: MEDIA.imageLarge, name: 'cell-structure.jpg', type: 'image/jpeg', size: pictureSize },
        articles: [0, 1],
        audience: 'all',
      },
      {
        title: 'Interactive simulations',
        description: 'Free simulations students can try after watching.',
        url: 'https://phet.colorado.edu/',
        articles: [1, 2],
        audience: 'all',
      },
      {
        title: 'Demo University lab schedule',
        description: "This term's lab sessions at Demo University.",
        file: {
          key: SCHEDULE.key,
          name: 'demo-university-lab-schedule.pdf',
          type: 'application/pdf',
          size: schedule.length,
        },
        articles: [0],
        audience: 'own',
      },
      {
        title: 'Partner institution reading list',
        description: 'Readings chosen by another institution for its own courses.',
        url: 'https://www.ncbi.nlm.nih.gov/books/',
        articles: [0],
        audience: 'other',
      },
    ];

    for (const resource of resources) {
      const { id } = await trx
        .insertInto('faculty_resources')
        .values({
          title: resource.title,
          description: resource.description,
          kind: resource.file ? 'file' : 'link',
          file_key: resource.file?.key ?? null,
          file_name: resource.file?.name ?? null,
          content_type: resource.file?.type ?? null,
          size: resource.file?.size ?? null,
          url: resource.url ?? null,
          audience: resource.audience === 'all' ? 'all' : 'institutions',
          created_by: author,
          updated_by: author,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('faculty_resource_articles')
        .values(resource.articles.map((index) => ({ resource_id: id, article_id: articles[index]!.id })))
        .execute();
      if (biology)
        await trx
          .insertInto('faculty_resource_subjects')
          .values({ resource_id: id, tag_id: biology.id })
          .execute();
      if (resource.audience !== 'all')
        await trx
          .insertInto('faculty_resource_institutions')
          .values({ resource_id: id, institution_id: resource.audience === 'own' ? own : other!.id })
          .execute();
    }
    return resources.length;
  });
}
