/**
 * A test app on a database of its own in the PostgreSQL at TEST_DATABASE_URL, for the files that race two requests
 * on two real connections: made empty before the file, dropped (with any connection left) after it.
 */
import { randomBytes } from 'node:crypto';
import { createDb } from '../../server/db/createDb';
import { databaseUrl, dropDatabase, onServer } from './postgresDatabases';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

/** Starts the app on a fresh database named `<prefix>_<random>`; `stop` closes it and drops the database. */
export function postgresTestApp(url: string, prefix: string, options: Omit<TestAppOptions, 'db'> = {}) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  let app: TestApp | undefined;
  return {
    async start(): Promise<TestApp> {
      await onServer(url, (client) => client.query(`create database ${name}`));
      app = await createTestApp({
        ...options,
        db: createDb({ databaseUrl: databaseUrl(url, name), pgliteDir: '' }),
      });
      return app;
    },
    async stop(): Promise<void> {
      await app?.close();
      await dropDatabase(url, name);
    },
  };
}
