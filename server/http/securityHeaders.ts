/** Security headers on every response, with a Content-Security-Policy that fits the console. */
import type { onSendHookHandler } from 'fastify';
import type { ServerConfig } from '../config';

type HeaderConfig = Pick<ServerConfig, 'publicApiBaseUrl' | 'documentViewerUrl'>;

const originOf = (url: string): string[] => (URL.canParse(url) ? [new URL(url).origin] : []);

export function contentSecurityPolicy(config: HeaderConfig): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...originOf(config.publicApiBaseUrl)],
    // Office documents open in the external document viewer, inside a frame.
    'frame-src': ["'self'", ...originOf(config.documentViewerUrl)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: HeaderConfig): onSendHookHandler {
  const headers = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
  };
  return async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  };
}
