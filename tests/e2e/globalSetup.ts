/**
 * One real server and one Chromium for the whole browser run. Requires the production build in dist/ (the test
 * command builds first; without one this builds it once).
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium';
import { startFakeOpenAI } from '../support/fakeOpenAI';
import { ensureProductionBuild, startServer, type RunningServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://localhost:43121. */
    origin: string;
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
  const fake = await startFakeOpenAI({ slowChunkMs: 150 });
  const started = await Promise.allSettled([
    startServer(routePrefix, { AI_API_KEY: fake.key, AI_BASE_URL: fake.baseUrl }),
    chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS }),
  ]);
  const [server, browser] = started;
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    await fake.close();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  const running: RunningServer = server.value;
  const chromiumServer: BrowserServer = browser.value;

  project.provide('origin', running.origin);
  project.provide('routePrefix', running.routePrefix);
  project.provide('browserWsEndpoint', chromiumServer.wsEndpoint());
  project.provide('fakeOpenAI', fake.baseUrl);

  return async () => {
    await chromiumServer.close();
    await running.stop();
    await fake.close();
  };
}
