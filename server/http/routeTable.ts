/**
 * The table of every API route and the access it declares, read as the routes are registered. A route under
 * `/api` whose `onRequest` carries no guard from `guardFor` stops the server at startup, so no route can ship
 * without a decided rule; the authorization matrix test is generated from this table (ADR 111).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess } from '../../src/domain/access/routeAccess';
import { accessOfGuard } from '../auth/guards';
import { isApiDocsFile } from '../routes/operations/apiDocs';

export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess;
  /** The request schemas the route validates with (zod), for tests that walk the contracts. */
  readonly schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

function hooksOf(route: RouteOptions): unknown[] {
  const hooks = route.onRequest;
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export function collectRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || isApiDocsFile(route.url)) return;
    const accesses = hooksOf(route).flatMap((hook) => accessOfGuard(hook) ?? []);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (accesses.length !== 1) {
      throw new Error(
        `${methods.join(',')} ${route.url} must declare exactly one access rule in onRequest (found ${accesses.length})`,
      );
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access: accesses[0]!, schema: route.schema });
    }
  });
}
