/** LTI 1.3: platform registrations, the tool's own URLs and keys, login initiation, launch, Deep Linking and grades (ADR 183). */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { envelope } from '../../../src/api/shared/envelope';
import {
  DeepLinkChoiceRequestSchema,
  DeepLinkChoiceResponseSchema,
  DeepLinkParamsSchema,
  DeepLinkResponseSchema,
  FailedScoreSendsResponseSchema,
  LTI_CODE_FRAGMENT,
  LTI_LINK_OF_ANOTHER,
  LTI_PATHS,
  LTI_TOOL_PATHS,
  LtiPlatformListRequestSchema,
  LtiPlatformListResponseSchema,
  LtiPlatformResponseSchema,
  LtiPlatformSaveRequestSchema,
  LtiPlatformUpdateRequestSchema,
  LtiToolResponseSchema,
  ResendScoreParamsSchema,
} from '../../../src/api/lti/ltiContract';
import { dbId } from '../../../src/domain/shared/fields';
import { quizPaths } from '../../../src/domain/quiz/quizArea';
import { canManageLtiPlatforms, LTI_MESSAGES, ltiAudience } from '../../../src/domain/lti/lti';
import type { AppDeps } from '../../appDeps';
import { currentUser, publicRoute, requireArea } from '../../auth/guards';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { errorHandler } from '../../http/errorHandler';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { answerDeepLink, deepLinkChoices, startDeepLink, takeDeepLinkResponse } from '../../lti/deepLinking';
import {
  LaunchRequestSchema,
  LOGIN_STATE_TTL_MS,
  LoginRequestSchema,
  LTI_CLAIMS,
  MESSAGE_TYPES,
  startLogin,
  verifyLaunch,
} from '../../lti/launchVerify';
import { instructorAccount, LtiConfirmationNeeded } from '../../lti/ltiAccounts';
import { SSO_LINK_TTL_MS } from '../../auth/singleSignOnAccounts';
import { cookieLine, SSO_LINK_COOKIE } from '../../auth/singleSignOnCookies';
import { instructorLinkQuiz } from '../../lti/ltiLinks';
import { rememberCourse } from '../../lti/nrpsCourses';
import { ltiRosterRoutes } from './ltiRosterRoutes';
import { createHandOverCode } from '../../auth/handOver';
import { AUTO_POST_SCRIPT, autoPostPage, refusalPage } from '../../lti/ltiPages';
import { LTI_REFUSALS, LtiRefusal } from '../../lti/ltiRefusal';
import { learnerTake } from '../../lti/ltiTakes';
import { listFailedSends, resendScore } from '../../lti/scoreSends';
import { spentStateCookie, stateCookie } from '../../lti/stateCookie';
import { frameCookie } from '../../lti/frameCookie';
import { toolJwks } from '../../lti/toolKey';
import { linkBase } from '../../mail/links';
import {
  createPlatform,
  deletePlatform,
  findPlatformView,
  listPlatforms,
  updatePlatform,
} from '../../repositories/lti/ltiPlatforms';
import { enveloped } from '../../http/routeSchema';
import { named } from '../../http/pluginName';
import { dynamicRegistrationRoutes } from './dynamicRegistrationRoutes';

const IdParams = z.object({ id: dbId });
const FORM_BODY_LIMIT = 256 * 1024;

/** The tool's addresses, absolute: PUBLIC_URL, else the address the console was reached by. */
function toolUrls(deps: AppDeps, request: FastifyRequest) {
  const base = linkBase(deps.config, request);
  return {
    loginUrl: `${base}${LTI_TOOL_PATHS.login}`,
    launchUrl: `${base}${LTI_TOOL_PATHS.launch}`,
    deepLinkUrl: `${base}${LTI_TOOL_PATHS.deepLink}`,
    jwksUrl: `${base}${LTI_TOOL_PATHS.jwks}`,
  };
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The pages a platform and a browser reach: errors become a page that says what went wrong, never a 5xx. */
const toolPages: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const access = publicRoute(deps);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof LtiRefusal) return sendPage(reply, error.statusCode, refusalPage(error.message));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500)
      return sendPage(reply, status, refusalPage(LTI_REFUSALS.claims('the request could not be read')));
    return errorHandler(error, request, reply);
  });

  app.get(LTI_TOOL_PATHS.jwks, { onRequest: access }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(await toolJwks(deps.db, deps.config)),
  );

  app.get(LTI_TOOL_PATHS.autoPost, { onRequest: access }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(AUTO_POST_SCRIPT),
  );

  const login = async (request: FastifyRequest, reply: FastifyReply) => {
    const source = request.method === 'GET' ? request.query : request.body;
    const parsed = LoginRequestSchema.safeParse(source ?? {});
    if (!parsed.success) throw new LtiRefusal(LTI_REFUSALS.loginIncomplete);
    const urls = toolUrls(deps, request);
    const started = await startLogin(deps.db, parsed.data, [urls.launchUrl, urls.deepLinkUrl], deps.now());
    reply.header(
      'set-cookie',
      stateCookie(started.state, linkBase(deps.config, request), LOGIN_STATE_TTL_MS),
    );
    return reply.redirect(started.location, 302);
  };
  app.get(LTI_TOOL_PATHS.login, { onRequest: access }, login);
  app.post(LTI_TOOL_PATHS.login, { onRequest: access }, login);

  /**
   * An instructor's launch named an account with a password (ADR 366): the sign-in screen asks its owner for it, as
   * the single sign-on does, and this browser keeps the secret the password sign-in confirms the link with.
   */
  const confirmWithPassword = (request: FastifyRequest, reply: FastifyReply, secret: string) => {
    const base = linkBase(deps.config, request);
    return reply
      .header(
        'set-cookie',
        cookieLine(SSO_LINK_COOKIE, secret, SSO_LINK_TTL_MS / 1000, base.startsWith('https:')),
      )
      .header('cache-control', 'no-store')
      .redirect(`${deps.config.routePrefix}/signin#sso-error=confirmLtiWithPassword`, 303);
  };

  const launch = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await launchAs(request, reply);
    } catch (error) {
      if (error instanceof LtiConfirmationNeeded) return confirmWithPassword(request, reply, error.secret);
      throw error;
    }
  };

  const launchAs = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = LaunchRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new LtiRefusal(LTI_REFUSALS.claims('the launch form could not be read'));
    const now = deps.now();
    // Whatever the outcome, the state's cookie is spent.
    if (parsed.data.state)
      reply.header('set-cookie', spentStateCookie(parsed.data.state, linkBase(deps.config, request)));
    const { platform, claims } = await verifyLaunch(deps.db, parsed.data, request.headers.cookie, now);
    const audience = ltiAudience(claims[LTI_CLAIMS.roles]);
    const consolePath = deps.config.routePrefix;
    // The console pages an instructor's launch opens may be framed by this platform (ADR 374).
    const framedBy = () =>
      reply.header(
        'set-cookie',
        frameCookie(platform.id, linkBase(deps.config, request), deps.config.secretsKey),
      );
    if (claims[LTI_CLAIMS.messageType] === MESSAGE_TYPES.deepLinking) {
      if (audience !== 'instructor') throw new LtiRefusal(LTI_REFUSALS.deepLinkLearner, 403);
      const user = await instructorAccount(deps, platform, claims);
      // The course's roster service, when named, ties the course to a class of the instructor's (ADR 385).
      await rememberCourse(deps, platform, claims, user);
      const id = await startDeepLink(deps.db, platform, claims, user.id, now);
      const code = await createHandOverCode(deps.db, user.id, now);
      framedBy();
      return reply.redirect(`${consolePath}/lti/deep-link/${id}#${LTI_CODE_FRAGMENT}=${code}`, 303);
    }
    if (audience === 'instructor') {
      // A resource link opens its quiz for the instructor who owns it (ADR 257); any other launch the LTI page.
      const user = await instructorAccount(deps, platform, claims);
      await rememberCourse(deps, platform, claims, user);
      const quizId = await instructorLinkQuiz(deps.db, platform, claims, user.id, now);
      const code = await createHandOverCode(deps.db, user.id, now);
      // A co-teacher's launch of another instructor's quiz lands on the LTI page, which says why (ADR 272).
      const page =
        quizId === undefined
          ? '/lti'
          : quizId === 'another'
            ? `/lti?${LTI_LINK_OF_ANOTHER}`
            : quizPaths.view('my-quiz', quizId);
      framedBy();
      return reply.redirect(`${consolePath}${page}#${LTI_CODE_FRAGMENT}=${code}`, 303);
    }
    if (audience === 'learner') {
      const token = await learnerTake(deps.db, platform, claims, now);
      return reply.redirect(`/take/${token}`, 303);
    }
    throw new LtiRefusal(LTI_REFUSALS.role, 403);
  };
  app.post(LTI_TOOL_PATHS.launch, { onRequest: access }, launch);
  app.post(LTI_TOOL_PATHS.deepLink, { onRequest: access }, launch);

  app.get(LTI_TOOL_PATHS.deepLinkReturn(':requestId'), { onRequest: access }, async (request, reply) => {
    const params = DeepLinkParamsSchema.safeParse(request.params);
    const answer = params.success && (await takeDeepLinkResponse(deps.db, params.data.requestId, deps.now()));
    if (!answer || !answer.response_jwt) throw new LtiRefusal(LTI_REFUSALS.deepLinkGone, 404);
    // The page posts to the platform: this answer's policy allows that one origin as a form target.
    reply.header('x-lti-form-action', new URL(answer.return_url).origin);
    return sendPage(reply, 200, autoPostPage(answer.return_url, { JWT: answer.response_jwt }));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const origin = reply.getHeader('x-lti-form-action');
    if (typeof origin === 'string') {
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        policy.replace("form-action 'self'", `form-action 'self' ${origin}`),
      );
      reply.removeHeader('x-lti-form-action');
    }
    return payload;
  });
};

export const ltiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(named(toolPages), deps);
  // Dynamic Registration: its pages and the links that start it (ADR 386).
  await app.register(named(dynamicRegistrationRoutes), deps);
  await app.register(named(ltiRosterRoutes), deps);
  const guard = requireArea(deps, 'lti');
  const adminsOnly = (request: FastifyRequest) => {
    if (!canManageLtiPlatforms(currentUser(request).roles)) throw forbidden(LTI_MESSAGES.adminsOnly);
  };
  const saving = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LTI_MESSAGES.duplicate);
      if (isForeignKeyViolation(error))
        throw badRequest(LTI_MESSAGES.institutionRequired, {
          institutionId: [LTI_MESSAGES.institutionRequired],
        });
      throw error;
    } finally {
      // The origins that may frame a launch follow the registrations (ADR 255).
      deps.frameOrigins.forget();
    }
  };
  const load = async (id: number) => {
    const platform = await findPlatformView(deps.db, id);
    if (!platform) throw notFound(LTI_MESSAGES.notFound);
    return platform;
  };

  app.get(
    LTI_PATHS.tool,
    { onRequest: guard, schema: { response: { 200: envelope(LtiToolResponseSchema) } } },
    async (request) => ({
      content: { ...toolUrls(deps, request), jwks: await toolJwks(deps.db, deps.config) },
    }),
  );

  app.post(
    LTI_PATHS.platformList,
    {
      onRequest: guard,
      schema: {
        body: LtiPlatformListRequestSchema,
        response: { 200: envelope(LtiPlatformListResponseSchema) },
      },
    },
    async (request) => {
      adminsOnly(request);
      return { content: await listPlatforms(deps.db, request.body) };
    },
  );

  app.post(
    LTI_PATHS.platforms,
    {
      onRequest: guard,
      schema: { body: LtiPlatformSaveRequestSchema, response: { 200: envelope(LtiPlatformResponseSchema) } },
    },
    async (request) => {
      adminsOnly(request);
      const by = currentUser(request).id;
      const id = await saving(() => createPlatform(deps.db, request.body, deps.now(), by));
      return { content: await load(id) };
    },
  );

  app.get(
    LTI_PATHS.platform(':id'),
    {
      onRequest: guard,
      schema: { params: IdParams, response: { 200: envelope(LtiPlatformResponseSchema) } },
    },
    async (request) => {
      adminsOnly(request);
      return { content: await load(request.params.id) };
    },
  );

  app.put(
    LTI_PATHS.platform(':id'),
    {
      onRequest: guard,
      schema: enveloped(LtiPlatformResponseSchema, {
        params: IdParams,
        body: LtiPlatformUpdateRequestSchema,
      }),
    },
    async (request) => {
      adminsOnly(request);
      const { id } = request.params;
      // Saved on the version it was loaded with (ADR 188).
      const by = currentUser(request).id;
      const outcome = await saving(() => updatePlatform(deps.db, id, request.body, deps.now(), by));
      requireUpdated(outcome, 'ltiPlatform', LTI_MESSAGES.notFound);
      return { content: await load(id) };
    },
  );

  app.delete(
    LTI_PATHS.platform(':id'),
    { onRequest: guard, schema: { params: IdParams } },
    async (request) => {
      adminsOnly(request);
      const deleted = await deletePlatform(deps.db, request.params.id);
      deps.frameOrigins.forget();
      if (!deleted) throw notFound(LTI_MESSAGES.notFound);
      return { content: { message: LTI_MESSAGES.deleted } };
    },
  );

  const sendViewer = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { userId: user.id, all: canManageLtiPlatforms(user.roles) };
  };

  app.get(
    LTI_PATHS.scoreSends,
    { onRequest: guard, schema: { response: { 200: envelope(FailedScoreSendsResponseSchema) } } },
    async (request) => ({ content: { sends: await listFailedSends(deps.db, sendViewer(request)) } }),
  );

  app.post(
    LTI_PATHS.resendScore(':assignmentId'),
    { onRequest: guard, schema: { params: ResendScoreParamsSchema } },
    async (request) => {
      const resent = await resendScore(deps.db, sendViewer(request), request.params.assignmentId, deps.now());
      if (!resent) throw notFound(LTI_MESSAGES.scoreSendNotFound);
      return { content: { message: LTI_MESSAGES.scoreResent } };
    },
  );

  app.get(
    LTI_PATHS.deepLink(':requestId'),
    {
      onRequest: guard,
      schema: { params: DeepLinkParamsSchema, response: { 200: envelope(DeepLinkResponseSchema) } },
    },
    async (request) => {
      const choices = await deepLinkChoices(
        deps.db,
        request.params.requestId,
        currentUser(request).id,
        deps.now(),
      );
      if (!choices) throw notFound(LTI_MESSAGES.deepLinkGone);
      return { content: choices };
    },
  );

  app.post(
    LTI_PATHS.deepLink(':requestId'),
    {
      onRequest: guard,
      schema: enveloped(DeepLinkChoiceResponseSchema, {
        params: DeepLinkParamsSchema,
        body: DeepLinkChoiceRequestSchema,
      }),
    },
    async (request) => {
      const id = request.params.requestId;
      const outcome = await answerDeepLink(
        deps.db,
        deps.config,
        {
          id,
          userId: currentUser(request).id,
          quizId: request.body.quizId,
          launchUrl: toolUrls(deps, request).launchUrl,
        },
        deps.now(),
      );
      if (outcome === 'gone') throw notFound(LTI_MESSAGES.deepLinkGone);
      if (outcome === 'notYours')
        throw badRequest(LTI_MESSAGES.quizNotYours, { quizId: [LTI_MESSAGES.quizNotYours] });
      return { content: { returnPath: LTI_TOOL_PATHS.deepLinkReturn(id) } };
    },
  );
};
