/**
 * GET /api/admin/author/{name} (ADR 318): an author's page for every console role that has the author paths (SPEC
 * section 2's "other paths seen"). The name comes with underscores for spaces; an address that names nobody who
 * wrote a published article answers 404, like any record that is not there.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthorPageSchema, AuthorParamsSchema } from '../../../src/api/author/authorContract';
import { authorNameOf } from '../../../src/domain/author/authorName';
import type { AppDeps } from '../../appDeps';
import { requireArea } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { enveloped } from '../../http/routeSchema';
import { SERVER_MESSAGES } from '../../messages';
import { findAuthorPage } from '../../repositories/author/authorPages';

export const authorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/author/:name',
    {
      onRequest: requireArea(deps, 'author'),
      schema: enveloped(AuthorPageSchema, { params: AuthorParamsSchema }),
    },
    async (request) => {
      const name = authorNameOf(request.params.name);
      const page = name === null ? undefined : await findAuthorPage(deps.db, name);
      if (!page) throw notFound(SERVER_MESSAGES.notFound);
      return { content: page };
    },
  );
};
