/**
 * No server or web test waits for time to pass or times itself: a wall-clock sleep or a timed assertion is a flaky
 * test waiting to happen on a loaded machine. Such a test moves an injected clock (the server's `now`, testClock),
 * XState's SimulatedClock or fake timers, or waits for what it expects to see (`waitFor`, `vi.waitFor`). A turn of
 * the event loop (`setTimeout(…, 0)`, `setImmediate`) is not a sleep. The browser tests (tests/e2e) are not read:
 * they wait for what the user sees. The few files below poll other processes, whose clocks no test can move.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** Deliberate exceptions: file → why it waits in real time. */
const REAL_TIME: Readonly<Record<string, string>> = {
  'tests/server/store/serverProcesses.ts':
    'polls a server process it started until the process prints its address; that start has no clock to move',
  'tests/server/postgresDatabases.ts':
    'drops a database again while a PostgreSQL autovacuum backend (another role) is still in it',
  'tests/server/store/multiProcessLimits.test.ts':
    'a generation lease runs out by the clock of server processes, one of them killed: that time is the rule',
};

/** What reads as waiting for time or timing a test, with what to do instead. */
const SLEEPS: readonly [RegExp, string][] = [
  [/setTimeout\(.*,\s*(?!0\s*\))[^,()\s][^,()]*\)/, 'a timer with a duration'],
  [/from ['"](?:node:)?timers\/promises['"]/, 'timers/promises'],
  [/\bperformance\.now\(\)/, 'a wall-clock measurement'],
  [/\bDate\.now\(\)\s*-\s*[A-Za-z_]/, 'time elapsed by the wall clock'],
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' || entry.name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The server and web tests: tests/ but the browser's, and each question type's own tests (ADR 323). */
const testFiles = () => [
  ...files(join(ROOT, 'tests')),
  ...readdirSync(join(ROOT, 'src/questionTypes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = join(ROOT, 'src/questionTypes', entry.name, 'tests');
      try {
        return files(dir);
      } catch {
        return [];
      }
    }),
];

/** Each line of `text` that waits for time, as `line: what`. */
export function sleepsIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      SLEEPS.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${i + 1}: ${what}: ${line.trim()}`),
    );
}

const found = () =>
  Object.fromEntries(
    testFiles()
      .map(
        (path) => [relative(ROOT, path).replaceAll('\\', '/'), sleepsIn(readFileSync(path, 'utf8'))] as const,
      )
      .filter(([path, lines]) => lines.length > 0 && !path.endsWith('tools/realTimeSleeps.test.ts')),
  );

test('no server or web test sleeps in real time or times itself, but the listed exceptions', () => {
  const sleeping = Object.fromEntries(Object.entries(found()).filter(([path]) => !(path in REAL_TIME)));
  expect(
    sleeping,
    'move an injected or simulated clock, or wait for what you expect (waitFor, vi.waitFor), instead',
  ).toEqual({});
});

test('each listed exception still waits in real time', () => {
  const stale = Object.keys(REAL_TIME).filter((path) => !(path in found()));
  expect(stale, 'remove it from REAL_TIME').toEqual([]);
});

test.each([
  ['await new Promise((resolve) => setTimeout(resolve, 100));', 1],
  ['await new Promise((next) => setTimeout(next, 1_100));', 1],
  ['setTimeout(() => done(), DELAY_MS);', 1],
  ["import { setTimeout as sleep } from 'node:timers/promises';", 1],
  ['const started = performance.now();', 1],
  ['expect(Date.now() - started).toBeLessThan(2000);', 1],
  ['await new Promise((resolve) => setTimeout(resolve, 0));', 0],
  ['await new Promise((resolve) => setImmediate(resolve));', 0],
  ['t.clock.advance(1_100);', 0],
  ['const end = new Date(Date.now() + 86_400_000);', 0],
  ['const old = new Date(Date.now() - 60_000);', 0],
])('%s is found %i time(s)', (line, times) => {
  expect(sleepsIn(line)).toHaveLength(times);
});
