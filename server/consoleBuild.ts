/** Builds the console before start when dist/ is missing or older than the sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

export function isConsoleStale(distDir: string, srcDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  return existsSync(srcDir) && newestMtime(srcDir) > statSync(index).mtimeMs;
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
