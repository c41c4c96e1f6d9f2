/**
 * The server as plain JavaScript for `npm start` (ADR 301): server/start.ts, the heavy-work thread's entry and the
 * database thread's (ADR 340),
 * each bundled with esbuild into one module, the packages left to node_modules. A process started this way loads
 * two files instead of every TypeScript module through a loader hook: a start took 2.1 s of CPU instead of 4.2 s.
 *
 * The bundle goes to .server-build/<hash of its content>/, written beside and renamed into place, so processes
 * starting at once (a cluster, a test run) never read a half-written file and share one copy. Old bundles are kept
 * (a running server may still load from its own); scratch directories a crash left are removed after a day.
 */
import { build, stop } from 'esbuild';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, '.server-build');
const A_DAY_MS = 24 * 60 * 60 * 1000;
const BANNER = [
  "import { createRequire as __bundleRequire } from 'node:module';",
  'const require = __bundleRequire(import.meta.url);',
].join(' ');

/** Packages stay in node_modules, except webvtt-parser, which imports JSON without the attribute Node asks for. */
function externals() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((name) => name !== 'webvtt-parser')
    .flatMap((name) => [name, `${name}/*`]);
}

/** Bundles the server and answers the path of its start module. */
export async function bundleServer() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      start: 'server/start.ts',
      heavyWorker: 'server/heavyWork/heavyWorker.ts',
      pgliteWorker: 'server/db/thread/pgliteWorker.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    write: false,
    external: externals(),
    // The two paths the sources find next to themselves (server/heavyWork/heavyWork.ts, server/seed/content/media.ts).
    define: {
      HEAVY_WORKER_BUNDLE: JSON.stringify('./heavyWorker.mjs'),
      PGLITE_WORKER_BUNDLE: JSON.stringify('./pgliteWorker.mjs'),
      SEED_MEDIA_DIR: JSON.stringify(join(ROOT, 'server/seed/media/')),
    },
    // Bundled CommonJS code (webvtt-parser) may call require.
    banner: { js: BANNER },
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise stay beside the server for its whole life.
  await stop();
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const name = hash.digest('hex').slice(0, 16);
  const dir = join(OUT, name);
  if (!existsSync(dir)) {
    const scratch = join(OUT, `.${name}-${process.pid}`);
    mkdirSync(scratch, { recursive: true });
    for (const file of result.outputFiles)
      writeFileSync(join(scratch, file.path.slice(OUT.length + 1)), file.contents);
    try {
      renameSync(scratch, dir);
    } catch {
      // Another process put the same bundle there first.
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  // Scratch directories a crash left behind. Bundles stay: a running server loads its heavy-work thread and restarts
  // its cluster workers from its own, whenever; `rm -rf .server-build` is safe once no server runs.
  for (const old of readdirSync(OUT)) {
    const path = join(OUT, old);
    if (old.startsWith('.') && Date.now() - statSync(path).mtimeMs > A_DAY_MS)
      rmSync(path, { recursive: true, force: true });
  }
  return join(dir, 'start.mjs');
}
