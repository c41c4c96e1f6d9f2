/**
 * Optimistic concurrency for the console's editable records (ADR 109): every read carries the record's version,
 * every update names the version it was made on, and a save made on an older version is refused with 409 and one
 * of these messages, leaving what is stored untouched.
 */
import * as z from 'zod';
import { DB_INT_MAX } from './fields';

/** The version a read answered and an update sends back: 1 when created, one more on every update. */
export const RecordVersionSchema = z.number().int().positive().max(DB_INT_MAX);

/** The field of the 409's `errors` that marks a stale save (a 409 for a taken key has none). */
export const STALE_VERSION_FIELD = 'version';

export const STALE_MESSAGES = {
  sponsor: 'This sponsor was changed by someone else. Reload it or keep your changes.',
  translationGroup: 'This translation group was changed by someone else. Reload it or keep your changes.',
  translation: 'This translation was changed by someone else. Reload it or keep your changes.',
  banner: 'The banner was changed by someone else. Reload it or keep your changes.',
  playlist: 'This playlist was changed by someone else. Reload it or keep your changes.',
  institution: 'This institution was changed by someone else. Reload it or keep your changes.',
  identityProvider: 'This identity provider was changed by someone else. Reload it or keep your changes.',
  ltiPlatform: 'This platform registration was changed by someone else. Reload it or keep your changes.',
  classDocument: 'This document was changed by someone else. Reload it or keep your changes.',
  classShares: "This class's share list was changed by someone else. Reload it or keep your changes.",
  featureFlag: 'This feature flag was changed by someone else. Reload it or keep your changes.',
  user: 'This account was changed by someone else. Reload the list and try again.',
  collection: 'This collection was changed by someone else. Reload it or keep your changes.',
  facultyResource: 'This resource was changed by someone else. Reload it or keep your changes.',
  article: 'This article was changed by someone else. Reload it or keep your changes.',
  moengageSettings: 'The MoEngage settings were changed by someone else. Reload them or keep your changes.',
  product: 'This product was changed by someone else. Reload it or keep your changes.',
  grant: 'This grant was changed by someone else. Reload it and try again.',
  hubLabel: 'This hub label was changed by someone else. Reload it and try again.',
  hubAccess: 'This access was changed by someone else. Reload it and try again.',
  grading: "This attempt's grades were changed by someone else. Reload them or keep your changes.",
  bankQuestion: 'This question was changed by someone else. Reload it or keep your changes.',
} as const;
export type VersionedRecord = keyof typeof STALE_MESSAGES;

/**
 * A save refused as made on an older version: 'staleByYou' when the current version was saved by the caller's own
 * account (in another tab or on another device), 'stale' when by another account or by nobody known (ADR 300).
 */
export type StaleOutcome = 'stale' | 'staleByYou';

/** What a versioned update did: saved, refused as made on an older version, or no such record. */
export type VersionedUpdate = 'updated' | StaleOutcome | 'missing';

export const isStaleOutcome = (outcome: unknown): outcome is StaleOutcome =>
  outcome === 'stale' || outcome === 'staleByYou';

/** The refusal of a save made on an older version, given who saved the current one and who is saving now. */
export const staleOutcome = (savedBy: number | null | undefined, caller: number): StaleOutcome =>
  savedBy === caller ? 'staleByYou' : 'stale';
