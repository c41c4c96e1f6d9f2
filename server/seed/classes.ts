/**
 * Classes of the demo instructors (demoClasses.ts), so every tab of the class screens has content on first start:
 * cs@demo.test and lti@demo.test each own classes (one a professor class), one of Casey's is shared with Lee, and
 * each holds invited students, quizzes, playlists (the seeded ones) and documents. Casey's Biology 101 carries the
 * teaching loop: its students' attempts at its check-in (ADR 190). Dates count from the day of seeding.
 * Idempotent: nothing is written once Casey owns a class, or when the accounts are missing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { distributeClass } from '../repositories/take/assignments';
import { invitationToken } from '../repositories/classes/classes';
import { seedAttempts } from './classAttempts';
import { TEACHING_LOOP_DAYS } from './content/teachingLoopQuiz';
import { DEMO_CLASSES, type SeedClass } from './demoClasses';
import { samplePdf, samplePng } from './documents';

const DIR = 'documents/seed';
/** Serialises concurrent class seeders on one PostgreSQL (the content seed's lock is 7_301_002). */
const LOCK_KEY = 7_301_003;
const DAY_MS = 86_400_000;
/** The classes got their quizzes, and the students their links, when the teaching loop's check-in opened. */
const QUIZZES_ADDED_DAY = TEACHING_LOOP_DAYS.opens;

/** The day `days` from `now`, as a class's start or end date (yyyy-MM-dd, UTC). */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The class's quizzes: the ones it names, or the owner's first two user quizzes (admin quizzes without any). */
async function quizzesOf(trx: Transaction<Database>, seed: SeedClass, ownerId: number) {
  if (seed.quizzes) {
    const rows = await trx
      .selectFrom('quizzes')
      .select(['id', 'title'])
      .where('owner_user_id', '=', ownerId)
      .where('kind', '=', 'user')
      .where('title', 'in', [...seed.quizzes])
      .orderBy('id')
      .execute();
    return seed.quizzes.flatMap((title) => rows.filter((row) => row.title === title).slice(0, 1));
  }
  const own = await trx
    .selectFrom('quizzes')
    .select(['id', 'title'])
    .where('kind', '=', 'user')
    .where('owner_user_id', '=', ownerId)
    .orderBy('id')
    .limit(2)
    .execute();
  if (own.length) return own;
  return trx
    .selectFrom('quizzes')
    .select(['id', 'title'])
    .where('kind', '=', 'admin')
    .orderBy('id')
    .limit(2)
    .execute();
}

const DEMO_EMAIL_DOMAIN = 'demo.test';

export async function seedClasses(
  db: Kysely<Database>,
  storageDir: string,
  now = new Date(),
): Promise<number> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['cs@demo.test', 'lti@demo.test'])
    .execute();
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const cs = idOf.get('cs@demo.test');
  if (cs === undefined || idOf.get('lti@demo.test') === undefined) return 0;

  const pdf = samplePdf('Class handout');
  const png = samplePng();
  await mkdir(join(storageDir, DIR), { recursive: true });
  await writeFile(join(storageDir, DIR, 'class-handout.pdf'), pdf);
  await writeFile(join(storageDir, DIR, 'class-figure.png'), png);

  return db.transaction().execute(async (trx) => {
    // Two starts seeding one PostgreSQL at once take turns; the second finds Casey's classes and writes nothing.
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx);
    if (await trx.selectFrom('classes').select('id').where('owner_user_id', '=', cs).executeTakeFirst())
      return 0;
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
    const addedAt = new Date(now.getTime() + QUIZZES_ADDED_DAY * DAY_MS);
    let created = 0;
    for (const seed of DEMO_CLASSES) {
      const ownerId = idOf.get(seed.owner)!;
      const { id } = await trx
        .insertInto('classes')
        .values({
          title: seed.title,
          institution: seed.institution,
          description: seed.description,
          start_date: dayFrom(now, seed.startDay),
          end_date: dayFrom(now, seed.endDay),
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
          seed.students.map(({ email, name, status }) => ({
            class_id: id,
            email,
            name,
            status,
            token: invitationToken(),
            invited_by: ownerId,
            invited_at: new Date(now.getTime() + (seed.startDay - 7) * DAY_MS),
          })),
        )
        .execute();
      if (seed.sharedWith)
        await trx
          .insertInto('class_shares')
          .values({ class_id: id, user_id: idOf.get(seed.sharedWith)! })
          .execute();
      const quizzes = await quizzesOf(trx, seed, ownerId);
      if (quizzes.length)
        await trx
          .insertInto('class_quizzes')
          .values(quizzes.map((q) => ({ class_id: id, quiz_id: q.id, added_at: addedAt })))
          .execute();
      // Personal links for the class's user quizzes, as adding them in the console gives (no mail is sent).
      await distributeClass(trx, id, { now: addedAt, mail: false });
      const attempted = quizzes.find((q) => q.title === seed.attempted);
      if (attempted)
        await seedAttempts(
          trx,
          id,
          attempted.id,
          seed.students.flatMap(({ email, attempt }) => (attempt ? [{ email, attempt }] : [])),
          now,
        );
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
