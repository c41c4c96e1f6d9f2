/**
 * A test app on a database of its own in the PostgreSQL at TEST_DATABASE_URL, for the files that race two requests
 * on two real connections: made empty before the file, dropped (with any connection left) after it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../server/db/createDb';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

async function asAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts the app on a fresh database named `<prefix>_<random>`; `stop` closes it and drops the database. */
export function postgresTestApp(url: string, prefix: string, options: Omit<TestAppOptions, 'db'> = {}) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  let app: TestApp | undefined;
  return {
    async start(): Promise<TestApp> {
      await asAdmin(url, `create database ${name}`);
      const database = new URL(url);
      database.pathname = `/${name}`;
      app = await createTestApp({
        ...options,
        db: createDb({ databaseUrl: database.toString(), pgliteDir: '' }),
      });
      return app;
    },
    async stop(): Promise<void> {
      await app?.close();
      await asAdmin(url, `drop database if exists ${name} with (force)`);
    },
  };
}
