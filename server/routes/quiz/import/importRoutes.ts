/**
 * QTI import (SPEC section 7): POST /api/admin/quiz/template/from_package/qti with exactly one file (a package, Moodle XML, GIFT or Aiken; ADR 152), for
 * super admins. The package is unpacked with bounds and read on the heavy-work thread, its questions' images
 * stored under /media, and the quizzes stored as templates in one transaction; any refusal stores nothing (images
 * written are removed). One file creates at most IMPORT_MAX_QUESTIONS questions and is read within
 * IMPORT_READ_MAX_SECONDS; a user runs one import at a time (a second answers 429), and a small file is read on a
 * thread of its own so it never waits behind another user's large one (ADR 371).
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorContentSchema, envelope } from '../../../../src/api/shared/envelope';
import {
  QTI_UPLOAD_MAX_MB,
  QtiImportRefusalSchema,
  QtiImportResponseSchema,
  QUIZ_IMPORT_PATHS,
  importFileKind,
  isImportFileName,
} from '../../../../src/api/quiz/import/quizImportContract';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { EXPORT_MESSAGES } from '../../../exports/exportMessages';
import { canCreateQuiz } from '../../../../src/domain/quiz/quizCapabilities';
import { forbidden, HttpError } from '../../../http/errors';
import { IMPORT_MESSAGES, refuse } from '../../../imports/importErrors';
import {
  IMPORT_BOUND_MESSAGES,
  IMPORT_READ_MAX_SECONDS,
  IMPORT_RETRY_AFTER_SECONDS,
  SMALL_IMPORT_BYTES,
} from '../../../imports/importBounds';
import { heavyWorkFor } from '../../../heavyWork/heavyWork';
import { removeImages, storeQuestionImages } from '../../../imports/importImages';
import { storeTemplates } from '../../../imports/storeImport';
import { asksAnything, type ReportLine } from '../../../imports/importedQuiz';
import { refusedReportOf, reportOf } from '../../../imports/importReport';
import { checkFileName } from '../../../uploads';

const MAX_BYTES = QTI_UPLOAD_MAX_MB * 1024 * 1024;

/** The report as the response carries it: its lines and how many were imported, changed and skipped. */
function reportContent(lines: readonly ReportLine[]) {
  const count = (status: ReportLine['status']) => lines.filter((line) => line.status === status).length;
  return {
    total: lines.length,
    imported: count('imported'),
    changed: count('changed'),
    skipped: count('skipped'),
    lines: lines.map((line) => ({ ...line, notes: [...line.notes] })),
  };
}

export const importRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { files: 2, fileSize: MAX_BYTES, fields: 10, parts: 12 } });
  const heavyWork = heavyWorkFor(app);
  /** The users with an import under way in this process. */
  const importing = new Set<number>();

  app.post(
    QUIZ_IMPORT_PATHS.qtiPackage,
    {
      onRequest: requireArea(deps, 'quiz'),
      schema: {
        response: {
          200: envelope(QtiImportResponseSchema),
          400: envelope(QtiImportRefusalSchema),
          429: envelope(ErrorContentSchema),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!canCreateQuiz(user, 'template')) throw forbidden(EXPORT_MESSAGES.noAccess);
      if (!request.isMultipart()) throw refuse(IMPORT_MESSAGES.oneZip);
      if (importing.has(user.id))
        return reply
          .code(429)
          .header('retry-after', String(IMPORT_RETRY_AFTER_SECONDS))
          .send({ content: { message: IMPORT_BOUND_MESSAGES.oneAtATime } });
      importing.add(user.id);
      try {
        return await importUpload(request, reply, user.id);
      } finally {
        importing.delete(user.id);
      }
    },
  );

  async function importUpload(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const uploads: { name: string; bytes: Uint8Array }[] = [];
    try {
      for await (const part of request.files()) {
        uploads.push({ name: part.filename, bytes: new Uint8Array(await part.toBuffer()) });
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, IMPORT_MESSAGES.tooLarge(QTI_UPLOAD_MAX_MB));
      if (code === 'FST_FILES_LIMIT') throw refuse(IMPORT_MESSAGES.oneZip);
      throw error;
    }
    if (uploads.length !== 1) throw refuse(IMPORT_MESSAGES.oneZip);
    const upload = uploads[0]!;
    checkFileName(upload.name);
    if (!isImportFileName(upload.name)) throw refuse(IMPORT_MESSAGES.zipOnly);

    // Unpacking and reading take seconds for a large package: they run off the event loop (ADR 102).
    const { read, images: files } = await heavyWork.run(
      'readQtiUpload',
      { bytes: upload.bytes, name: upload.name },
      [],
      {
        lane: upload.bytes.byteLength <= SMALL_IMPORT_BYTES ? 'small' : 'main',
        deadline: {
          ms: IMPORT_READ_MAX_SECONDS * 1000,
          error: () => new HttpError(413, IMPORT_BOUND_MESSAGES.tooSlow(IMPORT_READ_MAX_SECONDS)),
        },
      },
    );
    if (!asksAnything(read.quizzes)) {
      // Refused whole, with the same per-item report as an accepted upload; nothing is stored (ADR 221).
      const lines = refusedReportOf(read, IMPORT_MESSAGES.textWithoutQuestions);
      return reply.code(400).send({
        content: {
          message:
            importFileKind(upload.name) === 'package'
              ? IMPORT_MESSAGES.nothingImported
              : IMPORT_MESSAGES.nothingImportedFromFile,
          report: reportContent(lines),
          warnings: [...(read.warnings ?? [])],
        },
      });
    }
    const images = await storeQuestionImages(deps.storage, files, read.quizzes);
    let stored;
    try {
      stored = await storeTemplates(deps.db, images.quizzes, userId, deps.now());
    } catch (error) {
      await removeImages(deps.storage, images.written);
      throw error;
    }
    const skipped = [...read.skipped, ...stored.skipped];
    const lines = reportOf({ quizzes: stored.stored, skipped });
    return {
      content: {
        message: IMPORT_MESSAGES.processed,
        created: stored.created,
        report: reportContent(lines),
        warnings: [...(read.warnings ?? [])],
        skipped: skipped.map(({ quiz, item, type }) => ({ quiz, item, type })),
        images: { stored: images.written.length, notImported: images.notImported },
      },
    };
  }
};
