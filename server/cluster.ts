/**
 * Several server processes on one machine (WORKERS > 1, ADR 158): the primary forks them with node:cluster, they
 * share the port (the primary hands connections out in turn), a worker that dies is forked again after a delay that
 * doubles while workers keep dying young, and SIGTERM or SIGINT stops them all. The primary serves nothing itself
 * and holds no state: everything the workers share lives in PostgreSQL.
 */
import cluster, { type Worker } from 'node:cluster';

export const RESTART_BACKOFF = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  /** A worker that lived this long died of something new: the next restart starts from the first delay again. */
  stableAfterMs: 30_000,
  /** On shutdown, a worker still running after this is killed. */
  stopGraceMs: 10_000,
} as const;

export interface ClusterOptions {
  readonly workers: number;
  /** Once, when every worker first listens: the port they share. */
  readonly onListening: (port: number) => void;
  readonly log: (line: string) => void;
  /** On shutdown, a worker still running after this is killed; default RESTART_BACKOFF.stopGraceMs. */
  readonly stopGraceMs?: number;
}

/** The delay before forking again after `quickDeaths` workers in a row died young. */
export function restartDelayMs(quickDeaths: number, backoff = RESTART_BACKOFF): number {
  return Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.max(0, quickDeaths - 1));
}

/** Runs in the primary: forks the workers and supervises them until a signal stops them. */
export function runCluster(options: ClusterOptions): void {
  const log = options.log;
  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let quickDeaths = 0;
  let listening = 0;
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', (_worker, address) => {
    if (++listening === options.workers) options.onListening(address.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    const born = startedAt.get(worker) ?? Date.now();
    startedAt.delete(worker);
    if (stopping) return;
    quickDeaths = Date.now() - born < RESTART_BACKOFF.stableAfterMs ? quickDeaths + 1 : 1;
    const delay = restartDelayMs(quickDeaths);
    log(
      `Server process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  async function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${startedAt.size} server processes`);
    for (const timer of restarts) clearTimeout(timer);
    const workers = [...startedAt.keys()];
    const exited = workers.map((worker) => new Promise((done) => worker.once('exit', done)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, options.stopGraceMs ?? RESTART_BACKOFF.stopGraceMs);
    await Promise.all(exited);
    clearTimeout(force);
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  for (let n = 0; n < options.workers; n++) fork();
}
