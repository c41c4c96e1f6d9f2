/**
 * Who may frame the tool (ADR 255, 374): an LMS shows a launch inside its own page (Canvas's and Moodle's default),
 * so the launch, the Deep Linking request and the student page it leads to may be framed by the registered
 * platforms' origins (their issuer and their authorization endpoint), and by nobody else. After an instructor's
 * launch or a Deep Linking request, the console's pages and the Deep Linking answer page may be framed by the
 * origins of the platform that launched them (./frameCookie), and by no other platform's. Every other page stays
 * unframeable.
 *
 * The origins are read from the registrations and kept for a short while: a save or delete in this process drops
 * them at once, another server process (WORKERS > 1) reads them again within FRAME_ORIGINS_TTL_MS.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { LTI_TOOL_PATHS } from '../../src/api/lti/ltiContract';
import { framingPlatformOf } from './frameCookie';

const FRAME_ORIGINS_TTL_MS = 30_000;

const pathOf = (url: string) => url.split('?', 1)[0]!;

/**
 * The paths every registered platform frames: the login initiation, the launch, the Deep Linking request, and the
 * student page (/take, /take/{token}).
 */
export function isFramedPath(url: string): boolean {
  const path = pathOf(url);
  return (
    path === LTI_TOOL_PATHS.launch ||
    path === LTI_TOOL_PATHS.login ||
    path === LTI_TOOL_PATHS.deepLink ||
    path === '/take' ||
    /^\/take\/[^/]+\/?$/.test(path)
  );
}

/** The pages an instructor's launch lands on: the console's, and the Deep Linking answer page. */
export function isInstructorFramedPath(url: string, routePrefix: string): boolean {
  const path = pathOf(url);
  return (
    path === routePrefix ||
    path.startsWith(`${routePrefix}/`) ||
    /^\/lti\/deep-link\/[^/]+\/return$/.test(path)
  );
}

const originOf = (url: string): string | null => {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
};

export interface FrameOrigins {
  /** The registered platforms' origins, sorted and without repeats. */
  list(): Promise<readonly string[]>;
  /** One registered platform's origins; none when it is not registered (any more). */
  of(platformId: number): Promise<readonly string[]>;
  /** A registration changed: read them again on the next answer. */
  forget(): void;
}

const distinct = (origins: readonly (string | null)[]): readonly string[] =>
  [...new Set(origins.filter((origin): origin is string => origin !== null))].sort();

export function createFrameOrigins(db: Kysely<Database>, clock: () => number = Date.now): FrameOrigins {
  type Origins = ReadonlyMap<number, readonly string[]>;
  let cached: { at: number; origins: Promise<Origins> } | null = null;
  const read = async (): Promise<Origins> => {
    const rows = await db.selectFrom('lti_platforms').select(['id', 'issuer', 'auth_url']).execute();
    return new Map(
      rows.map((row) => [row.id, distinct([originOf(row.issuer), originOf(row.auth_url)])] as const),
    );
  };
  const origins = (): Promise<Origins> => {
    const now = clock();
    if (!cached || now - cached.at > FRAME_ORIGINS_TTL_MS) {
      const reading = read();
      cached = { at: now, origins: reading };
      // A failed read is not kept: the next answer tries again.
      reading.catch(() => {
        if (cached?.origins === reading) cached = null;
      });
    }
    return cached.origins;
  };
  return {
    list: async () => distinct([...(await origins()).values()].flat()),
    of: async (platformId) => (await origins()).get(platformId) ?? [],
    forget() {
      cached = null;
    },
  };
}

export interface FramedRequest {
  readonly url: string;
  readonly cookie: string | undefined;
}

/**
 * The origins besides the tool's own that may frame this answer: every platform's on the pages a launch opens,
 * the launching platform's on the pages an instructor's launch lands on, none elsewhere.
 */
export async function framingOrigins(
  platforms: FrameOrigins,
  request: FramedRequest,
  config: { readonly routePrefix: string; readonly secretsKey: string },
): Promise<readonly string[]> {
  if (isFramedPath(request.url)) return platforms.list();
  if (!isInstructorFramedPath(request.url, config.routePrefix)) return [];
  const platformId = framingPlatformOf(request.cookie, config.secretsKey);
  return platformId === null ? [] : platforms.of(platformId);
}
