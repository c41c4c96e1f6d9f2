/**
 * The class capability table (src/domain/classes/classCapabilities.ts) applied to a request: a class the caller may not
 * view answers 404 exactly like a missing one (ADR 105); one they may view but not change this way answers 403. A
 * route that lists classes filters with `classScope`, the same table written out as SQL (ADR 192).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { verdictOf } from '../../src/domain/access/capabilities';
import {
  classCapabilities,
  type ClassAction,
  type ClassFacts,
} from '../../src/domain/classes/classCapabilities';
import type { Database } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { classFacts } from '../repositories/classes/classes';
import { scopeOf } from './capabilityScope';
import type { AuthUser } from './guards';

export const CLASS_ACCESS_MESSAGES = {
  refused: 'Only the owner of this class may do this.',
} as const;

export async function requireClassAction(
  db: Kysely<Database>,
  caller: AuthUser,
  classId: number,
  action: ClassAction,
): Promise<ClassFacts> {
  const facts = await classFacts(db, classId);
  const verdict = facts ? verdictOf(classCapabilities(caller, facts), action, 'view') : 'hidden';
  if (verdict === 'hidden') throw notFound(SERVER_MESSAGES.notFound);
  if (verdict === 'refused') throw forbidden(CLASS_ACCESS_MESSAGES.refused);
  return facts!;
}

/** Every class of the list must allow the action, or the whole request fails as for the first that does not. */
export async function requireClassesAction(
  db: Kysely<Database>,
  caller: AuthUser,
  classIds: readonly number[],
  action: ClassAction,
): Promise<void> {
  for (const id of new Set(classIds)) await requireClassAction(db, caller, id, action);
}

/**
 * The classes the caller may take `action` on, as a condition over `classes as c`: the class capability table asked
 * about a class the caller owns or not, shared with them or not, written out as SQL (see capabilityScope.ts).
 */
export function classScope(caller: Pick<AuthUser, 'id' | 'roles'>, action: ClassAction): RawBuilder<SqlBool> {
  const shared = sql<SqlBool>`exists (select 1 from class_shares s where s.class_id = c.id and s.user_id = ${caller.id})`;
  const facts = {
    ownedByCaller: {
      holds: sql<SqlBool>`c.owner_user_id = ${caller.id}`,
      fails: sql<SqlBool>`c.owner_user_id is distinct from ${caller.id}`,
    },
    sharedWithCaller: { holds: shared, fails: sql<SqlBool>`not ${shared}` },
  };
  return scopeOf(facts, ({ ownedByCaller, sharedWithCaller }) =>
    classCapabilities(caller, {
      ownerId: ownedByCaller ? caller.id : null,
      sharedWith: sharedWithCaller ? [caller.id] : [],
    }).has(action),
  ).sql;
}
