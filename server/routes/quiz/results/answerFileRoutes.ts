/**
 * A student's answer file for the console (ADR 294): downloaded by whoever may read the quiz's results (super admins
 * every user quiz, anyone else their own). Anyone else, including one the quiz is shared with, is answered as if
 * there were no such file (404): a student's work is not shown beyond those who grade it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANSWER_FILE_PATHS,
  AnswerFileParamsSchema,
} from '../../../../src/api/quiz/results/answerFilesContract';
import { ANSWER_FILE_MESSAGES } from '../../../../src/questionTypes/fileUpload/domain/fileUpload';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { authorizeQuiz } from '../../../auth/quizAccess';
import { HttpError, notFound } from '../../../http/errors';
import { sendStoredFile } from '../../../http/storedFileReply';
import { findAssignment } from '../../../repositories/quiz/results/results';
import { findAnswerFile } from '../../../repositories/take/answerFiles';
import { untrustedFileHeaders } from '../../../http/attachmentHeaders';

export const answerFileResultRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');

  app.get(
    ANSWER_FILE_PATHS.file(':id', ':fileId'),
    { onRequest: guard, schema: { params: AnswerFileParamsSchema } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const gone = notFound(ANSWER_FILE_MESSAGES.noSuchFile);
      const row = await findAssignment(deps.db, id);
      if (!row) throw gone;
      try {
        await authorizeQuiz(deps, currentUser(request), row.quiz.id, 'results', { kind: 'user' });
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404)) throw gone;
        throw error;
      }
      const file = await findAnswerFile(deps.db, row.assignment.id, fileId);
      if (!file) throw gone;
      const sent = await sendStoredFile(request, reply, deps.storage, file.storage_key, {
        contentType: file.mime_type,
        cacheControl: 'private, no-store',
        headers: untrustedFileHeaders(file.file_name),
      });
      if (!sent) throw gone;
      return reply;
    },
  );
};
