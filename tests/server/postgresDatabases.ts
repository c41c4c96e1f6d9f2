/** Creating and dropping test databases on the PostgreSQL at TEST_DATABASE_URL. */
import pg from 'pg';

/** Runs statements on the server's own database (creating and dropping databases), on a connection of their own. */
export async function onServer(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server at `url`. */
export function databaseUrl(url: string, name: string): string {
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
}

const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_TRIES_MS = 30_000;

/**
 * Drops database `name` on the server at `url`, ending any connection left in it. `with (force)` may not end a
 * backend of another role (an autovacuum worker on the database): the drop is tried again until that backend has
 * gone, for up to 30 s.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      return await onServer(url, (client) => client.query(`drop database if exists ${name} with (force)`));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== INSUFFICIENT_PRIVILEGE || Date.now() - started > DROP_TRIES_MS) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}
