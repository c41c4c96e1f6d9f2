/**
 * Builds the console (and the student page in dist/take/) before start when dist/ holds no usable production
 * build: missing, older than the sources,
 * built in development mode (`npm run dev` writes a development build into the same dist/), or built for another
 * route prefix. dist/.build-stamp (written by scripts/build.mjs and scripts/dev.mjs) records the mode and prefix.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildStamp {
  readonly mode?: string;
  readonly routePrefix?: string;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

export function readBuildStamp(distDir: string): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(join(distDir, '.build-stamp'), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

/** Why dist/ cannot be served as the production console, or null when it can. */
export function staleReason(distDir: string, srcDir: string, routePrefix: string): string | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return 'dist/ holds no build';
  if (!existsSync(join(distDir, 'take', 'index.html')))
    return 'dist/take/ holds no build of the student page';
  const stamp = readBuildStamp(distDir);
  if (stamp?.mode !== 'production') return `dist/ holds a ${stamp?.mode ?? 'unstamped'} build`;
  if (stamp.routePrefix !== undefined && stamp.routePrefix !== routePrefix)
    return `dist/ was built for ${stamp.routePrefix}, not ${routePrefix}`;
  if (existsSync(srcDir) && newestMtime(srcDir) > statSync(index).mtimeMs)
    return 'src/ changed since the build';
  return null;
}

export function isConsoleStale(distDir: string, srcDir: string, routePrefix = '/admin'): boolean {
  return staleReason(distDir, srcDir, routePrefix) !== null;
}

/** Runs `node scripts/build.mjs` with the route prefix; throws when the build fails. */
export function buildConsole(projectDir: string, routePrefix: string): void {
  const script = join(projectDir, 'scripts', 'build.mjs');
  if (!existsSync(script)) throw new Error(`Cannot build the console: ${script} is missing`);
  const result = spawnSync(process.execPath, [script], {
    cwd: projectDir,
    stdio: 'inherit',
    env: { ...process.env, ROUTE_PREFIX: routePrefix },
  });
  if (result.status !== 0)
    throw new Error(`Console build failed (exit code ${result.status ?? result.signal})`);
}
