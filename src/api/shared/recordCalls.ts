/**
 * The calls every record area makes the same way (SPEC section 7): a list is its list query POSTed to the list path,
 * and a record is read and deleted at its own path by id. An area's module names them: `getSponsor =
 * getCall(SPONSOR_PATHS.one, SponsorResponseSchema)`; calls with a shape of their own stay written out.
 */
import type * as z from 'zod';
import type { ListRequest } from '../../domain/shared/listQuery';
import type { HttpClient } from './http';

type IdPath = (id: number) => string;

export const listCall =
  <T, Request extends ListRequest = ListRequest>(path: string, schema: z.ZodType<T>) =>
  (http: HttpClient, request: Request, signal?: AbortSignal): Promise<T> =>
    http.request(path, { method: 'POST', body: request, schema, signal });

export const getCall =
  <T>(path: IdPath, schema: z.ZodType<T>) =>
  (http: HttpClient, id: number, signal?: AbortSignal): Promise<T> =>
    http.request(path(id), { schema, signal });

export const deleteCall =
  (path: IdPath) =>
  (http: HttpClient, id: number, signal?: AbortSignal): Promise<unknown> =>
    http.request(path(id), { method: 'DELETE', signal });
