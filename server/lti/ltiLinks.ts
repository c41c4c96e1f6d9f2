/**
 * What a resource link opens (ADR 185). Deep Linking records its choice server-side (platform, deployment, quiz)
 * under a random key that the link carries in its custom parameters (`choice`); the first launch of the link with
 * that key binds the link — (platform, deployment, resource link id) — to the choice. A launch opens the quiz of the
 * choice its key names when that choice was made for the launch's own platform and deployment, else the quiz its
 * link is bound to; a quiz id in the custom parameters is never enough, so a link that names a quiz no choice gave
 * it is refused.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { LtiPlatform } from '../db/ltiTables';
import { hashToken, newSecureToken } from '../auth/secureTokens';
import { LTI_CLAIMS, type LaunchClaims } from './launchVerify';
import { LTI_REFUSALS, LtiRefusal } from './ltiRefusal';

/** The custom parameter of a link made by Deep Linking that names its choice. */
export const CHOICE_PARAM = 'choice';
const KEY = /^[\w-]{43}$/;

export interface LinkChoice {
  readonly platformId: number;
  readonly deploymentId: string;
  readonly quizId: number;
  readonly chosenBy: number;
}

/** The key of a new choice: 32 random bytes, base64url. */
export const newChoiceKey = newSecureToken;

/** Records a Deep Linking choice; its key goes into the link's custom parameters, only the key's hash is kept. */
export async function recordChoice(
  db: Kysely<Database>,
  key: string,
  choice: LinkChoice,
  now: Date,
): Promise<void> {
  await db
    .insertInto('lti_link_choices')
    .values({
      key_hash: hashToken(key),
      platform_id: choice.platformId,
      deployment_id: choice.deploymentId,
      quiz_id: choice.quizId,
      chosen_by: choice.chosenBy,
      created_at: now,
    })
    .execute();
}

function customOf(claims: LaunchClaims, name: string): string | undefined {
  const value = claims[LTI_CLAIMS.custom]?.[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}

/**
 * Binds the launched link to the choice its key names, when that choice was made for this platform and deployment
 * (a later choice for the same link moves it: the instructor chose again). Returns the choice's quiz, if any.
 */
export async function bindLaunchedLink(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  now: Date,
): Promise<number | undefined> {
  const key = customOf(claims, CHOICE_PARAM);
  const link = claims[LTI_CLAIMS.resourceLink];
  if (!key || !KEY.test(key) || !link) return undefined;
  const deploymentId = claims[LTI_CLAIMS.deploymentId];
  const choice = await db
    .selectFrom('lti_link_choices')
    .select(['key_hash', 'quiz_id'])
    .where('key_hash', '=', hashToken(key))
    .where('platform_id', '=', platform.id)
    .where('deployment_id', '=', deploymentId)
    .executeTakeFirst();
  if (!choice) return undefined;
  await db
    .insertInto('lti_resource_links')
    .values({
      platform_id: platform.id,
      deployment_id: deploymentId,
      resource_link_id: link.id,
      choice_hash: choice.key_hash,
      bound_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['platform_id', 'deployment_id', 'resource_link_id'])
        .doUpdateSet({ choice_hash: choice.key_hash }),
    )
    .execute();
  return choice.quiz_id;
}

/** The quiz the launched resource link is bound to, if any. */
async function boundQuiz(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
): Promise<number | undefined> {
  const link = claims[LTI_CLAIMS.resourceLink];
  if (!link) return undefined;
  const bound = await db
    .selectFrom('lti_resource_links as r')
    .innerJoin('lti_link_choices as c', 'c.key_hash', 'r.choice_hash')
    .select('c.quiz_id')
    .where('r.platform_id', '=', platform.id)
    .where('r.deployment_id', '=', claims[LTI_CLAIMS.deploymentId])
    .where('r.resource_link_id', '=', link.id)
    .executeTakeFirst();
  return bound?.quiz_id;
}

/**
 * The quiz an instructor's launch of a resource link opens in the console: the link's quiz when the instructor
 * owns it (a live quiz); 'another' when the link opens a quiz of another instructor (a co-teacher's launch, ADR
 * 272); else none (the LTI page).
 */
export async function instructorLinkQuiz(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  userId: number,
  now: Date,
): Promise<number | 'another' | undefined> {
  const quizId =
    (await bindLaunchedLink(db, platform, claims, now)) ?? (await boundQuiz(db, platform, claims));
  if (quizId === undefined) return undefined;
  const owned = await db
    .selectFrom('quizzes')
    .select('id')
    .where('id', '=', quizId)
    .where('owner_user_id', '=', userId)
    .executeTakeFirst();
  return owned?.id ?? 'another';
}

/** The quiz a learner's launch of a resource link opens, or a refusal. */
export async function linkedQuiz(
  db: Kysely<Database>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  now: Date,
): Promise<number> {
  const chosen = await bindLaunchedLink(db, platform, claims, now);
  if (chosen !== undefined) return chosen;
  const bound = await boundQuiz(db, platform, claims);
  if (bound !== undefined) return bound;
  if (customOf(claims, CHOICE_PARAM) !== undefined || customOf(claims, 'quiz_id') !== undefined)
    throw new LtiRefusal(LTI_REFUSALS.quizNotChosen, 403);
  throw new LtiRefusal(LTI_REFUSALS.noQuiz, 404);
}
