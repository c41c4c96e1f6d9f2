/**
 * `npm start`: bundles the server (scripts/serverBundle.mjs) and runs it in this process (ADR 301); the server builds
 * the console first when dist/ holds no usable production build.
 * `npm run serve` (`--serve`): builds nothing. It runs what `npm run build` made — the console in dist/ and the server
 * bundle its stamp names — and stops with exit code 1, saying why, when that build is missing or was made for another
 * route prefix (ADR 369).
 * The cluster's workers (WORKERS > 1) run this file again and load the bundle their primary chose.
 */
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the server serves the console from (server/start.ts): dist/ of the directory it is started in. */
const DIST = resolve('dist');
const BUNDLE = 'CONSOLE_SERVER_BUNDLE';

/** The server bundle of the production build in dist/, or why there is none to serve. */
function builtServer(routePrefix = process.env.ROUTE_PREFIX) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(DIST, '.build-stamp'), 'utf8'));
  } catch {
    return { problem: 'dist/ holds no build' };
  }
  if (stamp.mode !== 'production') return { problem: `dist/ holds a ${stamp.mode ?? 'unstamped'} build` };
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(join(DIST, 'take', 'index.html')))
    return { problem: 'dist/ holds an incomplete build' };
  const prefix = (routePrefix ?? '/admin').replace(/\/+$/, '');
  if (stamp.routePrefix !== prefix)
    return { problem: `dist/ was built for ROUTE_PREFIX ${stamp.routePrefix}, not ${prefix}` };
  if (typeof stamp.server !== 'string' || !existsSync(join(ROOT, stamp.server)))
    return { problem: 'the build names no server bundle that is there' };
  return { bundle: join(ROOT, stamp.server) };
}

if (!cluster.isWorker || !process.env[BUNDLE]) {
  if (process.argv.includes('--serve')) {
    const built = builtServer();
    if (built.problem) {
      console.error(
        `Nothing to serve: ${built.problem}. Run \`npm run build\` first (with the same ROUTE_PREFIX), or \`npm start\`, which builds what is missing.`,
      );
      process.exit(1);
    }
    process.env.SKIP_BUILD = '1';
    process.env[BUNDLE] = built.bundle;
  } else {
    const { bundleServer } = await import('./serverBundle.mjs');
    process.env[BUNDLE] = await bundleServer();
  }
}
await import(pathToFileURL(process.env[BUNDLE]).href);
