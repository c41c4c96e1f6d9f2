/** SPEC section 7 "Auth": sign-in, token refresh, the profile of the signed-in user, and sign-out (ADR 103). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  GetAccessTokenRequestSchema,
  HandOverRequestSchema,
  LogoutRequestSchema,
  ProfileResponseSchema,
  ProfileUpdateRequestSchema,
  RefreshAccessTokenRequestSchema,
  TokenResponseSchema,
} from '../../../src/api/session/authContract';
import { envelope } from '../../../src/api/shared/envelope';
import type { AppDeps } from '../../appDeps';
import { currentUser, publicRoute, requireUser, type AuthUser } from '../../auth/guards';
import { isUiLanguageCode } from '../../../src/domain/shared/languages';
import { redeemHandOverCode } from '../../auth/handOver';
import { refreshSession, signIn, SignInThrottled, signOut, signOutEverywhere } from '../../auth/sessions';
import { confirmLinkBySignIn } from '../../auth/singleSignOnAccounts';
import { confirmLtiLinkBySignIn } from '../../lti/ltiAccounts';
import { findUserByEmail, normalizeEmail } from '../../repositories/session/users';
import { clearedCookieLine, cookieValues, SSO_LINK_COOKIE } from '../../auth/singleSignOnCookies';
import { linkBase } from '../../mail/links';
import { deviceCookieLine, isTrustedDevice } from '../../auth/signInDevices';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    AUTH_PATHS.getAccessToken,
    {
      onRequest: publicRoute(deps),
      schema: { body: GetAccessTokenRequestSchema, response: { 200: envelope(TokenResponseSchema) } },
    },
    async (request, reply) => {
      try {
        const account = normalizeEmail(request.body.email);
        // A browser that signed in to this account before is spared the account's own wait (ADR 364).
        const trusted = isTrustedDevice(request, deps.config, account);
        const token = await signIn(deps, request.body.email, request.body.password, request.ip, trusted);
        const secure = linkBase(deps.config, request).startsWith('https:');
        void reply.header('set-cookie', deviceCookieLine(deps.config, account, secure));
        // The owner of an account a provider asked to link signed in with the password in that browser (ADR 186).
        const linkSecrets = cookieValues(request, SSO_LINK_COOKIE);
        if (linkSecrets.length > 0) {
          await confirmLinkBySignIn(deps, linkSecrets, request.body.email);
          // The same confirmation, asked by an instructor's launch from a course platform (ADR 366).
          const user = await findUserByEmail(deps.db, request.body.email);
          if (user) await confirmLtiLinkBySignIn(deps, linkSecrets, user.id);
          void reply.header('set-cookie', clearedCookieLine(SSO_LINK_COOKIE, secure));
        }
        return { content: { token } };
      } catch (error) {
        if (error instanceof SignInThrottled) void reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
  );

  // A sign-in made elsewhere (an institution's identity provider, an LTI launch) is handed over once (ADR 182, 183).
  app.post(
    AUTH_PATHS.handOver,
    {
      onRequest: publicRoute(deps),
      schema: { body: HandOverRequestSchema, response: { 200: envelope(TokenResponseSchema) } },
    },
    async (request) => ({ content: { token: await redeemHandOverCode(deps, request.body.code) } }),
  );

  app.post(
    AUTH_PATHS.refreshAccessToken,
    {
      onRequest: publicRoute(deps),
      schema: { body: RefreshAccessTokenRequestSchema, response: { 200: envelope(TokenResponseSchema) } },
    },
    async (request) => {
      const token = await refreshSession(deps, request.body.refreshToken);
      return { content: { token } };
    },
  );

  app.post(
    AUTH_PATHS.logout,
    { onRequest: publicRoute(deps), schema: { body: LogoutRequestSchema } },
    async (request, reply) => {
      await signOut(deps, request.body.refreshToken);
      return reply.code(204).send();
    },
  );

  app.post(AUTH_PATHS.logoutAll, { onRequest: requireUser(deps) }, async (request, reply) => {
    await signOutEverywhere(deps, currentUser(request).id);
    return reply.code(204).send();
  });

  const profileOf = (user: AuthUser, language: string | null) => ({
    firstName: user.firstName,
    lastName: user.lastName,
    roles: [...user.roles],
    subscriptionEndsAt: user.subscriptionEndsAt?.toISOString() ?? null,
    language: isUiLanguageCode(language) ? language : null,
  });

  app.get(
    AUTH_PATHS.profile,
    { onRequest: requireUser(deps), schema: { response: { 200: envelope(ProfileResponseSchema) } } },
    // The guard's read of the caller carries the subscription end and the language: the profile reads nothing more.
    async (request) => {
      const user = currentUser(request);
      return { content: profileOf(user, user.language) };
    },
  );

  // What a user may change of their own profile (ADR 179): the interface language.
  app.patch(
    AUTH_PATHS.profile,
    {
      onRequest: requireUser(deps),
      schema: { body: ProfileUpdateRequestSchema, response: { 200: envelope(ProfileResponseSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      await deps.db
        .updateTable('users')
        .set({ language: request.body.language })
        .where('id', '=', user.id)
        .execute();
      return { content: profileOf(user, request.body.language) };
    },
  );
};
