/** SPEC section 7 "Auth": POST /api/security/admin/registration/finish (public; the invitation token authorises). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, TokenResponseSchema } from '../../../src/api/session/authContract';
import { envelope } from '../../../src/api/shared/envelope';
import type { AppDeps } from '../../appDeps';
import { finishRegistration, FinishRegistrationBodySchema } from '../../auth/registration';
import { publicRoute } from '../../auth/guards';

export const registrationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    AUTH_PATHS.finishRegistration,
    {
      onRequest: publicRoute(deps),
      schema: { body: FinishRegistrationBodySchema, response: { 200: envelope(TokenResponseSchema) } },
    },
    async (request) => {
      const token = await finishRegistration(deps, request.body);
      return { content: { token } };
    },
  );
};
