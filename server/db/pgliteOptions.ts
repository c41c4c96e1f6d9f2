/**
 * How the server opens PGlite, in its own thread or on the database thread (ADR 340).
 *
 * - pg_trgm is loaded so the migrations can create the trigram indexes of the title and keyword searches (ADR 023).
 * - `shared_buffers` is 16 MB instead of PostgreSQL's 128 MB (ADR 409): PGlite's pages already sit in the operating
 *   system's file cache (or, in memory, in its own file system), so a second copy in its WebAssembly memory, which
 *   never shrinks, mostly costs the process's memory; the lists the server reads most are kept apart (ADR 313).
 */
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteOptions = (loadDataDir?: Blob): PGliteOptions => ({
  extensions: { pg_trgm },
  postgresqlconf: ['shared_buffers = 16MB'],
  ...(loadDataDir ? { loadDataDir } : {}),
});
