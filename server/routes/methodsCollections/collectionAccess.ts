/**
 * The collection capability table (src/domain/methodsCollections/collectionCapabilities.ts) applied to a request:
 * a collection the caller may not see answers 404 exactly like a missing one (ADR 105); one they see but may not
 * take this action on (an editor deleting it, or choosing its editors) answers 403.
 */
import type { Kysely } from 'kysely';
import { verdictOf } from '../../../src/domain/access/capabilities';
import {
  collectionCapabilities,
  type CollectionAction,
} from '../../../src/domain/methodsCollections/collectionCapabilities';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import type { AuthUser } from '../../auth/guards';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { SERVER_MESSAGES } from '../../messages';
import { findCollectionFacts } from '../../repositories/methodsCollections/collections';

export async function requireCollectionAction(
  db: Kysely<Database>,
  caller: AuthUser,
  id: number,
  action: CollectionAction,
): Promise<void> {
  const facts = await findCollectionFacts(db, caller, id);
  const verdict = facts ? verdictOf(collectionCapabilities(caller, facts), action, 'view') : 'hidden';
  if (verdict === 'hidden') throw notFound(SERVER_MESSAGES.notFound);
  if (verdict === 'refused') throw forbidden(COLLECTION_MESSAGES.adminsOnly);
}
