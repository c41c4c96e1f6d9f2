#!/usr/bin/env node
/**
 * Production build of the console: Parcel bundles src/entries/console/index.html into dist/ for the public URL
 * `${ROUTE_PREFIX or /admin}/`, and the student page (src/entries/take/index.html, its own small bundle) into dist/take/
 * for `/take/`, bundles the server (scripts/serverBundle.mjs), then writes dist/.build-stamp (what was built, for whom,
 * when, and which server bundle goes with it: `npm run serve` runs that one and builds nothing, ADR 369).
 *
 *   node scripts/build.mjs                 # production, no source maps
 *   node scripts/build.mjs --source-maps   # production with source maps (or SOURCE_MAPS=1)
 *
 * The other languages' catalogs go beside the bundles as JSON (scripts/catalogFiles.mjs, ADR 401).
 *
 * dist/ is emptied first so the directory holds exactly one build (the bench sums every JS file in it). Each text file
 * of 1 KiB or more gets a Brotli copy beside it (`<file>.br`), which the server sends as it is.
 */
import { Parcel } from '@parcel/core';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { catalogFiles, writeCatalogFiles } from './catalogFiles.mjs';
import { bundleServer } from './serverBundle.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DIST_DIR = join(ROOT, 'dist');
export const BUILD_STAMP = join(DIST_DIR, '.build-stamp');
/** The student page, served at /take/{token} outside the console's prefix. */
export const TAKE_ENTRY = join(ROOT, 'src/entries/take/index.html');
export const TAKE_DIST_DIR = join(DIST_DIR, 'take');
export const TAKE_PUBLIC_URL = '/take/';

/** `/admin`, `/console/`, `console` → `/admin`, `/console`, `/console`. */
export function routePrefix(value = process.env.ROUTE_PREFIX) {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '/admin';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** What the server would compress on every request (its threshold is 1 KiB): text of a kind browsers ask for. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's quality 8: smaller than the server's on-the-fly quality 4 (1.68 MB against 1.83 MB for the whole build)
 * for a quarter of a second once, where 10 and 11 take 3 and 8 s for 6 and 8 % less.
 */
const BROTLI_QUALITY = 8;
const brotli = promisify(brotliCompress);

/**
 * Writes `<file>.br` beside each compressible file of the build, which the server sends as it is to a browser that
 * accepts Brotli (@fastify/static's `preCompressed`), instead of compressing the same bytes again on every request.
 */
async function precompress(dir) {
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    if (bytes.length < COMPRESS_FROM_BYTES) continue;
    const compressed = await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    await writeFile(`${path}.br`, compressed);
    files++;
  }
  return files;
}

/** Removes the Brotli copies of a production build, which a development build writing into dist/ would leave stale. */
export async function removePrecompressed(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile() && entry.name.endsWith('.br'))
      await rm(join(entry.parentPath, entry.name), { force: true });
  }
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

function productionBundler({ entry, distDir, publicUrl, sourceMaps, catalogVersion }) {
  return new Parcel({
    entries: entry,
    defaultConfig: '@parcel/config-default',
    mode: 'production',
    // No cache: a cached build kept the zod exports the client used before, so a module that began to use another
    // one (z.intersection) got a namespace without it and the console failed to render. A whole production build
    // takes about 11 s without the cache and 18 s with it (it is read and written whole), so the cache bought
    // nothing. PARCEL_CACHE=1 turns it back on.
    shouldDisableCache: process.env.PARCEL_CACHE !== '1',
    shouldAutoInstall: false,
    cacheDir: join(ROOT, '.parcel-cache'),
    // Explicit target: package.json's "targets" pins /admin/, the prefix here follows ROUTE_PREFIX.
    targets: {
      default: {
        distDir,
        publicUrl,
        context: 'browser',
        outputFormat: 'esmodule',
        sourceMap: sourceMaps,
        engines: { browsers: BROWSERS },
      },
    },
    // UNMINIFIED=1 keeps names (a CPU profile of the console reads as its source); production otherwise.
    defaultTargetOptions: {
      shouldOptimize: process.env.UNMINIFIED !== '1',
      shouldScopeHoist: true,
      sourceMaps,
    },
    additionalReporters: [{ packageName: '@parcel/reporter-cli', resolveFrom: ROOT }],
    // The other languages' catalogs are fetched as data from the public URL (ADR 401, scripts/catalogFiles.mjs).
    env: { NODE_ENV: 'production', CATALOG_BASE: publicUrl, CATALOG_VERSION: catalogVersion },
  });
}

export async function build({ sourceMaps = false, prefix = routePrefix() } = {}) {
  const publicUrl = `${prefix}/`;
  // Like Parcel's CLI: plugins and configs read NODE_ENV from the process, the bundle from `env`.
  process.env.NODE_ENV = 'production';
  await emptyDir(DIST_DIR);
  const started = Date.now();
  const catalogs = await catalogFiles(ROOT);
  const consoleResult = await productionBundler({
    entry: join(ROOT, 'src/entries/console/index.html'),
    distDir: DIST_DIR,
    publicUrl,
    sourceMaps,
    catalogVersion: catalogs.version,
  }).run();
  // The console previews the student page: it fetches all three parts; the student page its own.
  await writeCatalogFiles(DIST_DIR, catalogs);
  // A second build, not a second entry: one Parcel target has one public URL, and the student page shares no
  // bundle with the console.
  const take = await productionBundler({
    entry: TAKE_ENTRY,
    distDir: TAKE_DIST_DIR,
    publicUrl: TAKE_PUBLIC_URL,
    sourceMaps,
    catalogVersion: catalogs.version,
  }).run();
  await writeCatalogFiles(TAKE_DIST_DIR, catalogs, ['take']);
  const precompressed = await precompress(DIST_DIR);
  const server = relative(ROOT, await bundleServer());
  const stamp = {
    builtAt: new Date().toISOString(),
    mode: 'production',
    publicUrl,
    routePrefix: prefix,
    sourceMaps,
    bundles: consoleResult.bundleGraph.getBundles().length,
    take: { publicUrl: TAKE_PUBLIC_URL, bundles: take.bundleGraph.getBundles().length },
    catalogs: catalogs.version,
    precompressed,
    server,
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
        `Built ${result.bundles} bundles for ${result.publicUrl} into dist/, ${result.take.bundles} for ${result.take.publicUrl} into dist/take/ and the server into ${result.server} in ${(result.ms / 1000).toFixed(1)} s`,
      );
    })
    .catch((error) => {
      console.error(error?.diagnostics ? JSON.stringify(error.diagnostics, null, 2) : error);
      process.exitCode = 1;
    });
}
