#!/usr/bin/env node
/**
 * Production build of the console: Parcel bundles src/index.html into dist/ for the public URL
 * `${ROUTE_PREFIX or /admin}/`, then writes dist/.build-stamp (what was built, for whom, when).
 *
 *   node scripts/build.mjs                 # production, no source maps
 *   node scripts/build.mjs --source-maps   # production with source maps (or SOURCE_MAPS=1)
 *
 * dist/ is emptied first so the directory holds exactly one build (the bench sums every JS file in it).
 */
import { Parcel } from '@parcel/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DIST_DIR = join(ROOT, 'dist');
export const BUILD_STAMP = join(DIST_DIR, '.build-stamp');

/** `/admin`, `/console/`, `console` → `/admin`, `/console`, `/console`. */
export function routePrefix(value = process.env.ROUTE_PREFIX) {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '/admin';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

async function emptyDir(dir) {
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(dir)) await rm(join(dir, entry), { recursive: true, force: true });
}

/**
 * The browsers the console supports: package.json's list plus Safari and iOS 15 (classroom iPads stay on old
 * versions). That Safari lacks import.meta.resolve, so Parcel loads lazy chunks by relative URL instead of through
 * an inline import map, which the server's Content-Security-Policy (script-src 'self') would refuse.
 */
export const BROWSERS = [
  '> 0.5%',
  'last 2 Chrome versions',
  'last 2 Firefox versions',
  'last 2 Safari versions',
  'safari >= 15',
  'ios_saf >= 15',
  'not dead',
];

export async function build({ sourceMaps = false, prefix = routePrefix() } = {}) {
  const publicUrl = `${prefix}/`;
  // Like Parcel's CLI: plugins and configs read NODE_ENV from the process, the bundle from `env`.
  process.env.NODE_ENV = 'production';
  await emptyDir(DIST_DIR);
  const bundler = new Parcel({
    entries: join(ROOT, 'src/index.html'),
    defaultConfig: '@parcel/config-default',
    mode: 'production',
    shouldDisableCache: process.env.PARCEL_NO_CACHE === '1',
    shouldAutoInstall: false,
    cacheDir: join(ROOT, '.parcel-cache'),
    // Explicit target: package.json's "targets" pins /admin/, the prefix here follows ROUTE_PREFIX.
    targets: {
      default: {
        distDir: DIST_DIR,
        publicUrl,
        context: 'browser',
        outputFormat: 'esmodule',
        sourceMap: sourceMaps,
        engines: { browsers: BROWSERS },
      },
    },
    defaultTargetOptions: { shouldOptimize: true, shouldScopeHoist: true, sourceMaps },
    additionalReporters: [{ packageName: '@parcel/reporter-cli', resolveFrom: ROOT }],
    env: { NODE_ENV: 'production' },
  });
  const started = Date.now();
  const { bundleGraph } = await bundler.run();
  const bundles = bundleGraph.getBundles();
  const stamp = {
    builtAt: new Date().toISOString(),
    mode: 'production',
    publicUrl,
    routePrefix: prefix,
    sourceMaps,
    bundles: bundles.length,
  };
  await writeFile(BUILD_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
  return { ...stamp, ms: Date.now() - started };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const sourceMaps = process.argv.includes('--source-maps') || process.env.SOURCE_MAPS === '1';
  build({ sourceMaps })
    .then((result) => {
      console.log(
        `Built ${result.bundles} bundles for ${result.publicUrl} into dist/ in ${(result.ms / 1000).toFixed(1)} s`,
      );
    })
    .catch((error) => {
      console.error(error?.diagnostics ? JSON.stringify(error.diagnostics, null, 2) : error);
      process.exitCode = 1;
    });
}
