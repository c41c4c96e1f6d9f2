import type { Kysely } from 'kysely';
import type { AuthCache } from './auth/authCache';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** What every route plugin and guard works with. `now` is injected so tests can move time. */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  readonly now: () => Date;
  /** The caller and the feature flags as the guards read them, dropped when the database changes them. */
  readonly authCache: AuthCache;
}
