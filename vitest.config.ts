import { defineConfig } from 'vitest/config';

/**
 * Workers, whatever the machine: vitest's default is one fewer than the cores, a single worker on 2 cores, and
 * most server and model-based files wait on I/O (the real server, child processes, PostgreSQL) as much as they
 * compute. `npm test` (scripts/test.sh) runs two Vitest runs side by side: mbt and server then web and web-mocked
 * in one, and the browser project (once the build is there) in the other. Web, mbt and server share one module
 * graph per worker (isolate: false) (ADR 201).
 */
const WORKERS = 4;
/** Browser files run side by side too, each worker with its own server (tests/e2e/globalSetup.ts). */
const BROWSER_WORKERS = 2;
/**
 * The web files mostly compute (jsdom, no server), and their tests wait on timers too. They end the test command,
 * mostly alone on the machine: with two workers the cores stood a third idle; each worker more imports the console
 * again (web alone: 95 s and 125 s of CPU with two workers, 84 s and 142 s with three, 87 s and 163 s with four).
 */
const WEB_WORKERS = 3;
/** After the other groups of a run: mbt and server (group 0), the browser files (1). */
const AFTER_BROWSER = { groupOrder: 2 } as const;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'web',
          // jsdom with one bidi-js instance for its selector engine (tests/setup/sharedBidi.ts).
          environment: './tests/setup/jsdomEnvironment.ts',
          globals: true,
          include: [
            'tests/{domain,api,machines,views,tools}/**/*.test.{ts,tsx}',
            // A question type keeps its tests in its folder (ADR 323): its domain and views tests run here.
            'src/questionTypes/*/tests/{domain,views}/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          sequence: AFTER_BROWSER,
          maxWorkers: WEB_WORKERS,
          // One jsdom and one module graph per worker instead of per file: most of this project's time was spent
          // setting up each file. Each file still starts clean (tests/setup/web.ts).
          isolate: false,
          // Views typed into with user-event take seconds on a loaded machine; their waits are for what the
          // user would see (tests/setup/web.ts).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // Files that replace a module with vi.mock need a module graph of their own.
          name: 'web-mocked',
          environment: './tests/setup/jsdomEnvironment.ts',
          globals: true,
          include: ['tests/**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          sequence: AFTER_BROWSER,
          maxWorkers: WEB_WORKERS,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // Model-based tests: the console in jsdom against the real server (app.inject), each file with its own.
          name: 'mbt',
          environment: './tests/mbt/support/jsdomWithServerEnvironment.ts',
          globals: true,
          include: ['tests/mbt/**/*.test.{ts,tsx}'],
          // One jsdom and one module graph (console and server) per worker, as in the web project; each file
          // still starts its own server and renders the console afresh (tests/setup/web.ts cleans up).
          isolate: false,
          globalSetup: ['tests/setup/seededStore.ts', 'tests/setup/seededPostgres.ts'],
          setupFiles: ['tests/setup/web.ts'],
          // One test is one path of a dozen user steps or more, each waiting for what the user would see.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          // One module graph per worker instead of per file: importing the server (Fastify, Kysely, PGlite, every
          // route) cost about 2.5 s of CPU in each of its files. Each file still builds its own app and store.
          isolate: false,
          include: ['tests/server/**/*.test.ts', 'src/questionTypes/*/tests/server/**/*.test.ts'],
          // Each app on a clone of one seeded PostgreSQL database when the run has one, else on PGlite (ADR 274).
          globalSetup: ['tests/setup/seededStore.ts', 'tests/setup/seededPostgres.ts'],
          // The heavy files (a 1,000-question import, a zip bomb refused, a backup restored) take 20–40 s alone and
          // two or three times that on a loaded 2-core machine: a limit is for a hang, not for a busy machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          globals: true,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // One worker process per worker, not per file: each file no longer imports Playwright and the contracts
          // afresh nor connects to Chromium again (a sample of eight files: 47.6 s to 42.0 s, 39 s to 34 s of CPU).
          // Each file still opens its own browser contexts and closes them.
          isolate: false,
          // A limit is for a hang: a page's work on a loaded machine takes two or three times its time alone.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // `expect.poll` waits for what the user would see: a list that answers in 2 s on a busy machine is not a
          // failure (the default gives up after 1 s).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          maxWorkers: BROWSER_WORKERS,
          // In CI a browser test that fails is run once more; the run's summary names every test that passed only
          // on its second try, so a flake is seen and fixed instead of costing a whole run (ADR 273).
          retry: process.env.CI ? 1 : 0,
          // After mbt and server and before web and web-mocked when every project runs in one `vitest run` (a group
          // has one worker count).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
