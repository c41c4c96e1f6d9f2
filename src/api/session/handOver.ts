/**
 * Trades the one-time code of a sign-in made elsewhere (an institution's identity provider, ADR 182; an LTI launch,
 * ADR 183) for the session's token pair. Loaded on demand: the first paint holds no zod (ADR 003).
 */
import type { HttpClient } from '../shared/http';
import { AUTH_PATHS, TokenResponseSchema } from './authContract';
import type { Token } from '../../domain/session/session';

export async function exchangeHandOverCode(
  http: HttpClient,
  code: string,
  signal?: AbortSignal,
): Promise<Token> {
  const { token } = await http.request(AUTH_PATHS.handOver, {
    method: 'POST',
    body: { code },
    schema: TokenResponseSchema,
    anonymous: true,
    signal,
  });
  return token;
}
