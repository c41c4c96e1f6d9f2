/**
 * PATCH /api/admin/collections/{id}/editor/{userId} (SPEC section 7; what it serves is ADR 265's): makes a console
 * user an editor of a Methods Collection, or takes it away. Full admins (the Methods Collections area) only; the
 * collection screen's editors panel sends it (ADR 316).
 */
import * as z from 'zod';
import { dbId } from '../../domain/shared/fields';

export const COLLECTION_EDITOR_ROUTE = '/api/admin/collections/:id/editor/:userId';
export const collectionEditorPath = (collectionId: number, userId: number) =>
  COLLECTION_EDITOR_ROUTE.replace(':id', String(collectionId)).replace(':userId', String(userId));

export const CollectionEditorParamsSchema = z.object({ id: dbId, userId: dbId });

export const CollectionEditorRequestSchema = z.object({ canEdit: z.boolean() }).strict();
export type CollectionEditorRequest = z.infer<typeof CollectionEditorRequestSchema>;

export const CollectionEditorSchema = z.object({
  collectionId: z.number().int(),
  userId: z.number().int(),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type CollectionEditor = z.infer<typeof CollectionEditorSchema>;
