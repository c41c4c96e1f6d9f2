/**
 * LTI Dynamic Registration (ADR 386): a full admin makes a one-time registration link; the platform's administrator
 * opens it from the LMS (`?openid_configuration=…&registration_token=…`), sees what will be registered, confirms,
 * and the platform is stored as a typed registration is. Every refusal is a page, never a 5xx.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { envelope } from '../../../src/api/shared/envelope';
import { LTI_TOOL_PATHS } from '../../../src/api/lti/ltiContract';
import {
  LTI_REGISTRATION_PATHS,
  REGISTRATION_SECRET_PATTERN,
  RegistrationLinkRequestSchema,
  RegistrationLinkResponseSchema,
} from '../../../src/api/lti/ltiRegistrationContract';
import { canManageLtiPlatforms, isPlatformUrl, LTI_MESSAGES } from '../../../src/domain/lti/lti';
import { LTI_REGISTRATION_MESSAGES } from '../../../src/domain/lti/ltiRegistration';
import type { AppDeps } from '../../appDeps';
import { currentUser, publicRoute, requireArea } from '../../auth/guards';
import { isForeignKeyViolation } from '../../db/errors';
import { errorHandler } from '../../http/errorHandler';
import { badRequest, forbidden } from '../../http/errors';
import { named } from '../../http/pluginName';
import {
  readPlatformConfiguration,
  registerWithPlatform,
  REGISTRATION_REFUSALS,
  requestedScopes,
  type ToolUrls,
} from '../../lti/dynamicRegistration';
import {
  claimLink,
  createRegistrationLink,
  findOpenLink,
  releaseLink,
  storeRegisteredPlatform,
} from '../../lti/dynamicRegistrationLinks';
import { CLOSE_SCRIPT, confirmPage, registeredPage } from '../../lti/dynamicRegistrationPages';
import { refusalPage } from '../../lti/ltiPages';
import { LTI_REFUSALS, LtiRefusal } from '../../lti/ltiRefusal';
import { linkBase } from '../../mail/links';

const FORM_BODY_LIMIT = 16 * 1024;
const FRAME_HEADER = 'x-lti-registration-frame';

const SecretParams = z.object({ secret: z.string() });
const RegistrationRequestSchema = z.object({
  openid_configuration: z.string().max(2000),
  registration_token: z.string().max(4000).optional(),
});

function toolUrls(deps: AppDeps, request: FastifyRequest): ToolUrls {
  const base = linkBase(deps.config, request);
  return {
    loginUrl: `${base}${LTI_TOOL_PATHS.login}`,
    launchUrl: `${base}${LTI_TOOL_PATHS.launch}`,
    deepLinkUrl: `${base}${LTI_TOOL_PATHS.deepLink}`,
    jwksUrl: `${base}${LTI_TOOL_PATHS.jwks}`,
  };
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** The link's secret and the platform's request, or a refusal page. */
function readRequest(request: FastifyRequest, source: unknown, reply: FastifyReply) {
  const params = SecretParams.safeParse(request.params);
  const secret = params.success ? params.data.secret : '';
  const parsed = RegistrationRequestSchema.safeParse(source ?? {});
  // The platform shows these pages in its own frame: its origin (the configuration's) may frame them (ADR 386).
  if (parsed.success && isPlatformUrl(parsed.data.openid_configuration))
    reply.header(FRAME_HEADER, new URL(parsed.data.openid_configuration).origin);
  if (!REGISTRATION_SECRET_PATTERN.test(secret)) throw new LtiRefusal(REGISTRATION_REFUSALS.link, 404);
  if (!parsed.success) throw new LtiRefusal(REGISTRATION_REFUSALS.request);
  return { secret, ...parsed.data };
}

/** The pages the platform's administrator sees, in the LMS's window or frame. */
const registrationPages: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
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
  app.addHook('onSend', async (_request, reply, payload) => {
    const origin = reply.getHeader(FRAME_HEADER);
    if (typeof origin === 'string') {
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        policy.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${origin}`),
      );
      reply.removeHeader('x-frame-options');
      // A platform that opens a window rather than a frame reads the closing message as its opener.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      reply.removeHeader(FRAME_HEADER);
    }
    return payload;
  });

  app.get(LTI_REGISTRATION_PATHS.closeScript, { onRequest: access }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CLOSE_SCRIPT),
  );

  app.get(LTI_REGISTRATION_PATHS.register(':secret'), { onRequest: access }, async (request, reply) => {
    const asked = readRequest(request, request.query, reply);
    const link = await findOpenLink(deps.db, asked.secret, deps.now());
    if (!link) throw new LtiRefusal(REGISTRATION_REFUSALS.link, 404);
    const configuration = await readPlatformConfiguration(asked.openid_configuration);
    const urls = toolUrls(deps, request);
    const summary = {
      configuration,
      institutionTitle: link.institutionTitle,
      redirectUris: [urls.launchUrl, urls.deepLinkUrl],
      jwksUrl: urls.jwksUrl,
      scopes: requestedScopes(configuration),
    };
    const fields: Record<string, string> = { openid_configuration: asked.openid_configuration };
    if (asked.registration_token !== undefined) fields.registration_token = asked.registration_token;
    return sendPage(reply, 200, confirmPage(summary, fields));
  });

  app.post(LTI_REGISTRATION_PATHS.register(':secret'), { onRequest: access }, async (request, reply) => {
    const asked = readRequest(request, request.body, reply);
    const now = deps.now();
    // Claimed before the platform is asked: a second confirm of the same link finds it spent.
    const link = await claimLink(deps.db, asked.secret, now);
    if (!link) throw new LtiRefusal(REGISTRATION_REFUSALS.link, 404);
    try {
      const configuration = await readPlatformConfiguration(asked.openid_configuration);
      const registered = await registerWithPlatform(
        configuration,
        asked.registration_token,
        toolUrls(deps, request),
      );
      await storeRegisteredPlatform(
        deps.db,
        asked.secret,
        {
          issuer: configuration.issuer,
          clientId: registered.clientId,
          deploymentId: registered.deploymentId,
          jwksUrl: configuration.jwks_uri,
          authUrl: configuration.authorization_endpoint,
          tokenUrl: configuration.token_endpoint,
          institutionId: link.institutionId,
        },
        now,
        link.createdBy,
      );
      // The origins that may frame a launch follow the registrations (ADR 255).
      deps.frameOrigins.forget();
      return sendPage(reply, 200, registeredPage(registered.deploymentId));
    } catch (error) {
      await releaseLink(deps.db, asked.secret);
      throw error;
    }
  });
};

export const dynamicRegistrationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(named(registrationPages), deps);

  app.post(
    LTI_REGISTRATION_PATHS.links,
    {
      onRequest: requireArea(deps, 'lti'),
      schema: {
        body: RegistrationLinkRequestSchema,
        response: { 200: envelope(RegistrationLinkResponseSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!canManageLtiPlatforms(user.roles)) throw forbidden(LTI_MESSAGES.adminsOnly);
      const institutionId = request.body.institutionId!;
      try {
        const link = await createRegistrationLink(deps.db, { institutionId, by: user.id }, deps.now());
        const url = `${linkBase(deps.config, request)}${LTI_REGISTRATION_PATHS.register(link.secret)}`;
        return { content: { url, expiresAt: link.expiresAt.toISOString() } };
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw badRequest(LTI_REGISTRATION_MESSAGES.institutionRequired, {
            institutionId: [LTI_REGISTRATION_MESSAGES.institutionRequired],
          });
        throw error;
      }
    },
  );
};
