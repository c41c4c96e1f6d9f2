/**
 * Who may frame the learner's side of the tool (ADR 255): an LMS shows a launch inside its own page (Canvas's and
 * Moodle's default), so the launch and the student page it leads to may be framed by the registered platforms'
 * origins (their issuer and their authorization endpoint), and by nobody else. Every other page stays unframeable.
 *
 * The origins are read from the registrations and kept for a short while: a save or delete in this process drops
 * them at once, another server process (WORKERS > 1) reads them again within FRAME_ORIGINS_TTL_MS.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { LTI_TOOL_PATHS } from '../../src/api/lti/ltiContract';

const FRAME_ORIGINS_TTL_MS = 30_000;

/** The paths a platform frames: the login initiation, the launch, and the student page (/take, /take/{token}). */
export function isFramedPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return (
    path === LTI_TOOL_PATHS.launch ||
    path === LTI_TOOL_PATHS.login ||
    path === '/take' ||
    /^\/take\/[^/]+\/?$/.test(path)
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
  /** A registration changed: read them again on the next answer. */
  forget(): void;
}

export function createFrameOrigins(db: Kysely<Database>, clock: () => number = Date.now): FrameOrigins {
  let cached: { at: number; origins: Promise<readonly string[]> } | null = null;
  const read = async (): Promise<readonly string[]> => {
    const rows = await db.selectFrom('lti_platforms').select(['issuer', 'auth_url']).execute();
    const origins = rows.flatMap((row) => [originOf(row.issuer), originOf(row.auth_url)]);
    return [...new Set(origins.filter((origin): origin is string => origin !== null))].sort();
  };
  return {
    list() {
      const now = clock();
      if (!cached || now - cached.at > FRAME_ORIGINS_TTL_MS) {
        const origins = read();
        cached = { at: now, origins };
        // A failed read is not kept: the next answer tries again.
        origins.catch(() => {
          if (cached?.origins === origins) cached = null;
        });
      }
      return cached.origins;
    },
    forget() {
      cached = null;
    },
  };
}
