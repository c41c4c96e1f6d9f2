/**
 * A classroom at the same minute (issue 33): the real server (server/start.ts) on the demo content, one class of
 * 300 students given one quiz of a video and 10 questions at its moments, each to be answered before the video goes
 * on (issue 65), through the console's API (create the quiz, the class, invite, add the quiz, publish the class, read
 * the student links, Edit deadline to a minute ahead). A load generator in its own process
 * (scripts/bench/lib/classroomLoad.ts, over loopback) plays the 300 students as the student page does: open the
 * personal link, Start, play the video, send its played segments and save an answer to a question the video has
 * reached every few seconds (jittered), submit at the deadline; and the instructor
 * reading Results and the dashboard in a loop meanwhile, and searching their lists (issue 63: their quizzes, the admin
 * quizzes and their classes, a new search each time) over a store of 20,000 quizzes and 20,000 classes. Targets: 0
 * errors; answer saves and segment batches p99 < 100 ms on PostgreSQL and < 250 ms on PGlite; every submission of the deadline scored
 * within 5 s of it; Results and dashboard p99 < 250 ms; the searches' p99 < 100 ms.
 *
 * The store: PGlite, and a fresh PostgreSQL database as well when TEST_DATABASE_URL or DATABASE_URL is set (on
 * the local cluster of scripts/postgres.sh, as the other server benches make it); BENCH_STORES names them.
 *
 *   npm run bench -- classroom
 *   TEST_DATABASE_URL=postgres://… npm run bench -- classroom       # PGlite, then PostgreSQL
 *   BENCH_STORES=PostgreSQL npm run bench -- classroom              # one store only
 *   BENCH_CPU_PROFILE=/tmp/prof npm run bench -- classroom          # a CPU profile of the server (.cpuprofile)
 *   BENCH_TRACE=1 npm run bench -- classroom                        # each slow request, with its time from the deadline
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLASS_PATHS } from '../../src/api/classes/classesContract';
import { RESULTS_PATHS } from '../../src/api/quiz/results/resultsContract';
import { api, seedClassroom } from './lib/benchApi';
import type { ClassroomPlan, ClassroomReport } from './lib/classroomLoad';
import { percentile } from './lib/measure';
import { prepareStore, startStoreServer, stopProcess, type StoreKind } from './lib/quizStore';
import { onBenchEnd, PROJECT_ROOT, signIn } from './lib/server';
import type { BenchResult } from './lib/types';

const GROUP = 'classroom';
const STUDENTS = 300;
const QUESTIONS = 10;
/**
 * The quiz plays the seeded video (article 1, its recorded length 6 s) and asks its questions at moments of it, each
 * to be answered before the video goes on (ADR 337): the server checks each answer against the segments watched.
 */
const VIDEO = { articleId: 1, momentEverySeconds: 0.5, duration: 6 };
const INSTRUCTOR = 'cs@demo.test';
/** The deadline is this far ahead when the students arrive: the run lasts about this long. */
const DEADLINE_AHEAD_MS = 60_000;
const ARRIVAL_MS = 10_000;
const SAVE_EVERY_MS = 4_000;
const SAVE_JITTER_MS = 2_000;
const SAVE_P99_MS: Record<StoreKind, number> = { PostgreSQL: 100, PGlite: 250 };
const SCORED_WITHIN_MS = 5_000;
const READ_P99_MS = 250;
const SEARCH_P99_MS = 100;
/** The store's size: the instructor's lists hold thousands of rows. */
const STORE_QUIZZES = 20_000;
/** The load generator is stopped if it has not reported by the deadline plus this. */
const LOAD_TIMEOUT_MS = 60_000;

/** Runs the plan in the load generator's process and answers its report. */
async function runLoad(plan: ClassroomPlan): Promise<ClassroomReport> {
  const child = fork(join(import.meta.dirname, 'lib/classroomLoad.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onBenchEnd(() => stopProcess(child));
  const reported = once(child, 'message') as Promise<[ClassroomReport]>;
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the load generator exited (${String(code)}) without a report`);
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error('the load generator did not report in time')),
      plan.deadline - Date.now() + LOAD_TIMEOUT_MS,
    );
  });
  child.send(plan);
  try {
    const [report] = await Promise.race([reported, exited, timedOut]);
    return report;
  } finally {
    clearTimeout(timer);
    await stopProcess(child);
  }
}

const ms = (value: number) => Math.round(value * 10) / 10;

/**
 * The CPU time (ms, user + system) a process has used, from /proc (Linux): what a request costs the server
 * whatever else the machine runs, where latencies on a shared machine mostly measure the machine.
 */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5) (utime, stime), counted here from field 3; clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The CPU time (ms) of every process named `postgres` now, by pid: the store's own share of the machine. */
function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        byPid.set(Number(entry), cpuMs(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** The machine's busy and total CPU time (clock ticks) from /proc/stat: how busy the whole machine was. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait are fields 4 and 5 of the cpu line.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

async function measure(kind: StoreKind): Promise<BenchResult[]> {
  const store = await prepareStore(kind, STORE_QUIZZES);
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const server = await startStoreServer(store, {
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  try {
    const token = await signIn(server, INSTRUCTOR);
    const seeded = await seedClassroom(server, token, {
      title: 'Classroom bench',
      students: STUDENTS,
      questions: QUESTIONS,
      video: VIDEO,
    });
    const deadline = Date.now() + DEADLINE_AHEAD_MS;
    await api(server, token, RESULTS_PATHS.setEndDate(seeded.quizId), {
      end_date: new Date(deadline).toISOString(),
    });
    const cpuBefore = cpuMs(server.pid);
    const postgresBefore = postgresCpuMs();
    const machineBefore = machineTicks();
    const report = await runLoad({
      origin: server.origin,
      tokens: seeded.tokens,
      questions: seeded.questions,
      quizId: seeded.quizId,
      accessToken: token,
      deadline,
      arrivalMs: ARRIVAL_MS,
      saveEveryMs: SAVE_EVERY_MS,
      saveJitterMs: SAVE_JITTER_MS,
      openPage: existsSync(join(PROJECT_ROOT, 'dist/take/index.html')),
      ...(seeded.videoItemId === undefined
        ? {}
        : { video: { itemId: seeded.videoItemId, duration: VIDEO.duration } }),
    });
    const serverCpuMs = cpuMs(server.pid) - cpuBefore;
    const machineAfter = machineTicks();
    const machineBusy = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
    let postgresMs = 0;
    for (const [pid, after] of postgresCpuMs()) postgresMs += after - (postgresBefore.get(pid) ?? 0);
    const links = await api<{ result: Array<{ state: string }> }>(
      server,
      token,
      CLASS_PATHS.quizLinks(seeded.classId, seeded.quizId),
    );
    const submitted = links.result.filter((row) => row.state === 'submitted').length;
    const errors = [...report.errors];
    if (submitted !== STUDENTS) errors.push(`${STUDENTS - submitted} links not submitted after the run`);
    for (const error of new Set(errors)) {
      console.warn(`classroom ${kind}: ${errors.filter((e) => e === error).length} × ${error}`);
    }
    const scoredMs =
      report.submittedAfterDeadlineMs.length === STUDENTS
        ? Math.max(...report.submittedAfterDeadlineMs)
        : Number.POSITIVE_INFINITY;
    const saveP99 = percentile(report.saveMs, 99);
    const watchedP99 = percentile(report.watchedMs, 99);
    const resultsP99 = percentile(report.resultsMs, 99);
    const dashboardP99 = percentile(report.dashboardMs, 99);
    const searchP99 = percentile(report.searchMs, 99);
    const group = `${GROUP} ${kind}`;
    return [
      { group, metric: `requests (${STUDENTS} students, instructor)`, value: report.requests, unit: '' },
      {
        group,
        metric: "server's CPU time per request (user + system)",
        value: ms(serverCpuMs / report.requests),
        unit: 'ms',
      },
      {
        group,
        metric: "load generator's CPU time per request",
        value: ms(report.cpuMs / report.requests),
        unit: 'ms',
      },
      ...(kind === 'PostgreSQL'
        ? [
            {
              group,
              metric: "PostgreSQL's CPU time per request (its processes on this machine)",
              value: ms(postgresMs / report.requests),
              unit: 'ms',
            },
          ]
        : []),
      {
        group,
        metric: "the machine's CPU busy during the run (all cores, every process)",
        value: Math.round(machineBusy * 100),
        unit: '%',
      },
      {
        group,
        metric: "load generator's own event-loop delay p99",
        value: ms(report.loopDelayP99Ms),
        unit: 'ms',
      },
      { group, metric: 'errors', value: errors.length, unit: '', target: '0', pass: errors.length === 0 },
      {
        group,
        metric: `answer saves (${report.saveMs.length}) p50`,
        value: ms(percentile(report.saveMs, 50)),
        unit: 'ms',
      },
      {
        group,
        metric: 'answer saves p99',
        value: ms(saveP99),
        unit: 'ms',
        target: `< ${SAVE_P99_MS[kind]} ms`,
        pass: saveP99 < SAVE_P99_MS[kind],
      },
      {
        group,
        metric: `answer saves after the ${ARRIVAL_MS / 1000} s of arrivals p99`,
        value: ms(percentile(report.steadySaveMs, 99)),
        unit: 'ms',
      },
      {
        group,
        metric: `played segments sent (${report.watchedMs.length}) p99`,
        value: ms(watchedP99),
        unit: 'ms',
        target: `< ${SAVE_P99_MS[kind]} ms`,
        pass: watchedP99 < SAVE_P99_MS[kind],
      },
      {
        group,
        metric: `deadline to all ${STUDENTS} submissions scored`,
        value: ms(scoredMs),
        unit: 'ms',
        target: `≤ ${SCORED_WITHIN_MS} ms`,
        pass: scoredMs <= SCORED_WITHIN_MS,
      },
      {
        group,
        metric: `Results (${report.resultsMs.length}) p50`,
        value: ms(percentile(report.resultsMs, 50)),
        unit: 'ms',
      },
      {
        group,
        metric: 'Results p99',
        value: ms(resultsP99),
        unit: 'ms',
        target: `< ${READ_P99_MS} ms`,
        pass: resultsP99 < READ_P99_MS,
      },
      { group, metric: 'dashboard p50', value: ms(percentile(report.dashboardMs, 50)), unit: 'ms' },
      {
        group,
        metric: 'dashboard p99',
        value: ms(dashboardP99),
        unit: 'ms',
        target: `< ${READ_P99_MS} ms`,
        pass: dashboardP99 < READ_P99_MS,
      },
      {
        group,
        metric: `instructor's searches (${report.searchMs.length}) p50`,
        value: ms(percentile(report.searchMs, 50)),
        unit: 'ms',
      },
      {
        group,
        metric: "instructor's searches p99",
        value: ms(searchP99),
        unit: 'ms',
        target: `< ${SEARCH_P99_MS} ms`,
        pass: searchP99 < SEARCH_P99_MS,
      },
    ];
  } finally {
    await stopProcess(server.child);
  }
}

function storeKinds(): StoreKind[] {
  if (process.env.BENCH_STORES) {
    return process.env.BENCH_STORES.split(',')
      .map((kind) => kind.trim())
      .filter((kind): kind is StoreKind => kind === 'PGlite' || kind === 'PostgreSQL');
  }
  const postgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
  return postgres ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

export default async function run(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  for (const kind of storeKinds()) rows.push(...(await measure(kind)));
  return rows;
}
