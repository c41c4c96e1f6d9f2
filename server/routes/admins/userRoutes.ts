/**
 * Users management (area 'admins': super admins only, ADR 245): every account with search and filters, a change of
 * one account on its version, an invitation sent again, and the audit log of these changes.
 */
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditListRequestSchema,
  AuditListResponseSchema,
  USER_PAGE_SIZE_MAX,
  USER_PATHS,
  UserChangeRequestSchema,
  UserListRequestSchema,
  UserListResponseSchema,
} from '../../../src/api/admins/usersContract';
import { InvitationResponseSchema } from '../../../src/api/session/authContract';
import { envelope } from '../../../src/api/shared/envelope';
import { userCapabilities, USER_ACTIONS } from '../../../src/domain/admins/users';
import { dbId } from '../../../src/domain/shared/fields';
import type { AppDeps } from '../../appDeps';
import { currentUser, requireArea } from '../../auth/guards';
import { changeUser, resendInvitation } from '../../auth/userManagement';
import { listAudit } from '../../repositories/admins/userAudit';
import { listManagedUsers } from '../../repositories/admins/users';

const IdParams = z.object({ id: dbId });

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'admins');

  app.post(
    USER_PATHS.list,
    {
      onRequest: guard,
      schema: { body: UserListRequestSchema, response: { 200: envelope(UserListResponseSchema) } },
    },
    async (request) => {
      const caller = currentUser(request);
      const { keyword, role, status, internal, ...list } = request.body;
      return {
        content: await listManagedUsers(deps.db, {
          request: list,
          keyword,
          role,
          status,
          internal,
          internalDomain: deps.config.internalEmailDomain,
          perPage: Math.min(list.navigation.itemsOnPage, USER_PAGE_SIZE_MAX),
          actionsOf: (row) => {
            const allowed = userCapabilities(caller, row);
            return USER_ACTIONS.filter((action) => allowed.has(action));
          },
        }),
      };
    },
  );

  app.patch(
    USER_PATHS.one(':id'),
    { onRequest: guard, schema: { params: IdParams, body: UserChangeRequestSchema } },
    async (request, reply) => {
      await changeUser(deps, currentUser(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    USER_PATHS.resendInvitation(':id'),
    { onRequest: guard, schema: { params: IdParams, response: { 200: envelope(InvitationResponseSchema) } } },
    async (request) => ({ content: await resendInvitation(deps, currentUser(request), request.params.id) }),
  );

  app.post(
    USER_PATHS.audit,
    {
      onRequest: guard,
      schema: { body: AuditListRequestSchema, response: { 200: envelope(AuditListResponseSchema) } },
    },
    async (request) => {
      const { keyword, ...list } = request.body;
      return {
        content: await listAudit(deps.db, {
          request: list,
          keyword,
          perPage: Math.min(list.navigation.itemsOnPage, USER_PAGE_SIZE_MAX),
        }),
      };
    },
  );
};
