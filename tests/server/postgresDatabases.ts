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
