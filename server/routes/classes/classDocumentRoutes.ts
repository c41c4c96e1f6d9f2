/**
 * Class documents (SPEC section 7 "Class" → Documents), area 'classes': list (or the soft-deleted ones), upload,
 * rename and share, replace, soft or hard delete, restore. Only those the class capability table lets view the
 * class reach its documents (ADR 117); others get a 404. The file endpoint also accepts a short-lived token in its
 * query, so an <iframe>, an <img> or the external office viewer can load it without a bearer header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import * as z from 'zod';
import { dbId, text, TEXT_MAX } from '../../../src/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ClassAction } from '../../../src/domain/classes/classCapabilities';
import {
  CLASS_DOCUMENT_PATHS,
  ClassDocumentDeleteQuerySchema,
  ClassDocumentListQuerySchema,
  ClassDocumentListResponseSchema,
  ClassDocumentUpdateSchema,
  ClassDocumentSchema,
  ClassDocumentTokenResponseSchema,
} from '../../../src/api/classes/classDocumentsContract';
import { envelope } from '../../../src/api/shared/envelope';
import {
  CLASS_DOCUMENT_MAX_BYTES,
  CLASS_DOCUMENT_MESSAGES,
  classDocumentType,
} from '../../../src/domain/sponsors/uploads';
import type { AppDeps } from '../../appDeps';
import { requireClassAction } from '../../auth/classAccess';
import { currentUser, requireArea, withAccess } from '../../auth/guards';
import { areaRoute } from '../../../src/domain/access/routeAccess';
import { isForeignKeyViolation } from '../../db/errors';
import { notFound } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  deleteClassDocument,
  findClassDocument,
  insertClassDocument,
  listClassDocuments,
  listDeletedClassDocuments,
  replaceClassDocumentFile,
  restoreClassDocument,
  toClassDocument,
  updateClassDocument,
} from '../../repositories/classes/classDocuments';
import { sendStoredFile } from '../../http/storedFileReply';
import { extensionOfType } from '../../storage/storage';
import { checkPictureSize, receiveFile, refuseFile, removeStoredFile, storeFile } from '../../uploads';
import { enveloped } from '../../http/routeSchema';

const ClassParams = z.object({ id: dbId });
const DocumentParams = ClassParams.extend({ docId: dbId });
const FileQuery = z.object({
  token: text(TEXT_MAX.token).optional(),
  download: z.enum(['0', '1']).optional(),
});
const TOKEN_TTL_MS = 10 * 60 * 1000;

function sign(secret: string, classId: number, documentId: number, expires: number): string {
  return createHmac('sha256', secret)
    .update(`class-document:${classId}:${documentId}:${expires}`)
    .digest('base64url');
}

export function documentToken(secret: string, classId: number, documentId: number, now: Date) {
  const expires = now.getTime() + TOKEN_TTL_MS;
  return { token: `${expires}.${sign(secret, classId, documentId, expires)}`, expiresAt: new Date(expires) };
}

export function isValidDocumentToken(
  secret: string,
  classId: number,
  documentId: number,
  token: string,
  now: Date,
): boolean {
  const [expiresText, signature] = token.split('.');
  const expires = Number(expiresText);
  if (!signature || !Number.isFinite(expires) || expires < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, classId, documentId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const classDocumentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'classes');
  await app.register(multipart, { limits: { files: 1, fields: 4, fileSize: CLASS_DOCUMENT_MAX_BYTES } });

  const requireClass = async (request: FastifyRequest, id: number, action: ClassAction = 'view') => {
    await requireClassAction(deps.db, currentUser(request), id, action);
  };
  const requireDocument = async (classId: number, documentId: number) => {
    const row = await findClassDocument(deps.db, classId, documentId);
    if (!row) throw notFound(SERVER_MESSAGES.notFound);
    return row;
  };

  // An uploaded document (a new one or a replacement): refused over the size or of a type not allowed, then stored
  // under its own type and extension, so the store (and whoever reads it) knows what it holds.
  const storeUpload = async (request: FastifyRequest) => {
    const file = await receiveFile(request, CLASS_DOCUMENT_MAX_BYTES, CLASS_DOCUMENT_MESSAGES.size);
    const mimeType = classDocumentType(file.fileName, file.bytes);
    if (!mimeType) throw refuseFile(CLASS_DOCUMENT_MESSAGES.type);
    if (mimeType.startsWith('image/')) checkPictureSize(file.bytes, CLASS_DOCUMENT_MESSAGES.type);
    const storagePath = await storeFile(
      deps.storage,
      'documents/uploads',
      extensionOfType(mimeType),
      file.bytes,
    );
    return { fileName: file.fileName, mimeType, size: file.bytes.length, storagePath };
  };

  // A valid document token opens the file without a session (the viewer's links); otherwise the area guard.
  const openByTokenOrGuard: onRequestAsyncHookHandler = async function (request, reply) {
    // onRequest runs before validation: the query and params are still raw (a repeated `token` is an array).
    const { token } = request.query as { token?: unknown };
    const { id, docId } = request.params as unknown as { id: string; docId: string };
    if (
      typeof token === 'string' &&
      isValidDocumentToken(deps.config.jwtSecret, Number(id), Number(docId), token, deps.now())
    )
      return;
    await guard.call(app, request, reply);
  };

  app.get(
    CLASS_DOCUMENT_PATHS.list(':id'),
    {
      onRequest: guard,
      schema: {
        params: ClassParams,
        querystring: ClassDocumentListQuerySchema,
        response: { 200: envelope(ClassDocumentListResponseSchema) },
      },
    },
    async (request) => {
      const { params, query } = request;
      await requireClass(request, params.id);
      const rows =
        query.deleted === '1'
          ? await listDeletedClassDocuments(deps.db, params.id)
          : await listClassDocuments(deps.db, params.id);
      return { content: { documents: rows.map(toClassDocument) } };
    },
  );

  app.post(
    CLASS_DOCUMENT_PATHS.list(':id'),
    { onRequest: guard, schema: { params: ClassParams, response: { 200: envelope(ClassDocumentSchema) } } },
    async (request) => {
      await requireClass(request, request.params.id, 'manageContent');
      const stored = await storeUpload(request);
      let row;
      try {
        row = await insertClassDocument(deps.db, {
          classId: request.params.id,
          ...stored,
          uploadedBy: currentUser(request).id,
        });
      } catch (error) {
        // No row points at the file: it must not stay on disk. A class deleted meanwhile is a 404.
        await removeStoredFile(deps.storage, stored.storagePath);
        if (isForeignKeyViolation(error)) throw notFound(SERVER_MESSAGES.notFound);
        throw error;
      }
      return { content: toClassDocument(row) };
    },
  );

  app.get(
    CLASS_DOCUMENT_PATHS.token(':id', ':docId'),
    {
      onRequest: guard,
      schema: { params: DocumentParams, response: { 200: envelope(ClassDocumentTokenResponseSchema) } },
    },
    async (request) => {
      const { params } = request;
      await requireClass(request, params.id);
      await requireDocument(params.id, params.docId);
      const { token, expiresAt } = documentToken(deps.config.jwtSecret, params.id, params.docId, deps.now());
      return { content: { token, expiresAt: expiresAt.toISOString() } };
    },
  );

  app.get(
    CLASS_DOCUMENT_PATHS.file(':id', ':docId'),
    {
      onRequest: withAccess(openByTokenOrGuard, areaRoute('classes')),
      schema: { params: DocumentParams, querystring: FileQuery },
    },
    async (request, reply) => {
      const { params, query } = request;
      // A token was handed out only to someone who may view the class; a bearer caller is checked here.
      if (request.authUser) await requireClass(request, params.id);
      const row = await requireDocument(params.id, params.docId);
      const kind = query.download === '1' ? 'attachment' : 'inline';
      // Byte ranges let a PDF viewer read the page it shows first (ADR 254).
      const sent = await sendStoredFile(request, reply, deps.storage, row.storage_path, {
        contentType: row.mime_type,
        cacheControl: 'private, no-store',
        headers: { 'content-disposition': contentDisposition(kind, row.file_name) },
      });
      if (!sent) throw notFound(SERVER_MESSAGES.notFound);
      return reply;
    },
  );

  app.delete(
    CLASS_DOCUMENT_PATHS.one(':id', ':docId'),
    {
      onRequest: guard,
      schema: {
        params: DocumentParams,
        querystring: ClassDocumentDeleteQuerySchema,
        response: { 200: envelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const { params, query } = request;
      await requireClass(request, params.id, 'manageContent');
      const soft = query.isSoft !== '0';
      const removed = await deleteClassDocument(deps.db, params.id, params.docId, soft, deps.now());
      if (!removed) throw notFound(SERVER_MESSAGES.notFound);
      if (!soft && removed.storagePath.includes('/uploads/'))
        await removeStoredFile(deps.storage, removed.storagePath);
      return { content: { id: params.docId } };
    },
  );

  app.patch(
    CLASS_DOCUMENT_PATHS.one(':id', ':docId'),
    {
      onRequest: guard,
      schema: enveloped(ClassDocumentSchema, { params: DocumentParams, body: ClassDocumentUpdateSchema }),
    },
    async (request) => {
      const { params, body } = request;
      await requireClass(request, params.id, 'manageContent');
      const by = currentUser(request).id;
      const row = await updateClassDocument(deps.db, params.id, params.docId, body, deps.now(), by);
      requireUpdated(row, 'classDocument');
      return { content: toClassDocument(row) };
    },
  );

  app.post(
    CLASS_DOCUMENT_PATHS.one(':id', ':docId'),
    {
      onRequest: guard,
      schema: { params: DocumentParams, response: { 200: envelope(ClassDocumentSchema) } },
    },
    async (request) => {
      const { params } = request;
      await requireClass(request, params.id, 'manageContent');
      await requireDocument(params.id, params.docId);
      const stored = await storeUpload(request);
      const by = currentUser(request).id;
      const replaced = await replaceClassDocumentFile(
        deps.db,
        params.id,
        params.docId,
        stored,
        deps.now(),
        by,
      );
      if (!replaced) {
        await removeStoredFile(deps.storage, stored.storagePath);
        throw notFound(SERVER_MESSAGES.notFound);
      }
      await removeStoredFile(deps.storage, replaced.previous);
      return { content: toClassDocument(replaced.row) };
    },
  );

  app.post(
    CLASS_DOCUMENT_PATHS.restore(':id', ':docId'),
    {
      onRequest: guard,
      schema: { params: DocumentParams, response: { 200: envelope(ClassDocumentSchema) } },
    },
    async (request) => {
      const { params } = request;
      await requireClass(request, params.id, 'manageContent');
      const row = await restoreClassDocument(deps.db, params.id, params.docId);
      if (!row) throw notFound(SERVER_MESSAGES.notFound);
      return { content: toClassDocument(row) };
    },
  );
};
