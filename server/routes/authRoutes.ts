/** SPEC section 7 "Auth": sign-in, token refresh, the profile of the signed-in user, and sign-out (ADR 103). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  GetAccessTokenRequestSchema,
  LogoutRequestSchema,
  ProfileResponseSchema,
  RefreshAccessTokenRequestSchema,
  TokenResponseSchema,
} from '../../src/api/authContract';
import { envelope } from '../../src/api/envelope';
import type { AppDeps } from '../appDeps';
import { currentUser, publicRoute, requireUser } from '../auth/guards';
import { refreshSession, signIn, SignInThrottled, signOut, signOutEverywhere } from '../auth/sessions';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    AUTH_PATHS.getAccessToken,
    {
      onRequest: publicRoute(deps),
      schema: { body: GetAccessTokenRequestSchema, response: { 200: envelope(TokenResponseSchema) } },
    },
    async (request, reply) => {
      try {
        const token = await signIn(deps, request.body.email, request.body.password, request.ip);
        return { content: { token } };
      } catch (error) {
        if (error instanceof SignInThrottled) void reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
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

  app.get(
    AUTH_PATHS.profile,
    { onRequest: requireUser(deps), schema: { response: { 200: envelope(ProfileResponseSchema) } } },
    async (request) => {
      // The guard's read of the caller carries the subscription end: the profile reads nothing more.
      const { firstName, lastName, roles, subscriptionEndsAt: subscriptionEnd } = currentUser(request);
      return {
        content: {
          firstName,
          lastName,
          roles: [...roles],
          subscriptionEndsAt: subscriptionEnd?.toISOString() ?? null,
        },
      };
    },
  );
};
