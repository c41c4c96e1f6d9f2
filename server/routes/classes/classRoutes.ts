/**
 * Classes (SPEC section 7 "Class"), area 'classes': the list, create, read, update (versioned), copy, delete,
 * publish, invite and remove students and share with instructors. Each call on one class asks the class capability table
 * (ADR 117): a class the caller may not see is a 404.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLASS_PATHS,
  ClassDeleteResponseSchema,
  ClassIdParamsSchema,
  ClassInviteRequestSchema,
  ClassInviteResponseSchema,
  ClassListQuerySchema,
  ClassListResponseSchema,
  ClassPublishRequestSchema,
  ClassSaveRequestSchema,
  ClassSchema,
  ClassShareRequestSchema,
  ClassShareResponseSchema,
  ClassStudentParamsSchema,
  ClassUpdateRequestSchema,
} from '../../../src/api/classes/classesContract';
import { envelope } from '../../../src/api/shared/envelope';
import { CLASS_MESSAGES } from '../../../src/domain/classes/classes';
import { isStaleOutcome } from '../../../src/domain/shared/recordVersions';
import type { AppDeps } from '../../appDeps';
import { classScope, requireClassAction } from '../../auth/classAccess';
import { currentUser, requireArea, type AuthUser } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { requireUpdated, staleAnswer } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  copyClass,
  createClass,
  deleteClass,
  findClass,
  keptClassPage,
  keptClassSearch,
  listClasses,
  readKeptClassList,
  setPublished,
  updateClass,
} from '../../repositories/classes/classes';
import { inviteStudents, removeStudent, setClassShares } from '../../repositories/classes/classMembers';
import { copyStoredFile, removeStoredFile } from '../../uploads';
import type { KeepMarks } from '../../lists/pageMarks';
import { keptListAnswers } from '../../operations/metrics';

export const classRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'classes');
  const load = async (id: number, caller: AuthUser) => {
    const found = await findClass(deps.db, id, caller);
    if (!found) throw notFound(SERVER_MESSAGES.notFound);
    return found;
  };
  /** A copied document gets its own file, so deleting one class never removes another's. */
  const copyStored = (key: string) => copyStoredFile(deps.storage, key, 'documents/uploads', 'bin');
  const idParams = { params: ClassIdParamsSchema };
  const one = { 200: envelope(ClassSchema) };

  app.get(
    CLASS_PATHS.list,
    {
      onRequest: guard,
      schema: { querystring: ClassListQuerySchema, response: { 200: envelope(ClassListResponseSchema) } },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { query } = request;
      // A search or a deep page from the list kept in memory once it is read (ADR 313).
      const search = keptClassSearch(query);
      if (search && (search.term !== null || Number(query.page) > 1)) {
        const kept = await deps.authCache.keptList(
          JSON.stringify([
            'class kept list',
            caller.id,
            caller.roles,
            query.sort ?? null,
            query.direction ?? null,
          ]),
          deps.now(),
          async () => {
            const read = await readKeptClassList(deps.db, classScope(caller, 'view'), query);
            return read && { ...read, until: null };
          },
        );
        keptListAnswers.inc({ source: kept ? 'kept_list' : 'statement' });
        if (kept) {
          // Written from the kept list's rows, each already written by the route's schema (a text the typed
          // reply cannot tell is the schema's answer).
          return (reply as FastifyReply)
            .type('application/json; charset=utf-8')
            .send(keptClassPage(kept, search.term, caller, query));
        }
      }
      const { page: _page, itemsOnPage: _perPage, ...list } = request.query;
      // The list's page marks (ADR 242), kept until a class, a share or an institution is written.
      const marks: KeepMarks = (load) =>
        deps.authCache.listPage(
          JSON.stringify(['class marks', caller.id, caller.roles, list]),
          deps.now(),
          async () => ({
            value: await load(),
            until: null,
          }),
        );
      return {
        content: await listClasses(deps.db, caller, classScope(caller, 'view'), request.query, marks),
      };
    },
  );

  app.post(
    CLASS_PATHS.list,
    { onRequest: guard, schema: { body: ClassSaveRequestSchema, response: one } },
    async (request) => {
      const caller = currentUser(request);
      // Whether grants leave the caller classes is the feature guard's (ADR 355).
      const id = await createClass(deps.db, caller.id, request.body, deps.now());
      return { content: await load(id, caller) };
    },
  );

  app.get(
    CLASS_PATHS.one(':id'),
    { onRequest: guard, schema: { ...idParams, response: one } },
    async (request) => {
      const caller = currentUser(request);
      await requireClassAction(deps.db, caller, request.params.id, 'view');
      return { content: await load(request.params.id, caller) };
    },
  );

  app.patch(
    CLASS_PATHS.one(':id'),
    { onRequest: guard, schema: { ...idParams, body: ClassUpdateRequestSchema, response: one } },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      await requireClassAction(deps.db, caller, id, 'edit');
      const outcome = await updateClass(deps.db, id, request.body, deps.now(), caller.id);
      if (outcome === 'missing') throw notFound(SERVER_MESSAGES.notFound);
      if (isStaleOutcome(outcome)) throw staleAnswer(CLASS_MESSAGES.stale, outcome === 'staleByYou');
      return { content: await load(id, caller) };
    },
  );

  app.post(
    CLASS_PATHS.one(':id'),
    { onRequest: guard, schema: { ...idParams, response: one } },
    async (request) => {
      const caller = currentUser(request);
      await requireClassAction(deps.db, caller, request.params.id, 'edit');
      const copyId = await copyClass(deps.db, request.params.id, caller.id, deps.now(), copyStored);
      if (copyId === undefined) throw notFound(SERVER_MESSAGES.notFound);
      return { content: await load(copyId, caller) };
    },
  );

  app.delete(
    CLASS_PATHS.one(':id'),
    { onRequest: guard, schema: { ...idParams, response: { 200: envelope(ClassDeleteResponseSchema) } } },
    async (request) => {
      const { id } = request.params;
      await requireClassAction(deps.db, currentUser(request), id, 'delete');
      const paths = await deleteClass(deps.db, id);
      if (!paths) throw notFound(SERVER_MESSAGES.notFound);
      for (const path of paths) await removeStoredFile(deps.storage, path);
      return { content: { id } };
    },
  );

  app.patch(
    CLASS_PATHS.publish(':id'),
    { onRequest: guard, schema: { ...idParams, body: ClassPublishRequestSchema, response: one } },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      await requireClassAction(deps.db, caller, id, 'edit');
      if (!(await setPublished(deps.db, id, request.body.published, deps.now(), caller.id)))
        throw notFound(SERVER_MESSAGES.notFound);
      return { content: await load(id, caller) };
    },
  );

  app.post(
    CLASS_PATHS.invite(':id'),
    {
      onRequest: guard,
      schema: {
        ...idParams,
        body: ClassInviteRequestSchema,
        response: { 200: envelope(ClassInviteResponseSchema) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      await requireClassAction(deps.db, caller, id, 'edit');
      const mail = deps.config.smtpUrl !== undefined;
      const outcome = await inviteStudents(deps.db, id, request.body.emails, caller.id, deps.now(), mail);
      return { content: { ...outcome, class: await load(id, caller) } };
    },
  );

  // Whoever may invite may remove (ADR 351); a student of a class the caller may not see is a 404 like a missing one.
  app.delete(
    CLASS_PATHS.student(':id', ':studentId'),
    { onRequest: guard, schema: { params: ClassStudentParamsSchema } },
    async (request) => {
      const { id, studentId } = request.params;
      await requireClassAction(deps.db, currentUser(request), id, 'edit');
      if (!(await removeStudent(deps.db, id, studentId))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: studentId } };
    },
  );

  app.patch(
    CLASS_PATHS.share(':id'),
    {
      onRequest: guard,
      schema: {
        ...idParams,
        body: ClassShareRequestSchema,
        response: { 200: envelope(ClassShareResponseSchema) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const facts = await requireClassAction(deps.db, caller, id, 'share');
      const { emails, version } = request.body;
      const outcome = await setClassShares(
        deps.db,
        id,
        facts.ownerId,
        emails,
        version,
        deps.now(),
        caller.id,
      );
      requireUpdated(outcome, 'classShares');
      return { content: { ...outcome, class: await load(id, caller) } };
    },
  );
};
