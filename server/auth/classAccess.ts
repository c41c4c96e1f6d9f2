/**
 * The class capability table (src/domain/classes/classCapabilities.ts) applied to a request: a class the caller may not
 * view answers 404 exactly like a missing one (ADR 105); one they may view but not change this way answers 403.
 */
import type { Kysely } from 'kysely';
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
