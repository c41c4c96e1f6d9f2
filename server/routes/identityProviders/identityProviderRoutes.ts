/**
 * OpenID Connect single sign-on (ADR 182): the providers full admins register per institution (area
 * 'identity-providers'), and the public half of the sign-in through them: the lookup the sign-in screen asks, the
 * start and the callback the browser is sent through, and the trade of the one-time code for a token pair.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { envelope } from '../../../src/api/shared/envelope';
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
} from '../../../src/api/identityProviders/identityProvidersContract';
import { dbId } from '../../../src/domain/shared/fields';
import {
  IDENTITY_PROVIDER_MESSAGES,
  needsSecret,
} from '../../../src/domain/identityProviders/identityProviders';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { SsoFailure } from '../../../src/domain/session/signedOut';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea, publicRoute } from '../../auth/guards';
import { sealSecret } from '../../auth/secretBox';
import {
  enabledProviderFor,
  finishSignIn,
  SECRET_PURPOSE,
  SSO_LOGIN_TTL_MS,
  startSignIn,
} from '../../auth/singleSignOn';
import { SsoConfirmationNeeded, SSO_LINK_TTL_MS } from '../../auth/singleSignOnAccounts';
import {
  clearedCookieLine,
  cookieLine,
  SSO_LINK_COOKIE,
  SSO_STATE_COOKIE,
  startedInThisBrowser,
} from '../../auth/singleSignOnCookies';
import { SsoFailed } from '../../auth/singleSignOnFailure';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, notFound } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { linkBase } from '../../mail/links';
import { SERVER_MESSAGES } from '../../messages';
import { institutionsHolding } from '../../repositories/identityProviders/identityProviderLinks';
import {
  createIdentityProvider,
  deleteIdentityProvider,
  domainsServedElsewhere,
  findIdentityProvider,
  institutionTitle,
  listIdentityProviders,
  updateIdentityProvider,
  type ProviderValues,
} from '../../repositories/identityProviders/identityProviders';
import { enveloped } from '../../http/routeSchema';

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
    const institution = await institutionTitle(deps.db, body.institutionId);
    if (institution === undefined) errors.institutionId = [IDENTITY_PROVIDER_MESSAGES.institution];
    else {
      // A provider speaks only for its own institution's e-mail domains and their subdomains (ADR 186).
      const holders = await institutionsHolding(deps.db, body.emailDomains);
      const outside = body.emailDomains.filter((domain) => holders.get(domain) !== body.institutionId);
      if (outside.length > 0)
        errors.emailDomains = outside.map((domain) =>
          IDENTITY_PROVIDER_MESSAGES.domainOutsideInstitution(domain, institution),
        );
    }
    const taken = await domainsServedElsewhere(deps.db, body.emailDomains, id);
    if (taken.length > 0)
      errors.emailDomains = [
        ...(errors.emailDomains ?? []),
        ...taken.map(IDENTITY_PROVIDER_MESSAGES.domainTaken),
      ];
    if (needsSecret(hasSecret, body.clientSecret, body.clientAuth)) errors.clientSecret = [MESSAGES.required];
    if (Object.keys(errors).length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, errors);
    return {
      institutionId: body.institutionId,
      name: body.name,
      issuer: body.issuer.replace(/\/+$/, '') || body.issuer,
      clientId: body.clientId,
      clientAuth: body.clientAuth,
      emailDomains: body.emailDomains,
      roles: [...new Set(body.roles)],
      enabled: body.enabled,
    };
  }
  const sealed = (secret: string) => sealSecret(deps.config, SECRET_PURPOSE, secret.trim());

  /**
   * A save that lost a race for a domain to another provider saved at the same moment: the store's one-provider-per-
   * domain rule refuses it, and the answer names the domain as a check made before the save would have.
   */
  async function savedUnlessTaken<T>(
    values: ProviderValues,
    id: number | null,
    save: () => Promise<T>,
  ): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const taken = await domainsServedElsewhere(deps.db, values.emailDomains, id);
      throw badRequest(SERVER_MESSAGES.validationFailed, {
        emailDomains: (taken.length > 0 ? taken : values.emailDomains).map(
          IDENTITY_PROVIDER_MESSAGES.domainTaken,
        ),
      });
    }
  }

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
    async (request) => {
      const { body } = request;
      const values = await checked(body, null, false);
      const by = currentUser(request).id;
      const id = await savedUnlessTaken(values, null, () =>
        createIdentityProvider(deps.db, values, sealed(body.clientSecret), deps.now(), by),
      );
      return { content: await load(id) };
    },
  );

  app.patch(
    IDENTITY_PROVIDER_PATHS.one(':id'),
    {
      onRequest: guard,
      schema: enveloped(IdentityProviderResponseSchema, {
        params: IdParams,
        body: IdentityProviderUpdateRequestSchema,
      }),
    },
    async (request) => {
      const { params, body } = request;
      const by = currentUser(request).id;
      const current = await load(params.id);
      const values = await checked(body, params.id, current.clientSecretSet);
      // A blank secret keeps the stored one.
      const secret = body.clientSecret.trim() === '' ? null : sealed(body.clientSecret);
      const outcome = await savedUnlessTaken(values, params.id, () =>
        updateIdentityProvider(
          deps.db,
          params.id,
          { ...values, version: body.version },
          secret,
          deps.now(),
          by,
        ),
      );
      requireUpdated(outcome, 'identityProvider');
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
  /** The sign-in's cookies are Secure when the console's address is https (ADR 186). */
  const secure = (request: FastifyRequest) => linkBase(deps.config, request).startsWith('https:');
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const reason: SsoFailure = error instanceof SsoFailed ? error.reason : 'failed';
    // Every sign-in that does not sign in leaves one line: its reason, the provider, and what went wrong (ADR 253).
    if (!(error instanceof SsoFailed)) request.log.error({ err: error, reason }, 'single sign-on failed');
    else
      request.log.warn(
        { reason, provider: error.providerId ?? null, detail: error.detail ?? null },
        'single sign-on failed',
      );
    if (error instanceof SsoConfirmationNeeded)
      void reply.header(
        'set-cookie',
        cookieLine(SSO_LINK_COOKIE, error.secret, SSO_LINK_TTL_MS / 1000, secure(request)),
      );
    return backToSignIn(request, reply, `sso-error=${reason}`);
  };

  app.get(
    SINGLE_SIGN_ON_PATHS.start,
    { onRequest: publicRoute(deps), schema: { querystring: SsoStartQuerySchema } },
    async (request, reply) => {
      const redirectUri = `${linkBase(deps.config, request)}${SINGLE_SIGN_ON_PATHS.callback}`;
      try {
        const { url, browserBinding } = await startSignIn(deps, request.query.email, redirectUri);
        return reply
          .header(
            'set-cookie',
            cookieLine(SSO_STATE_COOKIE, browserBinding, SSO_LOGIN_TTL_MS / 1000, secure(request)),
          )
          .header('cache-control', 'no-store')
          .redirect(url.href, 303);
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
      // Only the browser that started this sign-in holds its cookie; done here, that cookie has served.
      const startedHere = startedInThisBrowser(request, request.query.state);
      if (startedHere) void reply.header('set-cookie', clearedCookieLine(SSO_STATE_COOKIE, secure(request)));
      try {
        const code = await finishSignIn(deps, request.query, startedHere);
        return backToSignIn(request, reply, `sso=${encodeURIComponent(code)}`);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );
};
