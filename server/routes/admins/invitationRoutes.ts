/** Admin invitations (area 'admins': super admins only), and the rest of Users management (userRoutes). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  CreateInvitationRequestSchema,
  InvitationResponseSchema,
  PendingInvitationsResponseSchema,
} from '../../../src/api/session/authContract';
import { envelope } from '../../../src/api/shared/envelope';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { createInvitation, pendingInvitations } from '../../auth/invitations';
import { userRoutes } from './userRoutes';
import { named } from '../../http/pluginName';

export const invitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'admins');
  await app.register(named(userRoutes), deps);

  app.post(
    AUTH_PATHS.invitations,
    {
      onRequest: guard,
      schema: { body: CreateInvitationRequestSchema, response: { 200: envelope(InvitationResponseSchema) } },
    },
    async (request) => ({ content: await createInvitation(deps, request.body, currentUser(request).id) }),
  );

  app.get(
    AUTH_PATHS.invitations,
    { onRequest: guard, schema: { response: { 200: envelope(PendingInvitationsResponseSchema) } } },
    async () => ({ content: { invitations: await pendingInvitations(deps) } }),
  );
};
