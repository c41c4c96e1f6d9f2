/**
 * One production build and one Chromium for the whole browser run, and one real server per worker: browser files
 * run side by side, each on the server of its worker, so a file never meets another file's changes while it runs
 * (as when they ran one after another on one server). Requires the production build in dist/ (the test command
 * builds first; without one this builds it once).
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium';
import { startFakeOpenAI } from '../support/fakeOpenAI';
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
  const [browser, ...servers] = await Promise.allSettled([
    chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS }),
    ...Array.from({ length: workers }, () =>
      startServer(routePrefix, { AI_API_KEY: fake.key, AI_BASE_URL: fake.baseUrl }),
    ),
  ]);
  const running = servers.flatMap((server) => (server.status === 'fulfilled' ? [server.value] : []));
  const failed = [browser, ...servers].find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((server) => server.stop()));
    if (browser.status === 'fulfilled') await browser.value.close();
    await fake.close();
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
  };
}
