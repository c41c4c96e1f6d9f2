/**
 * One quiz of each kind (SPEC section 7 "Quiz"): read, create, edit; templates prefilled from an article or a
 * playlist; question image upload. Saves are checked with the editor's own rules (src/domain/quiz/quizValidation.ts),
 * written in one transaction and versioned: an edit made on an older version is refused with 409.
 */
import multipart from '@fastify/multipart';
import { format } from 'date-fns';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { envelope } from '../../../src/api/shared/envelope';
import {
  CreateQuizRequestSchema,
  QUIZ_EXTRA_ROUTES,
  QUIZ_ROUTES,
  QuizIdParamsSchema,
  QuizResponseSchema,
  UpdateQuizRequestSchema,
  UploadImageResponseSchema,
} from '../../../src/api/quiz/quizzesContract';
import { mediaUrl } from '../../../src/api/content/contentContract';
import { QUIZ_KINDS, type Quiz, type QuizKind } from '../../../src/domain/quiz/quiz';
import { conflictMessage } from '../../../src/domain/quiz/editor/quizDraft';
import { QUIZ_IMAGE_MAX_BYTES, QUIZ_IMAGE_MESSAGES, imageTypeOf } from '../../../src/domain/quiz/quizImages';
import { payloadIntegrityIssues, type QuizPayload } from '../../../src/domain/quiz/quizPayload';
import { canCreateQuiz, QUIZ_CAPABILITY_MESSAGES } from '../../../src/domain/quiz/quizCapabilities';
import { scheduleIssues, type ScheduleRules } from '../../../src/domain/quiz/quizSchedule';
import {
  accessTypeLocked,
  fieldErrorsOf,
  QUIZ_MESSAGES,
  validateQuiz,
  type SaveAction,
} from '../../../src/domain/quiz/quizValidation';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea, type AuthUser } from '../../auth/guards';
import { authorizeQuiz, findQuizRecord, mayViewQuiz, quizStanding } from '../../auth/quizAccess';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { checkRandomSlots } from '../../auth/bankAccess';
import { SERVER_MESSAGES } from '../../messages';
import { distributeClass, lockedAccessType } from '../../repositories/take/assignments';
import { addQuizzes } from '../../repositories/classes/classContent';
import { requireClassAction } from '../../auth/classAccess';
import type { Database } from '../../db/database';
import { insertQuiz, QuizGraphError, updateQuiz } from '../../repositories/quiz/quizGraph';
import { optionPictureIssues, recordQuizImageUpload } from '../../repositories/quiz/optionPictures';
import { findQuizHeader, lastRevision, loadQuiz } from '../../repositories/quiz/quizzes';
import { subscriptionEndOf } from '../../repositories/session/subscriptions';
import { quizFromArticle, quizFromPlaylist } from '../../repositories/quiz/quizTemplates';
import { checkPictureSize, receiveFile, refuseFile, storeFile } from '../../uploads';
import { enveloped } from '../../http/routeSchema';
import { ownerClassDatesOfQuiz } from '../../repositories/classes/classQuizDates';

export const QUIZ_SERVER_MESSAGES = {
  notEditable: QUIZ_CAPABILITY_MESSAGES.notEditable,
  anotherUser: 'another user',
} as const;

const IMAGE_DIR = 'media/uploads/quiz-images';
const CONFLICT_DATE = 'MM/dd/yyyy hh:mm a';

/**
 * The editor's rules plus what the server cannot take on trust; a 400 with every message keyed by field. The
 * dates are held to the current time and the owner's trial or subscription end as in the editor (ADR 052).
 */
function checkPayload(
  payload: QuizPayload,
  kind: QuizKind,
  action: SaveAction,
  schedule: ScheduleRules,
): void {
  const issues = [
    ...validateQuiz({ ...payload, quizType: payload.quizType ?? null }, kind, action),
    ...scheduleIssues(payload, schedule).filter((issue) => issue.message !== QUIZ_MESSAGES.endBeforeStart),
    ...payloadIntegrityIssues(payload),
  ];
  if (issues.length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, fieldErrorsOf(issues));
}

/** A save naming a picture that is neither the quiz's nor uploaded by the caller is refused, by field (ADR 311). */
async function checkPictures(deps: AppDeps, user: AuthUser, payload: QuizPayload, quizId?: number) {
  const issues = await optionPictureIssues(deps.db, user.id, payload, quizId, mayViewQuiz(deps, user));
  if (issues.length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, fieldErrorsOf(issues));
}

function graphError(error: unknown): never {
  if (error instanceof QuizGraphError)
    throw badRequest(SERVER_MESSAGES.validationFailed, { [error.field]: [error.message] });
  throw error;
}

export const quizCrudRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: QUIZ_IMAGE_MAX_BYTES } });

  const sendConflict = async (reply: FastifyReply, id: number, user: AuthUser) => {
    const revision = await lastRevision(deps.db, id);
    const person = revision?.person ?? null;
    // The caller's own account saved in between (another tab or device): the editor says so (ADR 262).
    const savedByYou = person !== null && person.email.toLowerCase() === user.email.toLowerCase();
    const name = person
      ? `${person.firstName} ${person.lastName}`.trim() || person.email
      : QUIZ_SERVER_MESSAGES.anotherUser;
    const at = revision?.at ?? deps.now();
    return reply.code(409).send({
      content: {
        message: conflictMessage(name, format(at, CONFLICT_DATE)),
        changedBy: person,
        savedByYou,
        changedAt: at.toISOString(),
        currentVersion: revision?.version ?? 0,
      },
    });
  };

  /** A quiz just written, as the caller now stands to it: with their actions and its refusals (ADR 192). */
  const saved = async (user: AuthUser, kind: QuizKind, id: number): Promise<Quiz> => {
    const [quiz, record] = await Promise.all([
      loadQuiz(deps.db, kind, id),
      findQuizRecord(deps.db, user, id, deps.now(), kind),
    ]);
    if (!quiz || !record) throw notFound(SERVER_MESSAGES.notFound);
    return { ...quiz, ...quizStanding(user, record.facts) };
  };

  /** The new quiz joins the class and its students get their links, in the transaction that made it. */
  async function addToClass(trx: Transaction<Database>, user: AuthUser, classId: number, quizId: number) {
    await authorizeQuiz({ db: trx, now: deps.now }, user, quizId, 'addToClass');
    const now = deps.now();
    await addQuizzes(trx, [classId], [quizId], now);
    await distributeClass(trx, classId, { now, mail: deps.config.smtpUrl !== undefined, quizIds: [quizId] });
  }

  for (const kind of QUIZ_KINDS) {
    const routes = QUIZ_ROUTES[kind];

    app.get(
      routes.one,
      {
        onRequest: guard,
        schema: { params: QuizIdParamsSchema, response: { 200: envelope(QuizResponseSchema) } },
      },
      async (request) => {
        const { id } = request.params;
        const user = currentUser(request);
        const { facts } = await authorizeQuiz(deps, user, id, 'view', { kind });
        // The editor says which classes keep their own dates (ADR 359), read beside the quiz.
        const [quiz, classDates] = await Promise.all([
          loadQuiz(deps.db, kind, id),
          ownerClassDatesOfQuiz(deps.db, id),
        ]);
        if (!quiz) throw notFound(SERVER_MESSAGES.notFound);
        return {
          content: {
            ...quiz,
            ...quizStanding(user, facts),
            ...(classDates.length > 0 ? { classDates } : {}),
          },
        };
      },
    );

    app.post(
      routes.create,
      {
        onRequest: guard,
        schema: { body: CreateQuizRequestSchema, response: { 200: envelope(QuizResponseSchema) } },
      },
      async (request) => {
        const user = currentUser(request);
        if (!canCreateQuiz(user, kind)) throw forbidden(SERVER_MESSAGES.forbidden);
        const subscriptionEnd = await subscriptionEndOf(deps.db, user.id);
        checkPayload(request.body, kind, 'create', {
          now: deps.now(),
          subscriptionEndsAt: subscriptionEnd?.toISOString() ?? null,
          loaded: { startDate: null, endDate: null },
        });
        await checkRandomSlots(deps.db, user, request.body);
        await checkPictures(deps, user, request.body);
        const { classId, ...payload } = request.body;
        // A quiz made for a class (ADR 218): the class must let the caller manage its content before anything is
        // written, and the new quiz must be one its table lets them add to a class, or nothing is kept.
        if (classId !== undefined) await requireClassAction(deps.db, user, classId, 'manageContent');
        const actor = { userId: user.id, now: deps.now() };
        const id = await deps.db
          .transaction()
          .execute(async (trx) => {
            const created = await insertQuiz(trx, kind, payload, user.id, actor);
            if (classId !== undefined) await addToClass(trx, user, classId, created);
            return created;
          })
          .catch(graphError);
        return { content: await saved(user, kind, id) };
      },
    );

    app.patch(
      routes.one,
      {
        onRequest: guard,
        schema: enveloped(QuizResponseSchema, { params: QuizIdParamsSchema, body: UpdateQuizRequestSchema }),
      },
      async (
        request: FastifyRequest<{ Params: { id: number }; Body: QuizPayload & { version: number } }>,
        reply,
      ) => {
        const user = currentUser(request);
        const { id } = request.params;
        // Both at once, a round trip less for every save (ADR 383); a refusal still wins over what the header says.
        const [, header] = await Promise.all([
          authorizeQuiz(deps, user, id, 'edit', { kind }),
          findQuizHeader(deps.db, kind, id),
        ]);
        if (!header) throw notFound(SERVER_MESSAGES.notFound);
        checkPayload(request.body, kind, 'edit', {
          now: deps.now(),
          subscriptionEndsAt: header.ownerSubscriptionEndsAt,
          loaded: { startDate: header.startDate, endDate: header.endDate },
        });
        await checkRandomSlots(deps.db, user, request.body);
        await checkPictures(deps, user, request.body, id);
        const actor = { userId: user.id, now: deps.now() };
        const written = await deps.db
          .transaction()
          .execute(async (trx) => {
            // Read with the quiz row locked, as a distribution reads it (ADR 132): neither slips past the other.
            const access = kind === 'user' ? await lockedAccessType(trx, id) : undefined;
            if (access && accessTypeLocked(access, request.body.restrictNonInstitutional))
              throw badRequest(SERVER_MESSAGES.validationFailed, {
                restrictNonInstitutional: [QUIZ_MESSAGES.accessLocked],
              });
            return updateQuiz(trx, kind, id, request.body, actor);
          })
          .catch(graphError);
        if (!written) return sendConflict(reply, id, user);
        return { content: await saved(user, kind, id) };
      },
    );
  }

  app.get(
    QUIZ_EXTRA_ROUTES.fromArticle,
    {
      onRequest: guard,
      schema: { params: QuizIdParamsSchema, response: { 200: envelope(QuizResponseSchema) } },
    },
    async (request) => {
      const quiz = await quizFromArticle(deps.db, request.params.id, deps.now());
      if (!quiz) throw notFound(SERVER_MESSAGES.notFound);
      return { content: quiz };
    },
  );

  app.get(
    QUIZ_EXTRA_ROUTES.fromPlaylist,
    {
      onRequest: guard,
      schema: { params: QuizIdParamsSchema, response: { 200: envelope(QuizResponseSchema) } },
    },
    async (request) => {
      // A playlist the caller may not read (ADR 119) is as missing as one that does not exist.
      const quiz = await quizFromPlaylist(deps.db, request.params.id, currentUser(request), deps.now());
      if (!quiz) throw notFound(SERVER_MESSAGES.notFound);
      return { content: quiz };
    },
  );

  app.post(
    QUIZ_EXTRA_ROUTES.uploadImage,
    { onRequest: guard, schema: { response: { 200: envelope(UploadImageResponseSchema) } } },
    async (request) => {
      const file = await receiveFile(request, QUIZ_IMAGE_MAX_BYTES, QUIZ_IMAGE_MESSAGES.tooLarge);
      // By content: a renamed text file is not an image, whatever its name or declared type.
      const type = imageTypeOf(file.bytes);
      if (!type) throw refuseFile(QUIZ_IMAGE_MESSAGES.notAnImage);
      checkPictureSize(file.bytes, QUIZ_IMAGE_MESSAGES.notAnImage);
      const path = await storeFile(deps.storage, IMAGE_DIR, type, file.bytes);
      // Whose it is: a picture on an option may be saved by its uploader only (ADR 311).
      await recordQuizImageUpload(deps.db, path, currentUser(request).id);
      return { content: { url: mediaUrl(path) } };
    },
  );
};
