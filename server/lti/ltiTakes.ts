/**
 * A learner's launch of a resource link (ADR 183): the student has no account here, so the launch itself is their
 * credential. The quiz the link names (custom `quiz_id`, set by Deep Linking) is assigned to them as to any student
 * (one assignment per quiz and e-mail, with its personal link), and the assignment remembers the platform, the
 * resource link, the LMS user id and the line item, so its score can be sent back once submitted.
 */
import type { Kysely } from 'kysely';
import { DISTRIBUTED_KIND } from '../../src/domain/assignments';
import type { Database } from '../db/database';
import type { LtiPlatform } from '../db/ltiTables';
import { newAssignmentToken } from '../repositories/assignments';
import { LTI_CLAIMS, SCORE_SCOPE, type LaunchClaims } from './launchVerify';
import { launchEmail } from './ltiAccounts';
import { LTI_REFUSALS, LtiRefusal } from './ltiRefusal';

/** The quiz id a resource link carries in its custom parameters. */
export function linkedQuizId(claims: LaunchClaims): number | undefined {
  const raw = claims[LTI_CLAIMS.custom]?.quiz_id;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** A quiz this platform may hand out: a student quiz of an instructor of its institution or of its own course. */
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

/** The personal link's token of this learner's assignment for the link's quiz (made on the first launch). */
export async function learnerTake(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  now: Date,
): Promise<string> {
  const quizId = linkedQuizId(claims);
  if (quizId === undefined) throw new LtiRefusal(LTI_REFUSALS.noQuiz, 404);
  if (!(await quizOfPlatform(db, platform, quizId))) throw new LtiRefusal(LTI_REFUSALS.quizGone, 404);
  const resourceLinkId = claims[LTI_CLAIMS.resourceLink]!.id;
  const ags = claims[LTI_CLAIMS.ags];
  const lineitem = ags?.lineitem && (ags.scope ?? []).includes(SCORE_SCOPE) ? ags.lineitem : null;
  const email = launchEmail(platform, claims);

  return db.transaction().execute(async (trx) => {
    let assignment = await trx
      .selectFrom('quiz_assignments')
      .select(['id', 'token'])
      .where('quiz_id', '=', quizId)
      .where('user_email', '=', email)
      .executeTakeFirst();
    if (!assignment?.token) {
      assignment = await trx
        .insertInto('quiz_assignments')
        .values({
          quiz_id: quizId,
          user_email: email,
          answers: '{}',
          token: newAssignmentToken(),
          class_id: null,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['quiz_id', 'user_email']).doUpdateSet({ token: newAssignmentToken() }),
        )
        .returning(['id', 'token'])
        .executeTakeFirstOrThrow();
    }
    // A link that now names another quiz: the earlier assignment keeps its result, the new one gets the grade.
    await trx
      .deleteFrom('lti_grade_links')
      .where('platform_id', '=', platform.id)
      .where('resource_link_id', '=', resourceLinkId)
      .where('sub', '=', claims.sub)
      .where('assignment_id', '!=', assignment.id)
      .execute();
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
    return assignment.token!;
  });
}
