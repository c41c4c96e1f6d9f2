/**
 * The collection screen's editors panel (ADR 316): who holds the editor right on a collection now, and the search
 * for accounts that may get it (the publishing desk's). Both are the full admins' (`manageEditors`); the right
 * itself is set by ADR 265's PATCH route.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLECTION_PATHS,
  CollectionEditorsResponseSchema,
  CollectionIdParamsSchema,
  EditorCandidatesRequestSchema,
  EditorCandidatesResponseSchema,
} from '../../../src/api/methodsCollections/collectionsContract';
import { areaRoute } from '../../../src/domain/access/routeAccess';
import { EDITOR_CANDIDATE_PAGE_SIZE } from '../../../src/domain/methodsCollections/collections';
import type { AppDeps } from '../../appDeps';
import { currentUser, guardFor } from '../../auth/guards';
import { enveloped } from '../../http/routeSchema';
import {
  listCollectionEditors,
  listEditorCandidates,
} from '../../repositories/methodsCollections/collectionEditors';
import { requireCollectionAction } from './collectionAccess';

export const collectionEditorsPanelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = guardFor(deps, areaRoute('methods-collections', 'publish'));

  /** 404 for a missing or hidden collection; 403 for an editor of it, who sees it but does not choose editors. */
  const authorize = (request: FastifyRequest, id: number) =>
    requireCollectionAction(deps.db, currentUser(request), id, 'manageEditors');

  app.get(
    COLLECTION_PATHS.editors(':id'),
    {
      onRequest: guard,
      schema: enveloped(CollectionEditorsResponseSchema, { params: CollectionIdParamsSchema }),
    },
    async (request) => {
      await authorize(request, request.params.id);
      return { content: await listCollectionEditors(deps.db, request.params.id) };
    },
  );

  app.post(
    COLLECTION_PATHS.candidates(':id'),
    {
      onRequest: guard,
      schema: enveloped(EditorCandidatesResponseSchema, {
        params: CollectionIdParamsSchema,
        body: EditorCandidatesRequestSchema,
      }),
    },
    async (request) => {
      await authorize(request, request.params.id);
      const { navigation } = request.body;
      const body = {
        ...request.body,
        navigation: { ...navigation, itemsOnPage: EDITOR_CANDIDATE_PAGE_SIZE },
      };
      return { content: await listEditorCandidates(deps.db, request.params.id, body) };
    },
  );
};
