/**
 * A learner's launch of a resource link (ADRs 183, 185): the student has no account here, so the launch itself is
 * their credential, and the learner is the platform's (registration, sub). The link opens only the quiz Deep
 * Linking chose for it (server/lti/ltiLinks.ts). The learner's attempt is the assignment bound to (platform, sub,
 * quiz), made on the first launch under the placeholder address of (platform, sub); only when the platform's e-mails
 * are verified does a first launch continue the assignment of the e-mail it names, and never one already bound to
 * another sub. The grade link remembers the resource link and the line item, so the score can be sent back.
 */
import type { Kysely, Transaction } from 'kysely';
import { DISTRIBUTED_KIND } from '../../src/domain/take/assignments';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { LtiPlatform } from '../db/ltiTables';
import { newAssignmentToken } from '../repositories/take/assignments';
import { LTI_CLAIMS, SCORE_SCOPE, type LaunchClaims } from './launchVerify';
import { launchEmail } from './ltiAccounts';
import { linkedQuiz } from './ltiLinks';
import { LTI_REFUSALS, LtiRefusal } from './ltiRefusal';

/** A quiz this platform may still hand out: a student quiz of an instructor of its institution or of its course. */
async function quizOfPlatform(db: Kysely<Database>, platform: LtiPlatform, quizId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quizzes as q')
    .leftJoin('users as u', 'u.id', 'q.owner_user_id')
    .select(['q.kind', 'u.institution_id', 'q.owner_user_id'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('lti_users as l')
            .select('l.user_id')
            .whereRef('l.user_id', '=', 'q.owner_user_id')
            .where('l.platform_id', '=', platform.id),
        )
        .as('linked'),
    )
    .where('q.id', '=', quizId)
    .executeTakeFirst();
  if (!row || row.kind !== DISTRIBUTED_KIND || row.owner_user_id === null) return false;
  return (
    Boolean(row.linked) ||
    (platform.institution_id !== null && row.institution_id === platform.institution_id)
  );
}

function boundAssignment(trx: Transaction<Database>, platform: LtiPlatform, sub: string, quizId: number) {
  return trx
    .selectFrom('lti_learner_assignments as l')
    .innerJoin('quiz_assignments as a', 'a.id', 'l.assignment_id')
    .select(['a.id', 'a.token'])
    .where('l.platform_id', '=', platform.id)
    .where('l.sub', '=', sub)
    .where('l.quiz_id', '=', quizId)
    .executeTakeFirst();
}

/** The learner's assignment of the quiz: the one bound to their sub, else bound now (made when missing). */
async function learnerAssignment(
  trx: Transaction<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  quizId: number,
  now: Date,
) {
  const bound = await boundAssignment(trx, platform, claims.sub, quizId);
  if (bound) return bound;
  const email = launchEmail(platform, claims);
  await trx
    .insertInto('quiz_assignments')
    .values({
      quiz_id: quizId,
      user_email: email,
      answers: '{}',
      token: newAssignmentToken(),
      class_id: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['quiz_id', 'user_email']).doNothing())
    .execute();
  const assignment = await trx
    .selectFrom('quiz_assignments')
    .select('id')
    .where('quiz_id', '=', quizId)
    .where('user_email', '=', email)
    .executeTakeFirstOrThrow();
  // One sub per assignment (assignment_id is unique): an attempt bound to another sub is never taken over.
  await trx
    .insertInto('lti_learner_assignments')
    .values({ platform_id: platform.id, sub: claims.sub, quiz_id: quizId, assignment_id: assignment.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const mine = await boundAssignment(trx, platform, claims.sub, quizId);
  if (!mine) throw new LtiRefusal(LTI_REFUSALS.attemptTaken, 403);
  return mine;
}

/** The personal link's token of this learner's assignment for the link's quiz (made on the first launch). */
export async function learnerTake(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  now: Date,
): Promise<string> {
  const quizId = await linkedQuiz(db, platform, claims, now);
  if (!(await quizOfPlatform(db, platform, quizId))) throw new LtiRefusal(LTI_REFUSALS.quizGone, 404);
  const resourceLinkId = claims[LTI_CLAIMS.resourceLink]!.id;
  const ags = claims[LTI_CLAIMS.ags];
  const lineitem = ags?.lineitem && (ags.scope ?? []).includes(SCORE_SCOPE) ? ags.lineitem : null;

  // Two launches of one link at once whose quiz changed in between both bind a grade link for this sub: the
  // second transaction meets the first's row (unique per platform, link and sub) and is simply run again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await bindLearner(db, platform, claims, quizId, resourceLinkId, lineitem, now);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === 3) throw new LtiRefusal(LTI_REFUSALS.busy, 409);
    }
  }
}

function bindLearner(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  quizId: number,
  resourceLinkId: string,
  lineitem: string | null,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const assignment = await learnerAssignment(trx, platform, claims, quizId, now);
    let token = assignment.token;
    if (!token) {
      token = newAssignmentToken();
      await trx
        .updateTable('quiz_assignments')
        .set({ token })
        .where('id', '=', assignment.id)
        .where('token', 'is', null)
        .execute();
      token = (
        await trx
          .selectFrom('quiz_assignments')
          .select('token')
          .where('id', '=', assignment.id)
          .executeTakeFirstOrThrow()
      ).token!;
    }
    // A link that now names another quiz: the earlier assignment keeps its result, the new one gets the grade.
    await trx
      .deleteFrom('lti_grade_links')
      .where('platform_id', '=', platform.id)
      .where('resource_link_id', '=', resourceLinkId)
      .where('sub', '=', claims.sub)
      .where('assignment_id', '!=', assignment.id)
      .execute();
    // The assignment is bound to this sub, so its grade goes to this sub's line item.
    await trx
      .insertInto('lti_grade_links')
      .values({
        assignment_id: assignment.id,
        platform_id: platform.id,
        resource_link_id: resourceLinkId,
        sub: claims.sub,
        lineitem_url: lineitem,
      })
      .onConflict((oc) =>
        oc.column('assignment_id').doUpdateSet({
          platform_id: platform.id,
          resource_link_id: resourceLinkId,
          sub: claims.sub,
          lineitem_url: lineitem,
        }),
      )
      .execute();
    return token;
  });
}
