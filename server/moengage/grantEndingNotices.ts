/**
 * MoEngage's "a grant ending soon" (ADR 355): a daily job finds the running grants that have entered their last
 * `ENDING_SOON_DAYS` days and records one event about each instructor of the institution holding it. Each grant is
 * noticed once per end date: one conditional UPDATE marks the end noticed and answers the grants it marked, so two
 * processes or a retried job send nothing twice, and a renewal that moves the end makes the grant due again. The job
 * runs only while the connection is on: saving it on queues the first scan, and each scan queues the next day's.
 */
import { sql, type Kysely } from 'kysely';
import { ENDING_SOON_DAYS, lastDayOf } from '../../src/domain/classAccess/classAccess';
import type { Role } from '../../src/domain/access/roles';
import type { Database } from '../db/database';
import type { JobHandler } from '../jobs/worker';
import { recordMoengageEvent } from '../repositories/moengage/moengageOutbox';
import { moengageIsOn } from '../repositories/moengage/moengageSettings';
import { enqueueJob } from '../repositories/shared/jobs';

type Db = Kysely<Database>;

export const MOENGAGE_GRANTS_ENDING_JOB = 'moengage.grantsEnding';
const DAY_MS = 86_400_000;
/** Who an institution's instructors are: the accounts holding an instructor's role. */
const INSTRUCTOR_ROLES: readonly Role[] = ['ROLE_CS_USER', 'ROLE_CS_LTI_USER'];

/** The next scan's moment: 00:00 UTC of the day after `now`. */
const nextDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS);

/** Queues a scan at `runAt` unless one already waits. */
export async function queueGrantsEndingScan(db: Db, now: Date, runAt: Date = now): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', MOENGAGE_GRANTS_ENDING_JOB)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!waiting) await enqueueJob(db, MOENGAGE_GRANTS_ENDING_JOB, {}, now, runAt);
}

/** Records the events of the grants that entered their last days since they were last noticed; answers how many. */
async function noticeGrantsEnding(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .updateTable('product_grants as g')
      .set({ ending_notice_for: sql`g.ends_at` })
      .from('products as p')
      .whereRef('p.id', '=', 'g.product_id')
      .where('g.ended_at', 'is', null)
      .where('g.starts_at', '<=', now)
      .where('g.ends_at', '>', now)
      .where('g.ends_at', '<=', new Date(now.getTime() + ENDING_SOON_DAYS * DAY_MS))
      .where(sql<boolean>`g.ending_notice_for is distinct from g.ends_at`)
      .returning(['g.id', 'g.institution_id', 'g.ends_at', 'p.name'])
      .execute();
    for (const grant of due) {
      const instructors = await trx
        .selectFrom('users')
        .select('email')
        .where('institution_id', '=', grant.institution_id)
        .where('is_active', '=', true)
        .where(sql<boolean>`roles && ${sql.val([...INSTRUCTOR_ROLES])}::text[]`)
        .orderBy('id')
        .execute();
      for (const { email } of instructors) {
        await recordMoengageEvent(
          trx,
          'grantEndingSoon',
          email,
          {
            grant_id: grant.id,
            institution_id: grant.institution_id,
            product: grant.name,
            last_day: lastDayOf(grant.ends_at.toISOString()),
            days_left: Math.ceil((grant.ends_at.getTime() - now.getTime()) / DAY_MS),
          },
          now,
        );
      }
    }
    return due.length;
  });
}

export const grantsEndingHandler: JobHandler = async (_payload, { db, now }) => {
  if (!(await moengageIsOn(db))) return;
  const at = now();
  await noticeGrantsEnding(db, at);
  await queueGrantsEndingScan(db, at, nextDay(at));
};
