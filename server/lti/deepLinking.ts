/**
 * Deep Linking (ADR 183): an instructor's LtiDeepLinkingRequest is kept for an hour while they pick one of their
 * quizzes in the console; the answer is an LtiDeepLinkingResponse signed with the tool's key, holding one
 * ltiResourceLink (custom quiz_id and the key of the choice recorded here, ADR 185; a line item out of the quiz's
 * points, ADR 373, and its dates, ADR 375), which the browser posts to the deep_link_return_url.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { DISTRIBUTED_KIND } from '../../src/domain/take/assignments';
import { questionsOf, scoreAttempt } from '../../src/domain/take/scoring';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { LtiPlatform } from '../db/ltiTables';
import { findPlatformById } from '../repositories/lti/ltiPlatforms';
import { buildSnapshotContent } from '../repositories/quiz/quizSnapshots';
import { LTI_CLAIMS, type LaunchClaims } from './launchVerify';
import { CHOICE_PARAM, newChoiceKey, recordChoice } from './ltiLinks';
import { LTI_REFUSALS, LtiRefusal } from './ltiRefusal';
import { TOOL_KEY_ALG, toolKey } from './toolKey';

export const DEEP_LINK_TTL_MS = 60 * 60_000;
const RESPONSE_TTL_S = 300;
const RESOURCE_LINK = 'ltiResourceLink';

export async function startDeepLink(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  userId: number,
  now: Date,
): Promise<string> {
  const settings = claims[LTI_CLAIMS.deepLinking]!;
  if (!settings.accept_types.includes(RESOURCE_LINK)) throw new LtiRefusal(LTI_REFUSALS.deepLinkType);
  if (
    !URL.canParse(settings.deep_link_return_url) ||
    !/^https?:$/.test(new URL(settings.deep_link_return_url).protocol)
  )
    throw new LtiRefusal(LTI_REFUSALS.claims('the deep link return URL is not an address'));
  const id = randomBytes(24).toString('base64url');
  await db.deleteFrom('lti_deep_links').where('expires_at', '<', now).execute();
  await db
    .insertInto('lti_deep_links')
    .values({
      id,
      platform_id: platform.id,
      user_id: userId,
      deployment_id: claims[LTI_CLAIMS.deploymentId],
      return_url: settings.deep_link_return_url,
      data: settings.data ?? null,
      expires_at: new Date(now.getTime() + DEEP_LINK_TTL_MS),
    })
    .execute();
  return id;
}

async function openRequest(db: Kysely<Database>, id: string, userId: number, now: Date) {
  const row = await db
    .selectFrom('lti_deep_links')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('response_jwt', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const platform = row && (await findPlatformById(db, row.platform_id));
  return row && platform ? { row, platform } : undefined;
}

function ownQuizzes(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('quizzes')
    .select(['id', 'title'])
    .where('owner_user_id', '=', userId)
    .where('kind', '=', DISTRIBUTED_KIND)
    .orderBy('title')
    .orderBy('id');
}

/** The platform and the caller's quizzes, or undefined when the request is not theirs, answered or expired. */
export async function deepLinkChoices(db: Kysely<Database>, id: string, userId: number, now: Date) {
  const open = await openRequest(db, id, userId, now);
  if (!open) return undefined;
  return { platform: open.platform.issuer, quizzes: await ownQuizzes(db, userId).limit(500).execute() };
}

/** Out of 100 where a quiz has no one total of points: none yet, or questions drawn per student from a bank. */
const PERCENT_MAXIMUM = 100;

/**
 * The line item's maximum (ADR 373): the quiz's points as they are now. Each score carries its own maximum too,
 * which a platform scales to the line item's when the quiz's points changed since.
 */
async function lineItemMaximum(db: Kysely<Database>, quizId: number): Promise<number> {
  const slots = await db
    .selectFrom('quiz_activities')
    .select('random_slots')
    .where('quiz_id', '=', quizId)
    .execute();
  if (slots.some((row) => row.random_slots.length > 0)) return PERCENT_MAXIMUM;
  const { maxPoints } = scoreAttempt(questionsOf(await buildSnapshotContent(db, quizId)), { answers: {} });
  return maxPoints > 0 ? maxPoints : PERCENT_MAXIMUM;
}

/**
 * The quiz's opening and deadline as the content item's submission window (ADR 375): the platform shows the due
 * date in its calendar and gradebook. A quiz without dates sends none.
 */
function submissionDates(quiz: { start_date: Date | null; end_date: Date | null }) {
  if (!quiz.start_date && !quiz.end_date) return {};
  return {
    submission: {
      ...(quiz.start_date ? { startDateTime: quiz.start_date.toISOString() } : {}),
      ...(quiz.end_date ? { endDateTime: quiz.end_date.toISOString() } : {}),
    },
  };
}

export type DeepLinkAnswer = 'answered' | 'gone' | 'notYours';

/** Signs the response for the chosen quiz and keeps it for the browser to post. */
export async function answerDeepLink(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'secretsKey'>,
  request: { id: string; userId: number; quizId: number; launchUrl: string },
  now: Date,
): Promise<DeepLinkAnswer> {
  const open = await openRequest(db, request.id, request.userId, now);
  if (!open) return 'gone';
  const quiz = await ownQuizzes(db, request.userId)
    .select(['start_date', 'end_date'])
    .where('id', '=', request.quizId)
    .executeTakeFirst();
  if (!quiz) return 'notYours';
  const key = await toolKey(db, config);
  const issuedAt = Math.floor(now.getTime() / 1000);
  // The choice is kept server-side with the answer; the link carries its key (the quiz id is for people to read).
  const choice = newChoiceKey();
  const item = {
    type: RESOURCE_LINK,
    title: quiz.title,
    url: request.launchUrl,
    custom: { quiz_id: String(quiz.id), [CHOICE_PARAM]: choice },
    lineItem: {
      scoreMaximum: await lineItemMaximum(db, quiz.id),
      label: quiz.title,
      resourceId: `quiz-${quiz.id}`,
      ...(quiz.end_date ? { endDateTime: quiz.end_date.toISOString() } : {}),
    },
    ...submissionDates(quiz),
  };
  const jwt = await new SignJWT({
    nonce: randomUUID(),
    [LTI_CLAIMS.messageType]: 'LtiDeepLinkingResponse',
    [LTI_CLAIMS.version]: '1.3.0',
    [LTI_CLAIMS.deploymentId]: open.row.deployment_id,
    [LTI_CLAIMS.contentItems]: [item],
    ...(open.row.data !== null ? { [LTI_CLAIMS.deepLinkData]: open.row.data } : {}),
  })
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(open.platform.client_id)
    .setAudience(open.platform.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RESPONSE_TTL_S)
    .sign(key.privateKey);
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('lti_deep_links')
      .set({ response_jwt: jwt })
      .where('id', '=', request.id)
      .where('response_jwt', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'gone';
    await recordChoice(
      trx,
      choice,
      {
        platformId: open.platform.id,
        deploymentId: open.row.deployment_id,
        quizId: quiz.id,
        chosenBy: request.userId,
      },
      now,
    );
    return 'answered';
  });
}

/** The signed response and where to post it, once. */
export async function takeDeepLinkResponse(db: Kysely<Database>, id: string, now: Date) {
  return db
    .updateTable('lti_deep_links')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('response_jwt', 'is not', null)
    .where('expires_at', '>', now)
    .returning(['return_url', 'response_jwt'])
    .executeTakeFirst();
}
