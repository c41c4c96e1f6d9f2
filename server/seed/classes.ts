/**
 * Classes of the demo instructors, so every tab of the class screens has content on first start: cs@demo.test and
 * lti@demo.test each own classes (one a professor class), one of Casey's is shared with Lee, and each holds
 * invited students, quizzes, playlists (the seeded ones) and documents. Idempotent: nothing is written once
 * Casey owns a class, or when the accounts are missing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { distributeClass } from '../repositories/assignments';
import { invitationToken } from '../repositories/classes';
import { samplePdf, samplePng } from './documents';

const DIR = 'documents/seed';

interface SeedClass {
  readonly owner: 'cs@demo.test' | 'lti@demo.test';
  readonly title: string;
  readonly institution: string;
  readonly description: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly professor: boolean;
  readonly published: boolean;
  readonly sharedWith?: 'lti@demo.test';
  readonly students: readonly (readonly [email: string, name: string, status: 'invited' | 'joined'])[];
}

const CLASSES: readonly SeedClass[] = [
  {
    owner: 'cs@demo.test',
    title: 'Biology 101: Cells and Genetics',
    institution: 'Demo University',
    description: 'Weekly videos and quizzes on cell structure, division and inheritance.',
    startDate: '2026-01-12',
    endDate: '2026-05-08',
    professor: false,
    published: true,
    sharedWith: 'lti@demo.test',
    students: [
      ['ada.lovelace@students.demo.test', 'Ada Lovelace', 'joined'],
      ['alan.turing@students.demo.test', 'Alan Turing', 'joined'],
      ['grace.hopper@students.demo.test', 'Grace Hopper', 'invited'],
    ],
  },
  {
    owner: 'cs@demo.test',
    title: 'General Chemistry Lab',
    institution: 'Demo University',
    description: 'Lab safety, titration and spectroscopy, with a pre-lab quiz each week.',
    startDate: '2026-02-02',
    endDate: '2026-06-12',
    professor: true,
    published: false,
    students: [
      ['marie.curie@students.demo.test', 'Marie Curie', 'joined'],
      ['rosalind.franklin@students.demo.test', 'Rosalind Franklin', 'invited'],
    ],
  },
  {
    owner: 'lti@demo.test',
    title: 'Neuroscience Seminar',
    institution: 'Northgate University',
    description: 'Readings and experiment videos on the nervous system.',
    startDate: '2026-01-19',
    endDate: '2026-04-24',
    professor: true,
    published: true,
    students: [
      ['santiago.ramon@students.demo.test', 'Santiago Ramón y Cajal', 'joined'],
      ['rita.levi@students.demo.test', 'Rita Levi-Montalcini', 'invited'],
    ],
  },
];

const DEMO_EMAIL_DOMAIN = 'demo.test';

export async function seedClasses(db: Kysely<Database>, storageDir: string): Promise<number> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['cs@demo.test', 'lti@demo.test'])
    .execute();
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const cs = idOf.get('cs@demo.test');
  if (cs === undefined || idOf.get('lti@demo.test') === undefined) return 0;
  if (await db.selectFrom('classes').select('id').where('owner_user_id', '=', cs).executeTakeFirst())
    return 0;

  const pdf = samplePdf('Class handout');
  const png = samplePng();
  await mkdir(join(storageDir, DIR), { recursive: true });
  await writeFile(join(storageDir, DIR, 'class-handout.pdf'), pdf);
  await writeFile(join(storageDir, DIR, 'class-figure.png'), png);

  return db.transaction().execute(async (trx) => {
    // The demo instructors' institution: its domain makes the demo students' addresses institutional, so
    // Restricted quizzes reach them too (ADR 132).
    const { id: institutionId } = await trx
      .insertInto('institutions')
      .values({ title: 'Demo University', approved: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('institution_domains')
      .values({ institution_id: institutionId, domain: DEMO_EMAIL_DOMAIN })
      .execute();
    await trx
      .updateTable('users')
      .set({ institution_id: institutionId })
      .where('id', 'in', [...idOf.values()])
      .where('institution_id', 'is', null)
      .execute();
    let created = 0;
    for (const seed of CLASSES) {
      const ownerId = idOf.get(seed.owner)!;
      const { id } = await trx
        .insertInto('classes')
        .values({
          title: seed.title,
          institution: seed.institution,
          description: seed.description,
          start_date: seed.startDate,
          end_date: seed.endDate,
          professor: seed.professor,
          published: seed.published,
          owner_user_id: ownerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      created++;
      await trx
        .insertInto('class_students')
        .values(
          seed.students.map(([email, name, status]) => ({
            class_id: id,
            email,
            name,
            status,
            token: invitationToken(),
            invited_by: ownerId,
          })),
        )
        .execute();
      if (seed.sharedWith)
        await trx
          .insertInto('class_shares')
          .values({ class_id: id, user_id: idOf.get(seed.sharedWith)! })
          .execute();
      const quizzes = await trx
        .selectFrom('quizzes')
        .select('id')
        .where('kind', '=', 'user')
        .where('owner_user_id', '=', ownerId)
        .orderBy('id')
        .limit(2)
        .execute();
      const fallback = quizzes.length
        ? quizzes
        : await trx
            .selectFrom('quizzes')
            .select('id')
            .where('kind', '=', 'admin')
            .orderBy('id')
            .limit(2)
            .execute();
      if (fallback.length)
        await trx
          .insertInto('class_quizzes')
          .values(fallback.map((q) => ({ class_id: id, quiz_id: q.id })))
          .execute();
      // Personal links for the class's user quizzes, as adding them in the console gives (no mail is sent).
      await distributeClass(trx, id, { now: new Date(), mail: false });
      const playlists = await trx
        .selectFrom('playlists')
        .select('id')
        .where('owner_user_id', '=', ownerId)
        .orderBy('id')
        .limit(2)
        .execute();
      if (playlists.length)
        await trx
          .insertInto('class_playlists')
          .values(playlists.map((p) => ({ class_id: id, playlist_id: p.id })))
          .execute();
      await trx
        .insertInto('class_documents')
        .values([
          {
            class_id: id,
            file_name: 'class-handout.pdf',
            mime_type: 'application/pdf',
            size: pdf.length,
            storage_path: `${DIR}/class-handout.pdf`,
            uploaded_by: ownerId,
            shared: true,
          },
          {
            class_id: id,
            file_name: 'class-figure.png',
            mime_type: 'image/png',
            size: png.length,
            storage_path: `${DIR}/class-figure.png`,
            uploaded_by: ownerId,
          },
        ])
        .execute();
    }
    return created;
  });
}
