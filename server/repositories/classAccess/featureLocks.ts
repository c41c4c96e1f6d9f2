/**
 * What grants decide on the server (ADR 345): a feature's routes ask `requireFeature`, which refuses a caller whose
 * institution holds grants but none current for the feature, with the same reason the console shows.
 */
import type { Kysely } from 'kysely';
import {
  FEATURES,
  featureLock,
  featureLockMessage,
  type Feature,
  type FeatureLock,
} from '../../../src/domain/classAccess/classAccess';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { heldGrantsOfUser } from './grants';

/** The caller's locked features now; none without an institution or with no grant at all. */
export async function featureLocksOf(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<FeatureLock[]> {
  const grants = await heldGrantsOfUser(db, userId);
  return FEATURES.map((feature) => featureLock(grants, feature, now)).filter(
    (lock): lock is FeatureLock => lock !== null,
  );
}

/** Refuses (403, naming the product and since when) when the caller's grants lock the feature. */
export async function requireFeature(
  db: Kysely<Database>,
  userId: number,
  feature: Feature,
  now: Date,
): Promise<void> {
  const lock = (await featureLocksOf(db, userId, now)).find((one) => one.feature === feature);
  if (!lock) return;
  const message = featureLockMessage(lock);
  throw new HttpError(403, message, { feature: [message] });
}
