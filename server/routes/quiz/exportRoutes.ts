/**
 * Standard exports of one quiz (SPEC section 7): GET /api/admin/quiz/{type}/{id}/qti | /cc | /scorm, and the files
 * Moodle's question bank imports, /moodle (Moodle XML) and /gift (ADR 155), answered as an attachment named after
 * the quiz. The package is built on the heavy-work thread (ADR 102). GET /api/admin/quiz/{type}/{id}/export-notes
 * answers, before any package is built, what each format cannot carry of the quiz (ADR 398).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { dbId } from '../../../src/domain/shared/fields';
import { EXPORT_FORMATS, EXPORT_NOTES_ROUTE, type ExportNotes } from '../../../src/api/quiz/quizExports';
import { QuizKindSchema } from '../../../src/domain/quiz/quiz';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { EXPORT_MESSAGES } from '../../exports/exportMessages';
import { quizNoteItems } from '../../exports/exportNotes';
import { loadExportQuiz } from '../../exports/exportQuizLoader';
import { contentDisposition, exportFileName, type ExportFormat } from '../../exports/fileName';
import { authorizeQuiz } from '../../auth/quizAccess';
import { heavyWorkFor } from '../../heavyWork/heavyWork';
import { linkBase } from '../../mail/links';
import { HttpError, notFound } from '../../http/errors';

const absoluteUrl = z.url({ protocol: /^https?$/ }).max(2000);
const institutionId = dbId.optional();

const ParamsSchema = z.object({ type: QuizKindSchema, id: dbId });
const QtiQuerySchema = z.object({ institutionId, trackingLink: absoluteUrl.optional() });
const LinkQuerySchema = z.object({ institutionId, videoLink: absoluteUrl.optional() });

const PACKAGES: Readonly<Record<ExportFormat, { type: string; name: string }>> = {
  qti: { type: 'application/zip', name: 'QTI' },
  cc: { type: 'application/zip', name: 'Common Cartridge' },
  scorm: { type: 'application/zip', name: 'SCORM' },
  moodle: { type: 'application/xml; charset=utf-8', name: 'Moodle XML' },
  gift: { type: 'text/plain; charset=utf-8', name: 'GIFT' },
};

export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const heavyWork = heavyWorkFor(app);
  const exportOne = (format: ExportFormat, querySchema: typeof QtiQuerySchema | typeof LinkQuerySchema) =>
    app.get(
      `/api/admin/quiz/:type/:id/${format}`,
      { onRequest: requireArea(deps, 'quiz'), schema: { params: ParamsSchema, querystring: querySchema } },
      async (request, reply) => {
        const user = currentUser(request);
        const { type, id } = request.params;
        const query = request.query as { institutionId?: number; trackingLink?: string; videoLink?: string };
        // A quiz the caller may not see is answered like a missing one (ADR 105).
        await authorizeQuiz(deps, user, id, 'download', { kind: type, hidden: EXPORT_MESSAGES.quizNotFound });
        const quiz = await loadExportQuiz(deps.db, type, id);
        if (!quiz) throw notFound(EXPORT_MESSAGES.quizNotFound);
        if (query.institutionId !== undefined) {
          const institution = await deps.db
            .selectFrom('institutions')
            .select('id')
            .where('id', '=', query.institutionId)
            .executeTakeFirst();
          if (!institution) throw notFound(EXPORT_MESSAGES.institutionNotFound);
        }
        const { type: contentType, name } = PACKAGES[format];
        let bytes: Uint8Array;
        try {
          const options = {
            storage: deps.config.storage,
            videoLink: format === 'qti' ? query.trackingLink : query.videoLink,
            institutionId: query.institutionId,
            // GIFT links to the quiz's pictures on this site (ADR 402).
            siteBase: linkBase(deps.config, request),
          };
          bytes = await heavyWork.run('buildExport', { format, quiz, options });
        } catch (error) {
          if (error instanceof HttpError) throw error;
          request.log.error({ err: error }, `${format} export failed`);
          throw new HttpError(500, EXPORT_MESSAGES.buildFailed(name));
        }
        return reply
          .header('content-type', contentType)
          .header('content-disposition', contentDisposition(exportFileName(format, quiz.title, quiz.id)))
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );

  app.get(
    EXPORT_NOTES_ROUTE,
    { onRequest: requireArea(deps, 'quiz'), schema: { params: ParamsSchema } },
    async (request) => {
      const { type, id } = request.params;
      await authorizeQuiz(deps, currentUser(request), id, 'download', {
        kind: type,
        hidden: EXPORT_MESSAGES.quizNotFound,
      });
      const quiz = await loadExportQuiz(deps.db, type, id);
      if (!quiz) throw notFound(EXPORT_MESSAGES.quizNotFound);
      const content = Object.fromEntries(
        EXPORT_FORMATS.map((format) => [format, quizNoteItems(quiz, format)]),
      ) as ExportNotes;
      return { content };
    },
  );

  exportOne('qti', QtiQuerySchema);
  exportOne('cc', LinkQuerySchema);
  exportOne('scorm', LinkQuerySchema);
  exportOne('moodle', LinkQuerySchema);
  exportOne('gift', LinkQuerySchema);
};
