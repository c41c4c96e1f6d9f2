/**
 * The quizzes and playlists of a class and the pickers that offer them (SPEC section 7 "Class"), area 'classes'.
 * Adding names several quizzes or playlists and several classes at once; every class must let the caller manage
 * its content (the class table) and every quiz or playlist must be one its own table lets the caller add to a
 * class (`addToClass`, ADR 192), or nothing is added: 404 for one the caller may not see, 403 for a quiz they see
 * but may not add. The pickers offer exactly those, through the same tables written out as SQL.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SqlBool } from 'kysely';
import {
  AddedResponseSchema,
  AddQuizzesResponseSchema,
  AddPlaylistsRequestSchema,
  AddQuizzesRequestSchema,
  CLASS_PATHS,
  ClassIdParamsSchema,
  ClassPlaylistParamsSchema,
  ClassPlaylistsResponseSchema,
  ClassQuizParamsSchema,
  ClassQuizResponseSchema,
  ClassQuizzesResponseSchema,
  PickerRequestSchema,
  PickerResponseSchema,
} from '../../../src/api/classes/classesContract';
import { envelope } from '../../../src/api/shared/envelope';
import { ClassQuizDatesRequestSchema, classQuizDatesOf } from '../../../src/domain/classes/classQuizDates';
import { DEADLINE_MESSAGES } from '../../../src/domain/quiz/deadline';
import type { AppDeps } from '../../appDeps';
import { requireClassAction, requireClassesAction } from '../../auth/classAccess';
import { currentUser, requireArea } from '../../auth/guards';
import { playlistScope, requirePlaylistAction } from '../../auth/playlistAccess';
import { authorizeQuiz, quizScope } from '../../auth/quizAccess';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { SERVER_MESSAGES } from '../../messages';
import { distributeClass, withdrawClassAssignments } from '../../repositories/take/assignments';
import { setClassQuizDates } from '../../repositories/classes/classQuizDates';
import { subscriptionEndOf } from '../../repositories/session/subscriptions';
import {
  addPlaylists,
  addQuizzes,
  classPlaylists,
  classQuizzes,
  ownPlaylists,
  playlistPicker,
  quizPicker,
  removePlaylist,
  removeQuiz,
} from '../../repositories/classes/classContent';
import { enveloped } from '../../http/routeSchema';

const unique = (ids: readonly number[]) => [...new Set(ids)];

export const classContentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'classes');
  const picker = { body: PickerRequestSchema, response: { 200: envelope(PickerResponseSchema) } };

  app.get(
    CLASS_PATHS.quizzes(':id'),
    {
      onRequest: guard,
      schema: { params: ClassIdParamsSchema, response: { 200: envelope(ClassQuizzesResponseSchema) } },
    },
    async (request) => {
      await requireClassAction(deps.db, currentUser(request), request.params.id, 'view');
      return { content: { result: await classQuizzes(deps.db, request.params.id) } };
    },
  );

  app.get(
    CLASS_PATHS.playlists(':id'),
    {
      onRequest: guard,
      schema: { params: ClassIdParamsSchema, response: { 200: envelope(ClassPlaylistsResponseSchema) } },
    },
    async (request) => {
      await requireClassAction(deps.db, currentUser(request), request.params.id, 'view');
      return { content: await classPlaylists(deps.db, request.params.id) };
    },
  );

  app.post(
    CLASS_PATHS.addQuizzes,
    {
      onRequest: guard,
      schema: { body: AddQuizzesRequestSchema, response: { 200: envelope(AddQuizzesResponseSchema) } },
    },
    async (request) => {
      const caller = currentUser(request);
      const classIds = unique(request.body.classIds);
      const quizIds = unique(request.body.quizzesIds);
      await requireClassesAction(deps.db, caller, classIds, 'manageContent');
      for (const quizId of quizIds) await authorizeQuiz(deps, caller, quizId, 'addToClass');
      // The quizzes and their assignments (ADR 132) are one write; the mail is queued in it (ADR 134).
      const options = { now: deps.now(), mail: deps.config.smtpUrl !== undefined, quizIds };
      return deps.db.transaction().execute(async (trx) => {
        const added = await addQuizzes(trx, classIds, quizIds, options.now);
        const notAssigned = new Set<string>();
        for (const classId of classIds)
          for (const outcome of await distributeClass(trx, classId, options))
            for (const email of outcome.refused) notAssigned.add(email);
        return { content: { added, notAssigned: [...notAssigned] } };
      });
    },
  );

  app.post(
    CLASS_PATHS.addPlaylists,
    {
      onRequest: guard,
      schema: { body: AddPlaylistsRequestSchema, response: { 200: envelope(AddedResponseSchema) } },
    },
    async (request) => {
      const caller = currentUser(request);
      const classIds = unique(request.body.classIds);
      const playlistIds = unique(request.body.playlistsIds);
      await requireClassesAction(deps.db, caller, classIds, 'manageContent');
      for (const playlistId of playlistIds)
        await requirePlaylistAction(deps.db, caller, playlistId, 'addToClass');
      return { content: { added: await addPlaylists(deps.db, classIds, playlistIds, deps.now()) } };
    },
  );

  app.patch(
    CLASS_PATHS.quiz(':id', ':quizId'),
    {
      onRequest: guard,
      schema: enveloped(ClassQuizResponseSchema, {
        params: ClassQuizParamsSchema,
        body: ClassQuizDatesRequestSchema,
      }),
    },
    async (request) => {
      // The class's rights decide (ADR 217): whoever may manage its content sets its dates for its quizzes.
      const { id, quizId } = request.params;
      const caller = currentUser(request);
      await requireClassAction(deps.db, caller, id, 'manageContent');
      const [current] = await classQuizzes(deps.db, id, quizId);
      if (!current) throw notFound(SERVER_MESSAGES.notFound);
      const now = deps.now();
      const outcome = classQuizDatesOf(request.body, {
        now,
        currentOpensAt: current.opensAt === null ? null : new Date(current.opensAt),
        subscriptionEndsAt: await subscriptionEndOf(deps.db, caller.id),
      });
      if ('message' in outcome) {
        if (outcome.message === DEADLINE_MESSAGES.trialExpired) throw forbidden(outcome.message);
        throw badRequest(outcome.message, { [outcome.field]: [outcome.message] });
      }
      const change = { ...outcome.dates, by: caller.id, now };
      if (!(await setClassQuizDates(deps.db, id, quizId, change))) throw notFound(SERVER_MESSAGES.notFound);
      const [updated] = await classQuizzes(deps.db, id, quizId);
      return { content: updated! };
    },
  );

  app.delete(
    CLASS_PATHS.quiz(':id', ':quizId'),
    { onRequest: guard, schema: { params: ClassQuizParamsSchema } },
    async (request) => {
      const { id, quizId } = request.params;
      await requireClassAction(deps.db, currentUser(request), id, 'manageContent');
      const removed = await deps.db.transaction().execute(async (trx) => {
        if (!(await removeQuiz(trx, id, quizId))) return false;
        await withdrawClassAssignments(trx, id, { quizId });
        return true;
      });
      if (!removed) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: quizId } };
    },
  );

  app.delete(
    CLASS_PATHS.playlist(':id', ':playlistId'),
    { onRequest: guard, schema: { params: ClassPlaylistParamsSchema } },
    async (request) => {
      const { id, playlistId } = request.params;
      await requireClassAction(deps.db, currentUser(request), id, 'manageContent');
      if (!(await removePlaylist(deps.db, id, playlistId))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: playlistId } };
    },
  );

  app.post(CLASS_PATHS.quizPicker, { onRequest: guard, schema: picker }, async (request) => ({
    content: await quizPicker(
      deps.db,
      quizScope(currentUser(request), 'addToClass', deps.now()),
      request.body,
    ),
  }));
  app.post(CLASS_PATHS.playlistPicker, { onRequest: guard, schema: picker }, async (request) => ({
    content: await playlistPicker(deps.db, playlistScope(currentUser(request), 'addToClass'), request.body),
  }));
  app.post(CLASS_PATHS.myPlaylistPicker, { onRequest: guard, schema: picker }, async (request) => {
    const caller = currentUser(request);
    const scope = sql<SqlBool>`${playlistScope(caller, 'addToClass')} and ${ownPlaylists(caller.id)}`;
    return { content: await playlistPicker(deps.db, scope, request.body) };
  });
};
