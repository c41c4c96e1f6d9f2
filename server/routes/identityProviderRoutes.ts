/**
 * OpenID Connect single sign-on (ADR 182): the providers full admins register per institution (area
 * 'identity-providers'), and the public half of the sign-in through them: the lookup the sign-in screen asks, the
 * start and the callback the browser is sent through, and the trade of the one-time code for a token pair.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { envelope } from '../../src/api/envelope';
import {
  IDENTITY_PROVIDER_PATHS,
  IdentityProviderListRequestSchema,
  IdentityProviderListResponseSchema,
  IdentityProviderResponseSchema,
  IdentityProviderSaveRequestSchema,
  IdentityProviderUpdateRequestSchema,
  SINGLE_SIGN_ON_PATHS,
  SsoCallbackQuerySchema,
  SsoLookupRequestSchema,
  SsoLookupResponseSchema,
  SsoStartQuerySchema,
} from '../../src/api/identityProvidersContract';
import { dbId } from '../../src/domain/fields';
import { IDENTITY_PROVIDER_MESSAGES, needsSecret } from '../../src/domain/identityProviders';
import { MESSAGES } from '../../src/domain/messages';
import type { SsoFailure } from '../../src/domain/signedOut';
import type { AppDeps } from '../appDeps';
import { requireArea, publicRoute } from '../auth/guards';
import { sealSecret } from '../auth/secretBox';
import {
  enabledProviderFor,
  finishSignIn,
  SECRET_PURPOSE,
  SsoFailed,
  startSignIn,
} from '../auth/singleSignOn';
import { badRequest, notFound } from '../http/errors';
import { staleVersion } from '../http/staleVersion';
import { linkBase } from '../mail/links';
import { SERVER_MESSAGES } from '../messages';
import {
  createIdentityProvider,
  deleteIdentityProvider,
  domainsServedElsewhere,
  findIdentityProvider,
  institutionExists,
  listIdentityProviders,
  updateIdentityProvider,
  type ProviderValues,
} from '../repositories/identityProviders';

const IdParams = z.object({ id: dbId });
type SaveBody = z.output<typeof IdentityProviderSaveRequestSchema>;

export const identityProviderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'identity-providers');

  const load = async (id: number) => {
    const provider = await findIdentityProvider(deps.db, id);
    if (!provider) throw notFound(SERVER_MESSAGES.notFound);
    return provider;
  };

  /** The rules the schema cannot check alone; each refusal names its field. */
  async function checked(body: SaveBody, id: number | null, hasSecret: boolean): Promise<ProviderValues> {
    const errors: Record<string, string[]> = {};
    if (!(await institutionExists(deps.db, body.institutionId)))
      errors.institutionId = [IDENTITY_PROVIDER_MESSAGES.institution];
    const taken = await domainsServedElsewhere(deps.db, body.emailDomains, id);
    if (taken.length > 0) errors.emailDomains = taken.map(IDENTITY_PROVIDER_MESSAGES.domainTaken);
    if (needsSecret(hasSecret, body.clientSecret)) errors.clientSecret = [MESSAGES.required];
    if (Object.keys(errors).length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, errors);
    return {
      institutionId: body.institutionId,
      name: body.name,
      issuer: body.issuer.replace(/\/+$/, '') || body.issuer,
      clientId: body.clientId,
      emailDomains: body.emailDomains,
      roles: [...new Set(body.roles)],
      enabled: body.enabled,
    };
  }
  const sealed = (secret: string) => sealSecret(deps.config, SECRET_PURPOSE, secret.trim());

  app.post(
    IDENTITY_PROVIDER_PATHS.list,
    {
      onRequest: guard,
      schema: {
        body: IdentityProviderListRequestSchema,
        response: { 200: envelope(IdentityProviderListResponseSchema) },
      },
    },
    async ({ body }) => ({ content: await listIdentityProviders(deps.db, body) }),
  );

  app.get(
    IDENTITY_PROVIDER_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: { params: IdParams, response: { 200: envelope(IdentityProviderResponseSchema) } },
    },
    async ({ params }) => ({ content: await load(params.id) }),
  );

  app.post(
    IDENTITY_PROVIDER_PATHS.create,
    {
      onRequest: guard,
      schema: {
        body: IdentityProviderSaveRequestSchema,
        response: { 200: envelope(IdentityProviderResponseSchema) },
      },
    },
    async ({ body }) => {
      const values = await checked(body, null, false);
      const id = await createIdentityProvider(deps.db, values, sealed(body.clientSecret), deps.now());
      return { content: await load(id) };
    },
  );

  app.patch(
    IDENTITY_PROVIDER_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: {
        params: IdParams,
        body: IdentityProviderUpdateRequestSchema,
        response: { 200: envelope(IdentityProviderResponseSchema) },
      },
    },
    async ({ params, body }) => {
      const current = await load(params.id);
      const values = await checked(body, params.id, current.clientSecretSet);
      // A blank secret keeps the stored one.
      const secret = body.clientSecret.trim() === '' ? null : sealed(body.clientSecret);
      const outcome = await updateIdentityProvider(
        deps.db,
        params.id,
        { ...values, version: body.version },
        secret,
        deps.now(),
      );
      if (outcome === 'missing') throw notFound(SERVER_MESSAGES.notFound);
      if (outcome === 'stale') throw staleVersion('identityProvider');
      return { content: await load(params.id) };
    },
  );

  app.delete(
    IDENTITY_PROVIDER_PATHS.one(':id'),
    { onRequest: guard, schema: { params: IdParams } },
    async ({ params }, reply) => {
      if (!(await deleteIdentityProvider(deps.db, params.id))) throw notFound(SERVER_MESSAGES.notFound);
      return reply.code(204).send();
    },
  );

  // The public half. The lookup answers only whether the e-mail's domain has an enabled provider.
  app.post(
    SINGLE_SIGN_ON_PATHS.lookup,
    {
      onRequest: publicRoute(deps),
      schema: { body: SsoLookupRequestSchema, response: { 200: envelope(SsoLookupResponseSchema) } },
    },
    async ({ body }) => ({
      content: { available: (await enabledProviderFor(deps, body.email)) !== undefined },
    }),
  );

  const signInScreen = (request: FastifyRequest) =>
    `${linkBase(deps.config, request)}${deps.config.routePrefix}/signin`;
  const backToSignIn = (request: FastifyRequest, reply: FastifyReply, fragment: string) =>
    reply.header('cache-control', 'no-store').redirect(`${signInScreen(request)}#${fragment}`, 303);
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const reason: SsoFailure = error instanceof SsoFailed ? error.reason : 'failed';
    if (!(error instanceof SsoFailed)) request.log.error({ err: error }, 'single sign-on failed');
    return backToSignIn(request, reply, `sso-error=${reason}`);
  };

  app.get(
    SINGLE_SIGN_ON_PATHS.start,
    { onRequest: publicRoute(deps), schema: { querystring: SsoStartQuerySchema } },
    async (request, reply) => {
      const redirectUri = `${linkBase(deps.config, request)}${SINGLE_SIGN_ON_PATHS.callback}`;
      try {
        const url = await startSignIn(deps, request.query.email, redirectUri);
        return reply.header('cache-control', 'no-store').redirect(url.href, 303);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  app.get(
    SINGLE_SIGN_ON_PATHS.callback,
    // A malformed answer lands on the sign-in screen too, rather than on a bare 400.
    { onRequest: publicRoute(deps), schema: { querystring: SsoCallbackQuerySchema }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) return failed(request, reply, new SsoFailed('expired'));
      try {
        const code = await finishSignIn(deps, request.query);
        return backToSignIn(request, reply, `sso=${encodeURIComponent(code)}`);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );
};
