/**
 * Methods Collections (ADR 316): the list, create, read, versioned update and delete, the cover, the editors and the
 * accounts that may become one, beside ADR 265's editor route which this plugin registers too. Callers of the
 * Methods Collections area (full admins) or the Publish area (the desk's editors) get past the guard; the capability
 * table of src/domain/methodsCollections/collectionCapabilities.ts decides per collection, and a collection the
 * caller may not see answers 404 exactly like a missing one (ADR 105).
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLECTION_PATHS,
  CollectionCreateRequestSchema,
  CollectionIdParamsSchema,
  CollectionListRequestSchema,
  CollectionListResponseSchema,
  CollectionSchema,
  CollectionUpdateRequestSchema,
} from '../../../src/api/methodsCollections/collectionsContract';
import { areaRoute } from '../../../src/domain/access/routeAccess';
import {
  mayCreateCollection,
  type CollectionAction,
} from '../../../src/domain/methodsCollections/collectionCapabilities';
import { COVER_MAX_BYTES, coverTypeOf } from '../../../src/domain/methodsCollections/collectionCover';
import { COLLECTION_MESSAGES } from '../../../src/domain/methodsCollections/collections';
import type { AppDeps } from '../../appDeps';
import { currentUser, guardFor } from '../../auth/guards';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { named } from '../../http/pluginName';
import { enveloped } from '../../http/routeSchema';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  createCollection,
  deleteCollection,
  setCollectionCover,
  updateCollection,
  type NotOffered,
} from '../../repositories/methodsCollections/collectionWrites';
import { findCollection, listCollections } from '../../repositories/methodsCollections/collections';
import { checkPictureSize, receiveFile, refuseFile, removeStoredFile, storeFile } from '../../uploads';
import { requireCollectionAction } from './collectionAccess';
import { collectionEditorRoutes } from './collectionEditorRoutes';
import { collectionEditorsPanelRoutes } from './collectionEditorsPanelRoutes';

const COVER_DIR = 'media/uploads/collections';

/** A save naming videos the library does not offer: 400 on `articleIds`, nothing stored. */
function refuseNotOffered(outcome: NotOffered): never {
  const message = COLLECTION_MESSAGES.notOffered;
  throw badRequest(`${message} (${outcome.notOffered.join(', ')})`, { articleIds: [message] });
}

const isNotOffered = (outcome: unknown): outcome is NotOffered =>
  typeof outcome === 'object' && outcome !== null && 'notOffered' in outcome;

export const collectionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = guardFor(deps, areaRoute('methods-collections', 'publish'));
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: COVER_MAX_BYTES } });
  await app.register(named(collectionEditorRoutes), deps);
  await app.register(named(collectionEditorsPanelRoutes), deps);

  /** Passes when the caller may take `action`; 404 for a missing or hidden collection, 403 for a seen one. */
  const authorize = (request: FastifyRequest, id: number, action: CollectionAction) =>
    requireCollectionAction(deps.db, currentUser(request), id, action);

  const load = async (request: FastifyRequest, id: number) => {
    const collection = await findCollection(deps.db, currentUser(request), id);
    if (!collection) throw notFound(SERVER_MESSAGES.notFound);
    return collection;
  };

  app.post(
    COLLECTION_PATHS.list,
    {
      onRequest: guard,
      schema: enveloped(CollectionListResponseSchema, { body: CollectionListRequestSchema }),
    },
    async (request) => ({ content: await listCollections(deps.db, currentUser(request), request.body) }),
  );

  app.post(
    COLLECTION_PATHS.create,
    { onRequest: guard, schema: enveloped(CollectionSchema, { body: CollectionCreateRequestSchema }) },
    async (request) => {
      const caller = currentUser(request);
      if (!mayCreateCollection(caller)) throw forbidden(COLLECTION_MESSAGES.adminsOnly);
      const outcome = await createCollection(deps.db, request.body, deps.now(), caller.id);
      if (isNotOffered(outcome)) refuseNotOffered(outcome);
      return { content: await load(request, outcome.id) };
    },
  );

  app.get(
    COLLECTION_PATHS.one(':id'),
    { onRequest: guard, schema: enveloped(CollectionSchema, { params: CollectionIdParamsSchema }) },
    async (request) => {
      await authorize(request, request.params.id, 'view');
      return { content: await load(request, request.params.id) };
    },
  );

  app.patch(
    COLLECTION_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: enveloped(CollectionSchema, {
        params: CollectionIdParamsSchema,
        body: CollectionUpdateRequestSchema,
      }),
    },
    async (request) => {
      const { id } = request.params;
      await authorize(request, id, 'edit');
      // Publishing and reordering are actions of their own in the table: asked only when the save makes them.
      const current = await load(request, id);
      const order = current.articles
        .map((article) => article.id)
        .filter((a) => request.body.articleIds.includes(a));
      const kept = request.body.articleIds.filter((a) => order.includes(a));
      if (order.join() !== kept.join()) await authorize(request, id, 'reorder');
      if (current.published !== request.body.published) await authorize(request, id, 'publish');
      const caller = currentUser(request);
      const outcome = await updateCollection(deps.db, id, request.body, deps.now(), caller.id);
      if (isNotOffered(outcome)) refuseNotOffered(outcome);
      requireUpdated(outcome, 'collection');
      return { content: await load(request, id) };
    },
  );

  app.delete(
    COLLECTION_PATHS.one(':id'),
    { onRequest: guard, schema: { params: CollectionIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      await authorize(request, id, 'delete');
      const removed = await deleteCollection(deps.db, id);
      if (!removed) throw notFound(SERVER_MESSAGES.notFound);
      await removeStoredFile(deps.storage, removed.cover);
      return { content: { id } };
    },
  );

  app.post(
    COLLECTION_PATHS.cover(':id'),
    { onRequest: guard, schema: enveloped(CollectionSchema, { params: CollectionIdParamsSchema }) },
    async (request) => {
      const { id } = request.params;
      await authorize(request, id, 'edit');
      // The size is checked while the file arrives, its content before anything is stored.
      const file = await receiveFile(request, COVER_MAX_BYTES, COLLECTION_MESSAGES.coverSize);
      const type = coverTypeOf(file.bytes);
      if (!type) throw refuseFile(COLLECTION_MESSAGES.coverType);
      checkPictureSize(file.bytes, COLLECTION_MESSAGES.coverType);
      const key = await storeFile(deps.storage, COVER_DIR, type, file.bytes);
      const replaced = await setCollectionCover(deps.db, id, key, deps.now());
      if (!replaced) {
        await removeStoredFile(deps.storage, key);
        throw notFound(SERVER_MESSAGES.notFound);
      }
      await removeStoredFile(deps.storage, replaced.previous);
      return { content: await load(request, id) };
    },
  );

  app.delete(
    COLLECTION_PATHS.cover(':id'),
    { onRequest: guard, schema: enveloped(CollectionSchema, { params: CollectionIdParamsSchema }) },
    async (request) => {
      const { id } = request.params;
      await authorize(request, id, 'edit');
      const replaced = await setCollectionCover(deps.db, id, null, deps.now());
      if (!replaced) throw notFound(SERVER_MESSAGES.notFound);
      await removeStoredFile(deps.storage, replaced.previous);
      return { content: await load(request, id) };
    },
  );
};
