import type { Kysely } from 'kysely';
import type { AuthCache } from './auth/authCache';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { FrameOrigins } from './lti/frameOrigins';
import type { Storage } from './storage/storage';

/** What every route plugin and guard works with. `now` is injected so tests can move time. */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  /** Uploaded and seeded files, the same for every server process (ADR 159). */
  readonly storage: Storage;
  readonly now: () => Date;
  /** The caller and the feature flags as the guards read them, dropped when the database changes them. */
  readonly authCache: AuthCache;
  /** The registered LTI platforms' origins, which may frame a launch and the student page (ADR 255). */
  readonly frameOrigins: FrameOrigins;
}
