/**
 * The quiz lists (SPEC section 7 "Quiz", section 6 "Quiz permissions"), area 'quiz'. Who reads which list is the
 * quiz capability table's (`canReadQuizList`): super admins the template, library, admin, shared and customer
 * lists; every quiz user their own quizzes, the ones they shared, and the admin list (ADR 021). Anyone else gets 403
 * with the SPEC's access message. The admin list shows the admin quizzes the table lets the caller view, through
 * the table written out as SQL (`quizScope`, ADR 192).
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
import { canReadQuizList, type QuizList } from '../../../../src/domain/quiz/quizCapabilities';
import { ownerNotInternal } from '../../../repositories/admins/users';
import type { AppDeps } from '../../../appDeps';
import { currentUser, requireArea } from '../../../auth/guards';
import { quizScope } from '../../../auth/quizAccess';
import { forbidden } from '../../../http/errors';
import type { KeepMarks } from '../../../lists/pageMarks';
import { pageWindow } from '../../../lists/listRequest';
import { keptListAnswers } from '../../../operations/metrics';
import {
  keptQuizPage,
  keptSearchOf,
  listQuizzes,
  listScope,
  nextQuizEnd,
  QUIZ_RESOURCES,
  readKeptQuizList,
  type QuizListOptions,
} from '../../../repositories/quiz/lists/quizLists';

const listSchema = { body: QuizListRequestSchema, response: { 200: envelope(QuizListResponseSchema) } };
/** A list asked for by POST only reads: it takes the reads' connections (ADR 383). */
const LIST_READS = { readsOnly: true } as const;
const getSchema = { querystring: QuizListQuerySchema, response: { 200: envelope(QuizListResponseSchema) } };

/** The caller, when the table lets them read the list; otherwise the SPEC's access message. */
function requireList(request: FastifyRequest, list: QuizList) {
  const user = currentUser(request);
  if (!canReadQuizList(user, list)) throw forbidden(MESSAGES.noQuizAccess);
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

/**
 * A switch of the customer list, taken out of the request's conditions: SPEC's `showExpired` (expired quizzes are
 * hidden unless it is on) and ADR 246's `showInternal` (internal staff's quizzes are hidden unless it is on).
 */
function splitSwitch(
  request: ParsedListRequest,
  property: string,
): { request: ParsedListRequest; on: boolean } {
  const toggle = request.filter.find((c) => c.property === property);
  const on = toggle !== undefined && [true, 1, '1', 'true'].includes(toggle.value as never);
  return { request: { ...request, filter: request.filter.filter((c) => c.property !== property) }, on };
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
   * A list page, kept until something it shows is written (ADR 160): by route, caller (the rows carry what the
   * caller may do with each quiz; a change of roles is a change of the user, which drops every page) and request. `until` is when a page that hides expired quizzes may change
   * by itself: the next end date in its scope. The page is kept as sent: written once by the route's compiled
   * serializer, so a page asked again is only its kept text.
   */
  const listed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    options: Omit<QuizListOptions, 'now'>,
    until?: () => Promise<Date | null>,
    /** What else the scope depends on (the customer list's internal-owner switch, ADR 246): part of the keys. */
    variant: string | null = null,
    /**
     * The list hides quizzes ended by the request's moment: its kept list keeps each row's end and hides it then,
     * instead of going at every quiz's end as a page does.
     */
    hidesEnded = false,
  ): Promise<FastifyReply> => {
    const now = deps.now();
    const listKey = [
      request.routeOptions.url,
      options.caller.id,
      options.caller.email,
      options.caller.roles,
      options.request.sort,
      Boolean(until),
      variant,
    ];
    /**
     * A search or a page past the first is answered from the whole list kept in memory once it is read (ADR 313);
     * until then, and for any other request, by the page's statement. The first page of no search stays a kept
     * page: it is asked after every write, and need not wait for the whole list.
     */
    const fromKeptList = async (): Promise<{ body: Buffer; until: Date | null } | undefined> => {
      const search = keptSearchOf(options.resource, options.request.filter);
      const window = pageWindow(options.resource, options.request, options.perPage);
      if (!search || (search.term === null && window.offset === 0)) return undefined;
      const kept = await deps.authCache.keptList(JSON.stringify(['kept list', ...listKey]), now, async () => {
        const read = await readKeptQuizList(db, { ...options, hidesEnded, now });
        return read && { ...read, until: until && !hidesEnded ? await until() : null };
      });
      keptListAnswers.inc({ source: kept ? 'kept_list' : 'statement' });
      const body = kept && keptQuizPage(kept, search.term, { ...options, now, hidesEnded });
      if (!kept || body === undefined) return undefined;
      // A list that hides ended quizzes changes by itself when its next row ends, which the kept list knows: no
      // statement asks the store for it.
      const nextEnd = hidesEnded ? kept.nextEnd(now.getTime()) : null;
      return { body, until: nextEnd === null ? null : new Date(nextEnd) };
    };
    const body = await deps.authCache.listPage(
      JSON.stringify([
        request.routeOptions.url,
        options.caller.id,
        options.caller.email,
        options.caller.roles,
        options.request,
        options.perPage ?? null,
        Boolean(until),
        variant,
      ]),
      now,
      async () => {
        // The list's page marks (ADR 242) are kept beside its pages, by the list without its page, and go with them.
        const marks: KeepMarks = (load) =>
          deps.authCache.listPage(
            JSON.stringify(['marks', ...listKey, options.request.filter]),
            now,
            async () => ({ value: await load(), until: until ? await until() : null }),
          );
        const kept = await fromKeptList();
        // Written from the kept list's rows, each already written by the route's schema (ADR 313).
        if (kept) return { value: kept.body, until: kept.until, keep: false };
        const content = await listQuizzes(db, { ...options, now, marks });
        return { value: reply.serialize({ content }), until: until ? await until() : null };
      },
    );
    return reply.type('application/json; charset=utf-8').send(body);
  };

  /** The lists asked for with a list request that the capability table alone guards: each one's rows and page. */
  const requestedLists: readonly {
    readonly list: 'templates' | 'library' | 'sharedAdmin' | 'mine';
    readonly scope: (caller: QuizListOptions['caller']) => QuizListOptions['scope'];
    readonly resource: QuizListOptions['resource'];
    readonly perPage?: number;
  }[] = [
    { list: 'templates', scope: () => listScope.kind('template'), resource: QUIZ_RESOURCES.templates },
    {
      list: 'library',
      scope: () => listScope.kind('library'),
      resource: QUIZ_RESOURCES.library,
      perPage: QUIZ_PAGE_SIZE,
    },
    { list: 'sharedAdmin', scope: () => listScope.sharedAdmin(), resource: QUIZ_RESOURCES.shared },
    { list: 'mine', scope: (caller) => listScope.ownedBy('user', caller.id), resource: QUIZ_RESOURCES.mine },
  ];
  for (const { list, scope, resource, perPage } of requestedLists) {
    app.post(
      QUIZ_LIST_PATHS[list],
      { onRequest: guard, schema: listSchema, config: LIST_READS },
      async (request, reply) => {
        const caller = requireList(request, list);
        return listed(request, reply, {
          caller,
          scope: scope(caller),
          resource,
          request: request.body,
          ...(perPage === undefined ? {} : { perPage }),
        });
      },
    );
  }

  app.get(QUIZ_LIST_PATHS.sharedByMe, { onRequest: guard, schema: getSchema }, async (request, reply) => {
    const user = requireList(request, 'sharedByMe');
    return listed(request, reply, {
      caller: user,
      scope: listScope.sharedByOwner(user.id),
      resource: QUIZ_RESOURCES.mine,
      request: requestFromQuery(request.query, [QUIZ_FILTER.title]),
    });
  });

  app.post(
    QUIZ_LIST_PATHS.admin,
    { onRequest: guard, schema: listSchema, config: LIST_READS },
    async (request, reply) => {
      const user = currentUser(request);
      return listed(request, reply, {
        caller: user,
        scope: quizScope(user, 'view', deps.now(), ['admin']),
        resource: QUIZ_RESOURCES.admin,
        request: request.body,
        perPage: QUIZ_PAGE_SIZE,
      });
    },
  );

  const customerList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    listRequest: ParsedListRequest,
    toggles: { readonly showExpired: boolean; readonly showInternal: boolean },
  ) => {
    const caller = requireList(request, 'customer');
    const expired = splitSwitch(listRequest, QUIZ_FILTER.showExpired);
    const split = splitSwitch(expired.request, QUIZ_FILTER.showInternal);
    const showExpired = toggles.showExpired || expired.on;
    const showInternal = toggles.showInternal || split.on;
    const users = listScope.kind('user');
    const kind = showInternal
      ? users
      : listScope.both(users, ownerNotInternal(deps.config.internalEmailDomain));
    return listed(
      request,
      reply,
      {
        caller,
        scope: showExpired ? kind : listScope.both(kind, listScope.notExpired(deps.now())),
        resource: QUIZ_RESOURCES.customer,
        request: split.request,
        withCustomer: true,
      },
      showExpired ? undefined : () => nextQuizEnd(db, 'user', deps.now()),
      showInternal ? 'showInternal' : null,
      !showExpired,
    );
  };

  app.post(
    QUIZ_LIST_PATHS.customer,
    { onRequest: guard, schema: listSchema, config: LIST_READS },
    async (request, reply) =>
      customerList(request, reply, request.body, { showExpired: false, showInternal: false }),
  );

  app.get(QUIZ_LIST_PATHS.customer, { onRequest: guard, schema: getSchema }, async (request, reply) =>
    customerList(request, reply, requestFromQuery(request.query, CUSTOMER_KEYWORD_COLUMNS), {
      showExpired: request.query.showExpired ?? false,
      showInternal: request.query.showInternal ?? false,
    }),
  );
};
