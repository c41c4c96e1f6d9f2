#!/usr/bin/env node
/**
 * Development: Parcel watches src/ and rebuilds dist/ (development mode, React Fast Refresh over HMR) and the
 * student page in dist/take/ (rebuilt, reload it yourself), and the
 * server runs under `tsx watch` with SKIP_BUILD=1 (it serves what Parcel writes and restarts on server changes).
 *
 *   npm run dev                    # console at http://localhost:8080/admin, HMR socket on 1235
 *   HMR_PORT=0 npm run dev         # no HMR: rebuild on change, reload the page yourself
 *   open http://localhost:8080/admin/signin?inspect   # with the Stately inspector
 *   open http://localhost:8080/admin/signin?inspect=panel   # machine inspector panel, offline (or Ctrl+Alt+I)
 *
 * The HMR socket is another origin (ws://localhost:HMR_PORT); the server receives HMR_PORT so its
 * Content-Security-Policy can allow it in development.
 */
import { Parcel } from '@parcel/core';
import { spawn } from 'node:child_process';
import { utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  BROWSERS,
  BUILD_STAMP,
  DIST_DIR,
  ROOT,
  TAKE_DIST_DIR,
  TAKE_ENTRY,
  TAKE_PUBLIC_URL,
  removePrecompressed,
  routePrefix,
} from './build.mjs';

const require = createRequire(import.meta.url);
const prefix = routePrefix();
const hmrPort = Number(process.env.HMR_PORT ?? 1235);
process.env.NODE_ENV = 'development';

const bundler = new Parcel({
  entries: join(ROOT, 'src/entries/console/index.html'),
  defaultConfig: '@parcel/config-default',
  mode: 'development',
  cacheDir: join(ROOT, '.parcel-cache'),
  shouldAutoInstall: false,
  hmrOptions: hmrPort > 0 ? { port: hmrPort, host: 'localhost' } : null,
  targets: {
    default: {
      distDir: DIST_DIR,
      publicUrl: `${prefix}/`,
      context: 'browser',
      outputFormat: 'esmodule',
      sourceMap: true,
      engines: { browsers: BROWSERS },
    },
  },
  env: { NODE_ENV: 'development' },
  additionalReporters: [{ packageName: '@parcel/reporter-cli', resolveFrom: ROOT }],
});

/** The student page (dist/take/, served at /take/{token}): rebuilt on change, no hot reload. */
const takeBundler = new Parcel({
  entries: TAKE_ENTRY,
  defaultConfig: '@parcel/config-default',
  mode: 'development',
  cacheDir: join(ROOT, '.parcel-cache'),
  shouldAutoInstall: false,
  hmrOptions: null,
  targets: {
    default: {
      distDir: TAKE_DIST_DIR,
      publicUrl: TAKE_PUBLIC_URL,
      context: 'browser',
      outputFormat: 'esmodule',
      sourceMap: true,
      engines: { browsers: BROWSERS },
    },
  },
  env: { NODE_ENV: 'development' },
  additionalReporters: [{ packageName: '@parcel/reporter-cli', resolveFrom: ROOT }],
});

let server;

function startServer() {
  server = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'server/start.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, SKIP_BUILD: '1', ROUTE_PREFIX: prefix, HMR_PORT: String(hmrPort) },
    },
  );
  server.on('exit', (code, signal) => {
    if (!stopping) console.error(`dev: the server stopped (${signal ?? code})`);
  });
}

/** Marks dist/ as a fresh development build: newer than the sources, and not a production build. */
async function stampDevelopmentBuild() {
  const now = new Date();
  await writeFile(
    BUILD_STAMP,
    `${JSON.stringify({ builtAt: now.toISOString(), mode: 'development', routePrefix: prefix }, null, 2)}\n`,
  );
  await utimes(join(DIST_DIR, 'index.html'), now, now).catch(() => {});
}

// A production build's Brotli copies would be served instead of what Parcel writes here.
await removePrecompressed(DIST_DIR);
const subscription = await bundler.watch(async (error, event) => {
  if (error) {
    console.error(error);
    return;
  }
  if (event?.type !== 'buildSuccess') return;
  await stampDevelopmentBuild();
  if (!server) startServer();
});

const takeSubscription = await takeBundler.watch((error) => {
  if (error) console.error(error);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server?.kill('SIGTERM');
  await subscription.unsubscribe();
  await takeSubscription.unsubscribe();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
