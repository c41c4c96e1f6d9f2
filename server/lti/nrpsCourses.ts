/**
 * The course an instructor launches from (ADR 385). A launch by an instructor that carries the Names and Role
 * Provisioning Services claim ties the platform's context (platform, deployment, context id) to a console class: the
 * first such launch makes a class for the course, owned by that instructor and named after the course; later
 * launches keep the memberships URL they name. The class's page then offers to fill its roster from the platform.
 */
import type { AppDeps } from '../appDeps';
import type { User } from '../db/authTables';
import type { LtiPlatform } from '../db/ltiTables';
import { areaRoute, mayCall } from '../../src/domain/access/routeAccess';
import { ClassFormSchema } from '../../src/domain/classes/classes';
import { TEXT_MAX } from '../../src/domain/shared/fields';
import { createClass, deleteClass } from '../repositories/classes/classes';
import { listFlags } from '../repositories/featureFlags/featureFlags';
import { LTI_CLAIMS, type LaunchClaims } from './launchVerify';

/** The class's title: the course's, or "Course <id>" when the platform names it too briefly. */
function classTitle(context: { id: string; title?: string | undefined }) {
  const named = ClassFormSchema.safeParse({ title: context.title ?? '' });
  return named.success
    ? named.data
    : ClassFormSchema.parse({ title: `Course ${context.id}`.slice(0, TEXT_MAX.title) });
}

/**
 * Remembers the course of an instructor's launch that names its roster service; returns the class tied to it, or
 * undefined when the launch names no course or roster service, or the instructor may not use Classes.
 */
export async function rememberCourse(
  deps: Pick<AppDeps, 'db' | 'now'>,
  platform: LtiPlatform,
  claims: LaunchClaims,
  user: User,
): Promise<number | undefined> {
  const context = claims[LTI_CLAIMS.context];
  const service = claims[LTI_CLAIMS.nrps];
  if (!context || !service) return undefined;
  const now = deps.now();
  const deploymentId = claims[LTI_CLAIMS.deploymentId];
  const known = await deps.db
    .updateTable('lti_contexts')
    .set({ memberships_url: service.context_memberships_url, launched_at: now })
    .where('platform_id', '=', platform.id)
    .where('deployment_id', '=', deploymentId)
    .where('context_id', '=', context.id)
    .returning('class_id')
    .executeTakeFirst();
  if (known) return known.class_id;
  if (!mayCall(areaRoute('classes'), user.roles, await listFlags(deps.db))) return undefined;
  const classId = await createClass(deps.db, user.id, classTitle(context), now);
  const tied = await deps.db
    .insertInto('lti_contexts')
    .values({
      platform_id: platform.id,
      deployment_id: deploymentId,
      context_id: context.id,
      class_id: classId,
      memberships_url: service.context_memberships_url,
      launched_at: now,
    })
    .onConflict((oc) => oc.columns(['platform_id', 'deployment_id', 'context_id']).doNothing())
    .returning('class_id')
    .executeTakeFirst();
  if (tied) return tied.class_id;
  // Another launch of the course made its class meanwhile: the one made here, still empty, goes.
  await deleteClass(deps.db, classId);
  return (
    await deps.db
      .selectFrom('lti_contexts')
      .select('class_id')
      .where('platform_id', '=', platform.id)
      .where('deployment_id', '=', deploymentId)
      .where('context_id', '=', context.id)
      .executeTakeFirst()
  )?.class_id;
}
