/**
 * Who may do what with one class, its students, its quizzes and playlists and its documents (ADR 117), on the shape
 * of capabilities.ts. The owner and the full admins may do everything; an instructor the class is shared with
 * works in it like the owner but may not delete it or change whom it is shared with; anyone else may not even
 * learn that it exists (a 404, ADR 105).
 */
import { isFullAdmin, type Caller, type Capabilities } from '../access/capabilities';

export const CLASS_ACTIONS = [
  /** Read the class, its students, quizzes, playlists and documents. */
  'view',
  /** Change its fields, publish it, invite students, copy it. */
  'edit',
  /** Add and remove quizzes and playlists, set their dates; upload, rename, replace, share, delete and restore documents. */
  'manageContent',
  /** Remind the class's students who have not submitted a quiz of it (ADR 217), whoever owns the quiz. */
  'remind',
  /** Change the instructors it is shared with. */
  'share',
  'delete',
] as const;
export type ClassAction = (typeof CLASS_ACTIONS)[number];

/** The facts of one class the table reads. */
export interface ClassFacts {
  readonly ownerId: number | null;
  /** Ids of the instructors the class is shared with. */
  readonly sharedWith: readonly number[];
}

const EVERYTHING: Capabilities<ClassAction> = new Set(CLASS_ACTIONS);
const SHARED: Capabilities<ClassAction> = new Set<ClassAction>(['view', 'edit', 'manageContent', 'remind']);
const NOTHING: Capabilities<ClassAction> = new Set<ClassAction>();

export type ClassRelation = 'owner' | 'shared' | 'admin' | 'none';

/** How the caller stands to the class: its owner, an instructor it is shared with, a full admin, or a stranger. */
export function classRelation(caller: Caller, facts: ClassFacts): ClassRelation {
  if (facts.ownerId === caller.id) return 'owner';
  if (isFullAdmin(caller.roles)) return 'admin';
  return facts.sharedWith.includes(caller.id) ? 'shared' : 'none';
}

export function classCapabilities(caller: Caller, facts: ClassFacts): Capabilities<ClassAction> {
  switch (classRelation(caller, facts)) {
    case 'owner':
    case 'admin':
      return EVERYTHING;
    case 'shared':
      return SHARED;
    case 'none':
      return NOTHING;
  }
}
