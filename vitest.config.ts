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
