/** The schema of a route that answers the SPEC section 7 envelope. */
import type * as z from 'zod';
import { envelope } from '../../src/api/shared/envelope';

/** What a request carries, each part checked by its zod schema. */
interface RequestParts {
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  readonly querystring?: z.ZodType;
}

/**
 * A route's schema: the request's parts as given, and its 200 answer `{ content }` with `content` of this schema.
 * The object a route would otherwise spell out, so validation and the OpenAPI document are the same.
 */
export function enveloped<T extends z.ZodType, R extends RequestParts>(content: T, request: R) {
  return { ...request, response: { 200: envelope(content) } };
}

/**
 * What a route that answers a stream of events rather than one JSON document declares as `schema.stream`, for the
 * API's description (apiDocs.ts): the stream's content type, its events, and the statuses it refuses with before
 * the stream starts.
 */
export interface StreamedAnswer {
  readonly contentType: string;
  readonly description: string;
  readonly event: z.ZodType;
  /** Each answered `{ content: { message, errors? } }`. */
  readonly refusals: readonly number[];
}
