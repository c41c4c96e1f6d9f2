/**
 * Faculty Resources for their managers (ADR 317), area 'faculty-resources' (the super admin's): the list, one
 * resource, create, a save on the version it was made on (409 when stale), delete, and the file of a file resource,
 * checked as class documents are (size first, then the type found in its bytes; a refused file stores nothing).
 */
import multipart from '@fastify/multipart';
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dbId } from '../../../src/domain/shared/fields';
import {
  FACULTY_RESOURCE_PATHS,
  ResourceListRequestSchema,
  ResourceListResponseSchema,
  ResourceResponseSchema,
  ResourceSaveRequestSchema,
  ResourceUpdateRequestSchema,
} from '../../../src/api/facultyResources/facultyResourcesContract';
import { FACULTY_RESOURCE_MESSAGES } from '../../../src/domain/facultyResources/facultyResources';
import {
  CLASS_DOCUMENT_MAX_BYTES,
  CLASS_DOCUMENT_MESSAGES,
  classDocumentType,
} from '../../../src/domain/sponsors/uploads';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { isForeignKeyViolation } from '../../db/errors';
import { badRequest, notFound } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { staleVersion } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  createResource,
  deleteResource,
  findResource,
  listResources,
  setResourceFile,
  updateResource,
  type ResourceValues,
  type SaveOutcome,
} from '../../repositories/facultyResources/facultyResources';
import { extensionOfType } from '../../storage/storage';
import { checkPictureSize, receiveFile, refuseFile, removeStoredFile, storeFile } from '../../uploads';

const IdParams = z.object({ id: dbId });
const UPLOAD_DIR = 'documents/uploads/faculty-resources';

const valuesOf = (body: z.output<typeof ResourceSaveRequestSchema>): ResourceValues => ({
  ...body,
  url: body.kind === 'link' ? (body.url ?? null) : null,
});

export const facultyResourceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'faculty-resources');
  await app.register(multipart, { limits: { files: 1, fields: 4, fileSize: CLASS_DOCUMENT_MAX_BYTES } });

  const load = async (id: number) => {
    const resource = await findResource(deps.db, id);
    if (!resource) throw notFound(SERVER_MESSAGES.notFound);
    return resource;
  };

  /** A save's answer: the resource as stored, or the refusal (400 naming the field, 404, 409). */
  const answer = async (save: () => Promise<SaveOutcome>) => {
    let outcome: SaveOutcome;
    try {
      outcome = await save();
    } catch (error) {
      // A subject, article or institution removed between the check and the write.
      if (isForeignKeyViolation(error))
        throw badRequest(SERVER_MESSAGES.validationFailed, {
          articleIds: [FACULTY_RESOURCE_MESSAGES.articleNotOffered],
        });
      throw error;
    }
    if (outcome.kind === 'invalid') throw badRequest(SERVER_MESSAGES.validationFailed, outcome.errors);
    if (outcome.kind === 'refused') {
      if (outcome.outcome === 'missing') throw notFound(SERVER_MESSAGES.notFound);
      throw staleVersion('facultyResource', outcome.outcome === 'staleByYou');
    }
    await removeStoredFile(deps.storage, outcome.removedFile);
    return { content: await load(outcome.id) };
  };

  app.post(
    FACULTY_RESOURCE_PATHS.list,
    { onRequest: guard, schema: enveloped(ResourceListResponseSchema, { body: ResourceListRequestSchema }) },
    async ({ body }) => ({ content: await listResources(deps.db, body) }),
  );

  app.get(
    FACULTY_RESOURCE_PATHS.one(':id'),
    { onRequest: guard, schema: enveloped(ResourceResponseSchema, { params: IdParams }) },
    async ({ params }) => ({ content: await load(params.id) }),
  );

  app.post(
    FACULTY_RESOURCE_PATHS.create,
    { onRequest: guard, schema: enveloped(ResourceResponseSchema, { body: ResourceSaveRequestSchema }) },
    async (request) =>
      answer(() => createResource(deps.db, valuesOf(request.body), currentUser(request).id, deps.now())),
  );

  app.patch(
    FACULTY_RESOURCE_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: enveloped(ResourceResponseSchema, { params: IdParams, body: ResourceUpdateRequestSchema }),
    },
    async (request) => {
      const { params, body } = request;
      const values = { ...valuesOf(body), version: body.version };
      return answer(() => updateResource(deps.db, params.id, values, currentUser(request).id, deps.now()));
    },
  );

  app.delete(
    FACULTY_RESOURCE_PATHS.one(':id'),
    { onRequest: guard, schema: enveloped(z.object({ id: z.number() }), { params: IdParams }) },
    async ({ params }) => {
      const removed = await deleteResource(deps.db, params.id);
      if (!removed) throw notFound(SERVER_MESSAGES.notFound);
      await removeStoredFile(deps.storage, removed.file);
      return { content: { id: params.id } };
    },
  );

  app.post(
    FACULTY_RESOURCE_PATHS.upload(':id'),
    { onRequest: guard, schema: enveloped(ResourceResponseSchema, { params: IdParams }) },
    async (request) => {
      const { id } = request.params;
      const resource = await load(id);
      if (resource.kind !== 'file') throw badRequest(FACULTY_RESOURCE_MESSAGES.notAFile);
      // The class documents' checks: the size while it arrives, then the type its bytes show.
      const file = await receiveFile(request, CLASS_DOCUMENT_MAX_BYTES, CLASS_DOCUMENT_MESSAGES.size);
      const contentType = classDocumentType(file.fileName, file.bytes);
      if (!contentType) throw refuseFile(CLASS_DOCUMENT_MESSAGES.type);
      if (contentType.startsWith('image/')) checkPictureSize(file.bytes, CLASS_DOCUMENT_MESSAGES.type);
      const key = await storeFile(deps.storage, UPLOAD_DIR, extensionOfType(contentType), file.bytes);
      const stored = { key, name: file.fileName, contentType, size: file.bytes.length };
      const outcome = await setResourceFile(deps.db, id, stored, deps.now()).catch(async (error: unknown) => {
        await removeStoredFile(deps.storage, key);
        throw error;
      });
      if (typeof outcome === 'string') {
        // Deleted or made a link meanwhile: no row points at the file, so it does not stay.
        await removeStoredFile(deps.storage, key);
        if (outcome === 'missing') throw notFound(SERVER_MESSAGES.notFound);
        throw badRequest(FACULTY_RESOURCE_MESSAGES.notAFile);
      }
      await removeStoredFile(deps.storage, outcome.previous);
      return { content: await load(id) };
    },
  );
};
