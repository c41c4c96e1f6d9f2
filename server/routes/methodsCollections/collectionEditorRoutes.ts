/**
 * PATCH /api/admin/collections/{id}/editor/{userId} (ADR 265): one user's editor right on one Methods Collection,
 * set by a full admin (the Methods Collections area's guard). An unknown collection or user is 404; two writes at
 * once take turns on the row (an upsert), the later one wins. The collection routes register it (ADR 316).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLECTION_EDITOR_ROUTE,
  CollectionEditorParamsSchema,
  CollectionEditorRequestSchema,
  CollectionEditorSchema,
} from '../../../src/api/methodsCollections/collectionEditorsContract';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';

export const collectionEditorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.patch(
    COLLECTION_EDITOR_ROUTE,
    {
      onRequest: requireArea(deps, 'methods-collections'),
      schema: enveloped(CollectionEditorSchema, {
        params: CollectionEditorParamsSchema,
        body: CollectionEditorRequestSchema,
      }),
    },
    async (request) => {
      const caller = currentUser(request);
      const { id, userId } = request.params;
      const now = deps.now();
      const row = await deps.db.transaction().execute(async (trx) => {
        const collection = await trx
          .selectFrom('method_collections')
          .select('id')
          .where('id', '=', id)
          .forShare()
          .executeTakeFirst();
        if (!collection) throw notFound(COLLECTION_MESSAGES.noCollection);
        const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
        if (!user) throw notFound(COLLECTION_MESSAGES.noUser);
        return trx
          .insertInto('method_collection_editors')
          .values({
            collection_id: id,
            user_id: userId,
            can_edit: request.body.canEdit,
            updated_at: now,
            updated_by: caller.id,
          })
          .onConflict((oc) =>
            oc.columns(['collection_id', 'user_id']).doUpdateSet((eb) => ({
              can_edit: eb.ref('excluded.can_edit'),
              updated_at: eb.ref('excluded.updated_at'),
              updated_by: eb.ref('excluded.updated_by'),
            })),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return {
        content: {
          collectionId: row.collection_id,
          userId: row.user_id,
          canEdit: row.can_edit,
          updatedAt: new Date(row.updated_at).toISOString(),
        },
      };
    },
  );
};
