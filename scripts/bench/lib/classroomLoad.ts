/**
 * The load generator of the classroom bench (scripts/bench/classroom.bench.ts), run as its own process (fork) so
 * the simulated students do not share the bench's event loop: it receives a ClassroomPlan as its one IPC message,
 * plays every student and the instructor over loopback, sends back a ClassroomReport and exits. It stops by itself
 * at the plan's deadline plus STOP_AFTER_DEADLINE_MS whatever is still running.
 *
 * A student does what the student page (src/machines/take) does through src/api/take: opens the personal link (the
 * page, when built, then GET the session), presses Start (POST start), plays the quiz's video from its start, and
 * every few seconds sends what it played since the last time (POST watched, as the page's outbox sends its played
 * segments before an answer) and saves an answer to a question whose moment the video has reached (PUT the
 * question's answer with the time spent); when the deadline comes, after its last save, it submits (POST submit).
 * The instructor reads Results (GET the quiz's assignments) and the dashboard one after the other until every
 * student has submitted, and meanwhile searches their lists (issue 63): their quizzes, the admin quizzes and their
 * classes, a new search each time, as someone typing looks for one.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { QUIZ_LIST_PATHS } from '../../../src/api/quiz/lists/quizListsContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { DASHBOARD_PATHS } from '../../../src/api/dashboard/dashboardContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { CLASS_WORDS, QUIZ_WORDS } from './quizStore';
import { searchTerm } from './uncachedLists';

export interface ClassroomQuestion {
  readonly id: number;
  readonly optionIds: readonly number[];
  /** Its moment in the video (seconds), answered once the video was played to it. */
  readonly at?: number;
}

export interface ClassroomPlan {
  readonly origin: string;
  readonly tokens: readonly string[];
  readonly questions: readonly ClassroomQuestion[];
  readonly quizId: number;
  /** The instructor's bearer token. */
  readonly accessToken: string;
  /** Epoch milliseconds. */
  readonly deadline: number;
  /** Students open their links spread over this many milliseconds from the start. */
  readonly arrivalMs: number;
  /** A student saves an answer every saveEveryMs ± saveJitterMs. */
  readonly saveEveryMs: number;
  readonly saveJitterMs: number;
  /** Whether the student page is built (dist/take): then opening a link also fetches it. */
  readonly openPage: boolean;
  /** The quiz's video item and the length its player reports, played in real time from the start. */
  readonly video?: { readonly itemId: number; readonly duration: number };
}

export interface ClassroomReport {
  readonly saveMs: number[];
  /** The saves sent once every student has arrived (after arrivalMs): without the opens and starts. */
  readonly steadySaveMs: number[];
  /** The batches of played segments sent. */
  readonly watchedMs: number[];
  readonly resultsMs: number[];
  readonly dashboardMs: number[];
  /** The instructor's searches of their lists. */
  readonly searchMs: number[];
  /** Milliseconds from the deadline to each submit's answer. */
  readonly submittedAfterDeadlineMs: number[];
  readonly errors: string[];
  /** Requests sent, answered or not. */
  requests: number;
  /** This process's own event-loop delay p99 (ms): a busy machine delays the measuring side too. */
  loopDelayP99Ms: number;
  /** This process's CPU time over the run (ms, user + system): the measuring side's share of the machine. */
  cpuMs: number;
}

const STOP_AFTER_DEADLINE_MS = 30_000;
const TRACE_OVER_MS = 60;
const INSTRUCTOR_PAUSE_MS = 250;
/** Between two of the instructor's searches: someone typing. */
const SEARCH_PAUSE_MS = 200;
/** The last save starts this long before the deadline, so it reaches the server in time. */
const LAST_SAVE_BEFORE_DEADLINE_MS = 1_500;
/** The page submits on its next clock tick after the deadline (it ticks every second). */
const SUBMIT_SPREAD_MS = 1_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));
const jitter = (spread: number) => (Math.random() * 2 - 1) * spread;

/**
 * What a student's player played since `sent` seconds of play were sent: it plays the video from its start in real
 * time (a second short of it, as a page reports what it has played) and again from the start at its end, as a
 * student watching the clip again does. Segments in seconds of the video.
 */
function playedSince(duration: number, startedAt: number, sent: number) {
  const to = (Date.now() - startedAt) / 1000 - 1;
  if (to <= sent) return { segments: [] as number[][], to: sent, furthest: 0 };
  const from = sent % duration;
  const laps = Math.floor(to / duration) - Math.floor(sent / duration);
  const end = to % duration;
  const segments =
    laps === 0
      ? [[from, end]]
      : laps === 1
        ? [
            [from, duration],
            [0, end],
          ]
        : [[0, duration]];
  return { segments: segments.filter(([a, b]) => b! > a!), to, furthest: laps > 0 ? duration : end };
}

async function runClassroom(plan: ClassroomPlan): Promise<ClassroomReport> {
  const report: ClassroomReport = {
    saveMs: [],
    steadySaveMs: [],
    watchedMs: [],
    resultsMs: [],
    dashboardMs: [],
    searchMs: [],
    submittedAfterDeadlineMs: [],
    errors: [],
    requests: 0,
    loopDelayP99Ms: Number.NaN,
    cpuMs: 0,
  };
  const cpuBefore = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const arrived = Date.now() + plan.arrivalMs;
  const stopAt = plan.deadline + STOP_AFTER_DEADLINE_MS;
  let stopped = false;
  const timer = setTimeout(() => (stopped = true), stopAt - Date.now());

  /** BENCH_TRACE=1: each request slower than TRACE_OVER_MS is printed with its time from the deadline. */
  function trace(what: string, ms: number | null) {
    if (process.env.BENCH_TRACE && ms !== null && ms > TRACE_OVER_MS)
      console.log(`${what}: ${Math.round(ms)} ms, ${Date.now() - plan.deadline} ms from the deadline`);
  }

  /** One request as the page sends it; answers its time in ms, or null (counted as an error) when refused. */
  async function call(
    what: string,
    path: string,
    init: { method?: string; body?: unknown; token?: string; json?: boolean } = {},
  ): Promise<number | null> {
    const started = performance.now();
    report.requests += 1;
    try {
      const response = await fetch(`${plan.origin}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          accept: init.json === false ? 'text/html' : 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        // A signal of its own: thousands of requests listening to one shared signal would pile up its listeners.
        signal: AbortSignal.timeout(Math.max(1, stopAt - Date.now())),
      });
      await response.arrayBuffer();
      if (!response.ok) {
        report.errors.push(`${what}: ${response.status}`);
        return null;
      }
      return performance.now() - started;
    } catch (error) {
      report.errors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  async function student(token: string): Promise<void> {
    await sleep(Math.random() * plan.arrivalMs);
    if (plan.openPage && (await call('open page', TAKE_PATHS.page(token), { json: false })) === null) return;
    if ((await call('read session', TAKE_PATHS.session(token))) === null) return;
    if ((await call('start', TAKE_PATHS.start(token), { method: 'POST', body: {} })) === null) return;
    const startedAt = Date.now();
    /** Seconds of play sent so far, and the furthest moment of the video they reached. */
    let sent = 0;
    let furthest = 0;
    let lastSave = Date.now();
    for (;;) {
      const next = Date.now() + plan.saveEveryMs + jitter(plan.saveJitterMs);
      if (next > plan.deadline - LAST_SAVE_BEFORE_DEADLINE_MS) break;
      await sleep(next - Date.now());
      if (plan.video) {
        const batch = playedSince(plan.video.duration, startedAt, sent);
        if (batch.segments.length > 0) {
          const path = TAKE_PATHS.watched(token, plan.video.itemId);
          const body = { segments: batch.segments, duration: plan.video.duration };
          const ms = await call('send watched', path, { method: 'POST', body });
          if (ms !== null) {
            report.watchedMs.push(ms);
            sent = batch.to;
            furthest = Math.max(furthest, batch.furthest);
          }
        }
      }
      const reached = plan.questions.filter((q) => q.at === undefined || q.at <= furthest);
      if (reached.length === 0) continue;
      const question = reached[Math.floor(Math.random() * reached.length)]!;
      const optionId = question.optionIds[Math.floor(Math.random() * question.optionIds.length)]!;
      const body = { optionIds: [optionId], timeSpentMs: Date.now() - lastSave };
      lastSave = Date.now();
      const steady = lastSave > arrived;
      const ms = await call('save answer', TAKE_PATHS.answer(token, question.id), { method: 'PUT', body });
      if (ms !== null) report.saveMs.push(ms);
      trace('save answer', ms);
      if (ms !== null && steady) report.steadySaveMs.push(ms);
    }
    await sleep(plan.deadline + Math.random() * SUBMIT_SPREAD_MS - Date.now());
    if ((await call('submit', TAKE_PATHS.submit(token), { method: 'POST', body: {} })) !== null) {
      report.submittedAfterDeadlineMs.push(Date.now() - plan.deadline);
    }
  }

  let studentsDone = false;
  async function instructor(): Promise<void> {
    while (!studentsDone && !stopped) {
      const results = await call('results', RESULTS_PATHS.assignments(plan.quizId), {
        token: plan.accessToken,
      });
      if (results !== null) report.resultsMs.push(results);
      trace('results', results);
      const dashboard = await call('dashboard', DASHBOARD_PATHS.dashboard, { token: plan.accessToken });
      if (dashboard !== null) report.dashboardMs.push(dashboard);
      await sleep(INSTRUCTOR_PAUSE_MS);
    }
  }

  /** The instructor's searches, a new one each time, in turn over their quizzes, the admin quizzes and classes. */
  async function searching(): Promise<void> {
    for (let n = 0; !studentsDone && !stopped; n += 1) {
      const term = searchTerm(n % 3 === 2 ? CLASS_WORDS : QUIZ_WORDS, n);
      const filter = [{ bool_operator: 'and', property: 'title', operator: 'contains', value: term }];
      const body = { navigation: { page: 1, itemsOnPage: 20 }, filter };
      const ms =
        n % 3 === 2
          ? await call('search classes', `${CLASS_PATHS.list}?keyword=${encodeURIComponent(term)}`, {
              token: plan.accessToken,
            })
          : await call('search quizzes', n % 3 === 0 ? QUIZ_LIST_PATHS.mine : QUIZ_LIST_PATHS.admin, {
              method: 'POST',
              body,
              token: plan.accessToken,
            });
      if (ms !== null) report.searchMs.push(ms);
      trace('search', ms);
      await sleep(SEARCH_PAUSE_MS);
    }
  }

  const reading = instructor();
  const searches = searching();
  await Promise.all(plan.tokens.map((token) => student(token)));
  studentsDone = true;
  await reading;
  await searches;
  clearTimeout(timer);
  loopDelay.disable();
  report.loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  report.cpuMs = (cpu.user + cpu.system) / 1000;
  return report;
}

// Run as the forked process: one plan in, one report out.
if (process.send) {
  process.once('message', (plan: ClassroomPlan) => {
    runClassroom(plan)
      .then((report) => process.send!(report, () => process.exit(0)))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
