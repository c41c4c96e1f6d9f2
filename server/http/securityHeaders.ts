/** Security headers on every response, with a Content-Security-Policy that fits the console. */
import type { onSendHookHandler } from 'fastify';
import type { ServerConfig } from '../config';
import { framingOrigins, type FrameOrigins } from '../lti/frameOrigins';

type HeaderConfig = Pick<ServerConfig, 'publicApiBaseUrl' | 'documentViewerUrl'>;

const originOf = (url: string): string[] => (URL.canParse(url) ? [new URL(url).origin] : []);

/**
 * The port of Parcel's hot-reload socket while `npm run dev` runs (scripts/dev.mjs passes HMR_PORT; server/start.ts
 * removes it unless it serves a development build), or null.
 */
export function developmentHmrPort(env: NodeJS.ProcessEnv = process.env): number | null {
  const port = Number(env.HMR_PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}

/**
 * `hmrPort` is set only in development: the one extra source is the hot-reload websocket. `frameAncestors` are the
 * origins besides the console's own that may frame the page (the LTI platforms, on the pages they frame).
 */
export function contentSecurityPolicy(
  config: HeaderConfig,
  hmrPort: number | null = null,
  frameAncestors: readonly string[] = [],
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...originOf(config.publicApiBaseUrl),
      ...(hmrPort ? [`ws://localhost:${hmrPort}`] : []),
    ],
    // Office documents open in the external document viewer, inside a frame.
    'frame-src': ["'self'", ...originOf(config.documentViewerUrl)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every answer is unframeable but by the console itself, except the LTI launch and the student page, which the
 * registered platforms may frame (ADR 255), and the pages an instructor's launch lands on, which the launching
 * platform may frame (ADR 374): those carry the origins in `frame-ancestors` and no X-Frame-Options (which knows no
 * list of origins). When the registrations cannot be read, they stay unframeable.
 */
export function securityHeaders(
  config: HeaderConfig & Pick<ServerConfig, 'routePrefix' | 'secretsKey'>,
  hmrPort: number | null = developmentHmrPort(),
  platforms?: FrameOrigins,
): onSendHookHandler {
  const headers = {
    'content-security-policy': contentSecurityPolicy(config, hmrPort),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
  };
  return async (request, reply, payload) => {
    reply.headers(headers);
    if (platforms && request.method !== 'OPTIONS') {
      const framedBy = { url: request.url, cookie: request.headers.cookie };
      const origins = await framingOrigins(platforms, framedBy, config).catch(() => null);
      if (origins?.length) {
        reply.header('content-security-policy', contentSecurityPolicy(config, hmrPort, origins));
        reply.removeHeader('x-frame-options');
      }
    }
    return payload;
  };
}
