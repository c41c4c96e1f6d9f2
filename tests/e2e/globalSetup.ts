/**
 * One real server and one Chromium for the whole browser run. Requires the production build in dist/ (the test
 * command builds first; without one this builds it once).
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium';
import { ensureProductionBuild, startServer, type RunningServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://localhost:43121. */
    origin: string;
    /** The console's route prefix, e.g. /admin. */
    routePrefix: string;
    /** Where test files connect to the shared Chromium. */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const routePrefix = ensureProductionBuild();
  const started = await Promise.allSettled([
    startServer(routePrefix),
    chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS }),
  ]);
  const [server, browser] = started;
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  const running: RunningServer = server.value;
  const chromiumServer: BrowserServer = browser.value;

  project.provide('origin', running.origin);
  project.provide('routePrefix', running.routePrefix);
  project.provide('browserWsEndpoint', chromiumServer.wsEndpoint());

  return async () => {
    await chromiumServer.close();
    await running.stop();
  };
}
