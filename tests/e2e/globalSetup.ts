/**
 * One production build and one Chromium for the whole browser run, and one real server per worker: browser files
 * run side by side, each on the server of its worker, so a file never meets another file's changes while it runs
 * (as when they ran one after another on one server). Requires the production build in dist/ (the test command
 * builds first; without one this builds it once).
 *
 * The first worker's server keeps `npm start`'s embedded store (PGlite); when the run has a PostgreSQL
 * (TEST_DATABASE_URL), the others run on a fresh database of it (DATABASE_URL), created here, migrated and seeded
 * by the server's own first start, and dropped at the end: every browser run drives the console on both stores.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_EXECUTABLE, CHROMIUM_TEST_ARGS } from './chromium';
import { startFakeOpenAI } from '../support/fakeOpenAI';
import { E2E_MOENGAGE, startMoengageService } from '../support/moengageService';
import { randomBytes } from 'node:crypto';
import { databaseUrl, dropDatabase, onServer } from '../server/postgresDatabases';
import { ensureProductionBuild, startServer, type RunningServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of each worker's server under test, e.g. http://localhost:43121: worker n (VITEST_POOL_ID) uses the n-th. */
    origins: string[];
    /** The console's route prefix, e.g. /admin. */
    routePrefix: string;
    /** Where test files connect to the shared Chromium. */
    browserWsEndpoint: string;
    /** The OpenAI-compatible server the console's question generation talks to (its /v1 base URL). */
    fakeOpenAI: string;
  }
}

export default async function setup(project: TestProject) {
  const routePrefix = ensureProductionBuild();
  // One server per worker of the browser files: their group runs with the project's own limit (worker ids 1 to
  // maxWorkers), whatever the run's limit for the other projects. Each idle server more cost 11 s of CPU a run.
  const workers = project.config.maxWorkers || 1;
  const fake = await startFakeOpenAI({ slowChunkMs: 150 });
  // The MoEngage Data API the console's MoEngage connection talks to (ADR 347), on loopback.
  const moengage = await startMoengageService(E2E_MOENGAGE);
  const postgres = process.env.TEST_DATABASE_URL;
  const databases = postgres
    ? Array.from({ length: workers - 1 }, () => `e2e_${randomBytes(4).toString('hex')}`)
    : [];
  for (const name of databases)
    await onServer(postgres!, (client) => client.query(`create database ${name}`));
  const dropDatabases = () => Promise.all(databases.map((name) => dropDatabase(postgres!, name)));
  const [browser, ...servers] = await Promise.allSettled([
    chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_TEST_ARGS }),
    ...Array.from({ length: workers }, (_, index) =>
      startServer(routePrefix, {
        AI_API_KEY: fake.key,
        AI_BASE_URL: fake.baseUrl,
        MOENGAGE_API_URL: moengage.apiUrl,
        ...(index > 0 && databases[index - 1]
          ? { DATABASE_URL: databaseUrl(postgres!, databases[index - 1]!) }
          : {}),
      }),
    ),
  ]);
  const running = servers.flatMap((server) => (server.status === 'fulfilled' ? [server.value] : []));
  const failed = [browser, ...servers].find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((server) => server.stop()));
    if (browser.status === 'fulfilled') await browser.value.close();
    await fake.close();
    await moengage.close();
    await dropDatabases();
    throw (failed as PromiseRejectedResult).reason;
  }
  const chromiumServer = (browser as PromiseFulfilledResult<BrowserServer>).value;

  project.provide(
    'origins',
    running.map((server: RunningServer) => server.origin),
  );
  project.provide('routePrefix', routePrefix);
  project.provide('browserWsEndpoint', chromiumServer.wsEndpoint());
  project.provide('fakeOpenAI', fake.baseUrl);

  return async () => {
    await chromiumServer.close();
    await Promise.all(running.map((server) => server.stop()));
    await fake.close();
    await moengage.close();
    await dropDatabases();
  };
}
