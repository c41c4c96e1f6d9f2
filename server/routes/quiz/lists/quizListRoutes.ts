/**
 * The quiz lists (SPEC section 7 "Quiz", section 6 "Quiz permissions"), area 'quiz'. Super admins see the
 * template, library, admin, shared and customer lists; every quiz user sees their own quizzes, the ones they
 * shared, and the admin quizzes shared with them (ADR 021). Anyone else gets 403 with the SPEC's access message.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../src/api/shared/envelope';
import {
  QUIZ_FILTER,
  QUIZ_LIST_PATHS,
  QUIZ_PAGE_SIZE,
  QuizListQuerySchema,
  QuizListRequestSchema,
  QuizListResponseSchema,
} from '../../../../src/api/quiz/lists/quizListsContract';
import { searchConditions, type ParsedListRequest } from '../../../../src/domain/shared/listQuery';
import { MESSAGES } from '../../../../src/domain/shared/messages';
import { isSuperAdmin } from '../../../../src/domain/access/capabilities';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { forbidden } from '../../../http/errors';
import {
  listQuizzes,
  nextQuizEnd,
  QUIZ_RESOURCES,
  quizScope,
  type QuizListOptions,
  type QuizPage,
} from '../../../repositories/quiz/lists/quizLists';

const listSchema = { body: QuizListRequestSchema, response: { 200: envelope(QuizListResponseSchema) } };
const getSchema = { querystring: QuizListQuerySchema, response: { 200: envelope(QuizListResponseSchema) } };

/** The caller must be a super admin; the quiz lists refuse with the SPEC's access message. */
function requireSuperAdmin(request: FastifyRequest) {
  const user = currentUser(request);
  if (!isSuperAdmin(user.roles)) throw forbidden(MESSAGES.noQuizAccess);
  return user;
}

/** A GET list's query string as the list request: the keyword searches the id or the given text columns. */
function requestFromQuery(
  query: { page: number; itemsOnPage: number; keyword?: string | undefined },
  textProperties: readonly string[],
): ParsedListRequest {
  return {
    navigation: { page: query.page, itemsOnPage: query.itemsOnPage },
    filter: searchConditions(query.keyword ?? '', textProperties),
    sort: [],
  };
}

/** SPEC: the customer list hides expired quizzes unless the `showExpired` filter (the toggle) is on. */
function splitShowExpired(request: ParsedListRequest): { request: ParsedListRequest; showExpired: boolean } {
  const toggle = request.filter.find((c) => c.property === QUIZ_FILTER.showExpired);
  const on = toggle !== undefined && [true, 1, '1', 'true'].includes(toggle.value as never);
  return {
    request: { ...request, filter: request.filter.filter((c) => c.property !== QUIZ_FILTER.showExpired) },
    showExpired: on,
  };
}

const CUSTOMER_KEYWORD_COLUMNS = [
  QUIZ_FILTER.firstName,
  QUIZ_FILTER.lastName,
  QUIZ_FILTER.email,
  QUIZ_FILTER.title,
];

export const quizListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const { db } = deps;

  /**
   * A list page, kept until something it shows is written (ADR 160): by route, caller (the rows say whether the
   * caller owns or shares each quiz) and request. `until` is when a page that hides expired quizzes may change
   * by itself: the next end date in its scope. The page is kept as sent: written once by the route's compiled
   * serializer, so a page asked again is only its kept text.
   */
  const listed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    options: QuizListOptions,
    until?: () => Promise<Date | null>,
  ): Promise<FastifyReply> => {
    const body = await deps.authCache.listPage(
      JSON.stringify([
        request.routeOptions.url,
        options.caller.id,
        options.caller.email,
        options.request,
        options.perPage ?? null,
        Boolean(until),
      ]),
      deps.now(),
      async () => {
        const content: QuizPage = await listQuizzes(db, options);
        return { value: reply.serialize({ content }), until: until ? await until() : null };
      },
    );
    return reply.type('application/json; charset=utf-8').send(body);
  };

  app.post(QUIZ_LIST_PATHS.templates, { onRequest: guard, schema: listSchema }, async (request, reply) => {
    const caller = requireSuperAdmin(request);
    return listed(request, reply, {
      caller,
      scope: quizScope.kind('template'),
      resource: QUIZ_RESOURCES.templates,
      request: request.body,
    });
  });

  app.post(QUIZ_LIST_PATHS.library, { onRequest: guard, schema: listSchema }, async (request, reply) => {
    const caller = requireSuperAdmin(request);
    return listed(request, reply, {
      caller,
      scope: quizScope.kind('library'),
      resource: QUIZ_RESOURCES.library,
      request: request.body,
      perPage: QUIZ_PAGE_SIZE,
    });
  });

  app.post(QUIZ_LIST_PATHS.sharedAdmin, { onRequest: guard, schema: listSchema }, async (request, reply) => {
    const caller = requireSuperAdmin(request);
    return listed(request, reply, {
      caller,
      scope: quizScope.sharedAdmin(),
      resource: QUIZ_RESOURCES.shared,
      request: request.body,
    });
  });

  app.get(QUIZ_LIST_PATHS.sharedByMe, { onRequest: guard, schema: getSchema }, async (request, reply) => {
    const user = currentUser(request);
    return listed(request, reply, {
      caller: user,
      scope: quizScope.sharedByOwner(user.id),
      resource: QUIZ_RESOURCES.mine,
      request: requestFromQuery(request.query, [QUIZ_FILTER.title]),
    });
  });

  app.post(QUIZ_LIST_PATHS.mine, { onRequest: guard, schema: listSchema }, async (request, reply) => {
    const user = currentUser(request);
    return listed(request, reply, {
      caller: user,
      scope: quizScope.ownedBy('user', user.id),
      resource: QUIZ_RESOURCES.mine,
      request: request.body,
    });
  });

  app.post(QUIZ_LIST_PATHS.admin, { onRequest: guard, schema: listSchema }, async (request, reply) => {
    const user = currentUser(request);
    return listed(request, reply, {
      caller: user,
      scope: isSuperAdmin(user.roles) ? quizScope.kind('admin') : quizScope.sharedWith('admin', user.email),
      resource: QUIZ_RESOURCES.admin,
      request: request.body,
      perPage: QUIZ_PAGE_SIZE,
    });
  });

  const customerList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    listRequest: ParsedListRequest,
    toggle: boolean,
  ) => {
    const caller = requireSuperAdmin(request);
    const split = splitShowExpired(listRequest);
    const showExpired = toggle || split.showExpired;
    const kind = quizScope.kind('user');
    return listed(
      request,
      reply,
      {
        caller,
        scope: showExpired ? kind : quizScope.both(kind, quizScope.notExpired(deps.now())),
        resource: QUIZ_RESOURCES.customer,
        request: split.request,
        withCustomer: true,
      },
      showExpired ? undefined : () => nextQuizEnd(db, 'user', deps.now()),
    );
  };

  app.post(QUIZ_LIST_PATHS.customer, { onRequest: guard, schema: listSchema }, async (request, reply) =>
    customerList(request, reply, request.body, false),
  );

  app.get(QUIZ_LIST_PATHS.customer, { onRequest: guard, schema: getSchema }, async (request, reply) =>
    customerList(
      request,
      reply,
      requestFromQuery(request.query, CUSTOMER_KEYWORD_COLUMNS),
      request.query.showExpired ?? false,
    ),
  );
};
