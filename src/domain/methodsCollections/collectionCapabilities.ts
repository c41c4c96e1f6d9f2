/**
 * Who may do what with one Methods Collection (ADR 316), on the shape of src/domain/access/capabilities.ts. A full
 * admin may do everything; an account given the editor right on the collection (ADR 265) may view, edit, reorder
 * and publish or unpublish it, not delete it nor choose its editors; anyone else may do nothing, and the server
 * answers them 404 exactly as for a missing id (ADR 105). Only full admins create collections.
 */
import { isFullAdmin, type Caller, type Capabilities } from '../access/capabilities';

export const COLLECTION_ACTIONS = ['view', 'edit', 'reorder', 'publish', 'delete', 'manageEditors'] as const;
export type CollectionAction = (typeof COLLECTION_ACTIONS)[number];

/** The facts of one collection the rule reads. */
export interface CollectionFacts {
  /** The caller holds the editor right on this collection (`can_edit` of ADR 265's row). */
  readonly editedByCaller: boolean;
}

const ALL: Capabilities<CollectionAction> = new Set(COLLECTION_ACTIONS);
const EDITOR: Capabilities<CollectionAction> = new Set<CollectionAction>([
  'view',
  'edit',
  'reorder',
  'publish',
]);
const NONE: Capabilities<CollectionAction> = new Set();

export function collectionCapabilities(
  caller: Pick<Caller, 'roles'>,
  collection: CollectionFacts,
): Capabilities<CollectionAction> {
  if (isFullAdmin(caller.roles)) return ALL;
  return collection.editedByCaller ? EDITOR : NONE;
}

/** A new collection has no editors yet: only the full admins create them. */
export const mayCreateCollection = (caller: Pick<Caller, 'roles'>): boolean => isFullAdmin(caller.roles);
