import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['tests/{domain,api,machines,views,tools}/**/*.test.{ts,tsx}'],
          exclude: ['tests/**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          // One jsdom and one module graph per worker instead of per file: most of this project's time was spent
          // setting up each file. Each file still starts clean (tests/setup/web.ts).
          isolate: false,
        },
      },
      {
        test: {
          // Files that replace a module with vi.mock need a module graph of their own.
          name: 'web-mocked',
          environment: 'jsdom',
          globals: true,
          include: ['tests/**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        test: {
          // Model-based tests: the console in jsdom against the real server (app.inject), each file with its own.
          name: 'mbt',
          environment: './tests/mbt/support/jsdomWithServerEnvironment.ts',
          globals: true,
          include: ['tests/mbt/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          globals: true,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One server and one Chromium for the whole run: browser files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
