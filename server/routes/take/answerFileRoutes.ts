/**
 * Files a student sends as answers (ADR 294), on the personal link like every other save: send one (multipart,
 * field `file`), remove one, download one. The link reaches only its own assignment's files; any other file id is
 * 404. A file over the question's size or of a kind it does not take is refused with the reason (400 naming
 * `file`), before anything is stored; a save on a closed attempt is 409 as a save is.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  AnswerFilesResponseSchema,
  TAKE_PATHS,
  TakeAnswerFileParamsSchema,
  TakeAnswerParamsSchema,
  TakeFileDownloadParamsSchema,
} from '../../../src/api/take/takeContract';
import { FILE_UPLOAD_LIMITS } from '../../../src/questionTypes/fileUpload/domain/fileKinds';
import { ANSWER_FILE_MESSAGES } from '../../../src/questionTypes/fileUpload/domain/fileUpload';
import type { AppDeps } from '../../appDeps';
import { publicRoute } from '../../auth/guards';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/storedFileReply';
import { untrustedFileHeaders } from '../../http/attachmentHeaders';
import {
  assignmentOfLink,
  fileLimitsForUpload,
  findAnswerFile,
  removeAnswerFile,
  sendAnswerFile,
} from '../../repositories/take/answerFiles';
import { answering, checkedToken } from './takeRefusals';
import { receiveFile, UPLOAD_MESSAGES } from '../../uploads';

export const answerFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const access = publicRoute(deps);
  await app.register(multipart, {
    limits: { files: 1, fields: 2, fileSize: FILE_UPLOAD_LIMITS.maxBytes },
  });

  app.post(
    TAKE_PATHS.answerFiles(':token', ':itemId'),
    {
      onRequest: access,
      schema: { params: TakeAnswerParamsSchema, response: { 200: envelope(AnswerFilesResponseSchema) } },
    },
    async (request) => {
      const token = checkedToken(request.params.token);
      const { itemId } = request.params;
      // The attempt and the question first: a closed attempt or a wrong item never costs the upload.
      const limits = await answering(() => fileLimitsForUpload(deps.db, token, itemId, deps.now()));
      const file = await receiveFile(
        request,
        limits.maxBytes,
        ANSWER_FILE_MESSAGES.tooLarge(limits.maxBytes),
      ).catch((error: unknown) => {
        // Said beside the picker: the field is the file.
        if (error instanceof HttpError && error.statusCode === 400)
          throw badRequest(error.message, { file: [error.message] });
        throw error;
      });
      if (file.fileName.trim() === '')
        throw badRequest(UPLOAD_MESSAGES.fileMissing, { file: [UPLOAD_MESSAGES.fileMissing] });
      const files = await answering(() =>
        sendAnswerFile(
          deps.db,
          deps.storage,
          { token, itemId, dir: limits.dir },
          { fileName: file.fileName, clientType: file.mimeType, bytes: file.bytes },
          deps.now(),
        ),
      );
      return { content: { files } };
    },
  );

  app.delete(
    TAKE_PATHS.answerFile(':token', ':itemId', ':fileId'),
    {
      onRequest: access,
      schema: { params: TakeAnswerFileParamsSchema, response: { 200: envelope(AnswerFilesResponseSchema) } },
    },
    async (request) => {
      const { token, itemId, fileId } = request.params;
      const files = await answering(() =>
        removeAnswerFile(deps.db, deps.storage, checkedToken(token), itemId, fileId, deps.now()),
      );
      return { content: { files } };
    },
  );

  app.get(
    TAKE_PATHS.fileDownload(':token', ':fileId'),
    { onRequest: access, schema: { params: TakeFileDownloadParamsSchema } },
    async (request, reply) => {
      const { token, fileId } = request.params;
      const assignmentId = await assignmentOfLink(deps.db, checkedToken(token));
      const row =
        assignmentId === undefined ? undefined : await findAnswerFile(deps.db, assignmentId, fileId);
      if (!row) throw notFound(ANSWER_FILE_MESSAGES.noSuchFile);
      const sent = await sendStoredFile(request, reply, deps.storage, row.storage_key, {
        contentType: row.mime_type,
        cacheControl: 'private, no-store',
        headers: untrustedFileHeaders(row.file_name),
      });
      if (!sent) throw notFound(ANSWER_FILE_MESSAGES.noSuchFile);
      return reply;
    },
  );
};
