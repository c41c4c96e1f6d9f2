/** What the tests of stopping `npm start` read of the processes it started: its tree, who is alive, and waiting. */
import { readFileSync, readdirSync } from 'node:fs';

/** Every process below `root`, read from /proc. */
export function descendants(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of parents.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** The process runs (a zombie waiting for its parent does not). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

/** Waits for `check`; past the timeout, fails with what the processes printed (`output`). */
export async function waitUntil(
  what: string,
  check: () => boolean,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`${what} did not happen:\n${output()}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
