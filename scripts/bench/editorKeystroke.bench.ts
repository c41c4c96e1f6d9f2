/**
 * Keystroke-to-commit in the quiz editor for a large quiz (issue 4), in Debian's Chromium over the real server and
 * the production build (ADR 081).
 *
 * A super admin's admin quiz of 100 activities × 20 questions (2,000 items, 8,000 options) is created through the
 * API and opened in the editor. The first question's Option A input is focused and KEYSTROKES characters are typed
 * one at a time. In the page, a keydown listener stamps the event's time; an `input` listener on window (after
 * React's own) stamps, in a microtask after React's synchronous commit, the moment the input's committed props
 * (React's) hold the new text — the main-thread work of one keystroke; then a requestAnimationFrame followed by a
 * message stamps the first frame after it (which adds the wait for the next vsync, up to one frame).
 *
 * Rows: keydown → committed (median, p95; target ≤ 16 ms: the keystroke's work fits in one 60 Hz frame) and
 * keydown → next frame (median, p95; a figure); beside them keydown → committed for a 1 × 20 quiz, the cost of a
 * keystroke whatever the size, and a plain <input> outside React in that page, the browser's own share.
 * BENCH_RUNS scales the keystrokes (default 200 per run, 1 run). BENCH_PROFILE writes the page's CPU profile while
 * typing in the large quiz (build with `UNMINIFIED=1 npm run build` first for the source's function names); BENCH_TRACE writes a Chromium performance trace of that typing (style, layout, paint and
 * scripts per frame; open it in DevTools' Performance panel).
 */
import { writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { consoleUrl, signInPage } from './lib/browser';
import { benchRuns, median, percentile } from './lib/measure';
import { sharedBrowser, sharedServer, signIn, type BenchServer } from './lib/server';
import type { BenchResult } from './lib/types';
import { quizPayload } from '../../tests/support/quizFixtures';

const GROUP = 'editor keystroke';
const ACTIVITIES = 100;
const ITEMS_PER_ACTIVITY = 20;
const KEYSTROKES = 200;
const WARM_UP = 20;
const FRAME_MS = 16;

/** The create payload of SPEC section 7: every item a text question with four options, the first one right. */
export function largeQuizPayload(title: string, activities = ACTIVITIES, items = ITEMS_PER_ACTIVITY) {
  return quizPayload(
    title,
    Array.from({ length: activities }, (_, a) => ({
      title: `Activity ${a + 1}`,
      items: Array.from({ length: items }, (_, i) => ({
        title: `Question ${i + 1} of activity ${a + 1}`,
        options: ['Answer 1', 'Answer 2', 'Answer 3', 'Answer 4'],
      })),
    })),
  );
}

async function createQuiz(server: BenchServer, activities: number): Promise<number> {
  const token = await signIn(server, 'super@demo.test');
  const response = await fetch(`${server.origin}/api/admin/quiz/create`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(
      largeQuizPayload(`Keystroke bench quiz ${activities} × 20 ${Date.now()}`, activities),
    ),
  });
  if (!response.ok)
    throw new Error(`creating the bench quiz failed: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { content: { id: number } }).content.id;
}

interface Stroke {
  readonly start: number;
  commit?: number;
  frame?: number;
  committed?: boolean;
}

declare global {
  interface Window {
    __strokes?: Stroke[];
  }
}

/**
 * Listeners that stamp every keystroke's keydown, React's commit of the new value and the next frame. A string, so
 * the page runs it as written (a transpiled function would carry the bundler's helpers along).
 */
const INSTRUMENT = `(() => {
  const strokes = [];
  window.__strokes = strokes;
  let pending = null;
  const reactProps = (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    return key ? element[key] : undefined;
  };
  document.addEventListener('keydown', (event) => {
    if (event.key.length === 1) pending = { start: event.timeStamp };
  }, true);
  window.addEventListener('input', (event) => {
    const stroke = pending;
    pending = null;
    if (!stroke) return;
    const input = event.target;
    queueMicrotask(() => {
      stroke.commit = performance.now();
      stroke.committed = reactProps(input)?.value === input.value;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          stroke.frame = performance.now();
          strokes.push(stroke);
        };
        channel.port2.postMessage(null);
      });
    });
  });
})();`;

async function typeAndMeasure(page: Page, count: number, field?: Locator): Promise<Stroke[]> {
  const option = field ?? page.getByRole('textbox', { name: 'Option A', exact: true }).first();
  await option.click();
  await option.press('End');
  await page.evaluate(() => (window.__strokes!.length = 0));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(letters[i % letters.length]!);
    // One keystroke at a time: wait until its frame is stamped.
    await page.waitForFunction((n) => window.__strokes!.length >= n, i + 1, { polling: 'raf' });
  }
  return page.evaluate(() => window.__strokes!);
}

/** BENCH_PROFILE=file.cpuprofile: the page's CPU profile while typing (open it in Chromium's DevTools). */
async function startProfile(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.send('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}

/** What BENCH_TRACE records: the renderer's tasks and frames (DevTools' own set), without screenshots. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

const round = (ms: number) => Math.round(ms * 10) / 10;

interface Measured {
  readonly commit: number[];
  readonly frame: number[];
  /** A plain <input> outside React in the same page: the browser's own share of a keystroke. */
  readonly floor?: number[];
  /** Keydown → next frame for that plain <input>: the page's own frame cost and the vsync wait. */
  readonly floorFrame?: number[];
}

/** Opens the quiz in the editor and types into its first Option A; BENCH_PROFILE profiles this typing. */
async function measureQuiz(
  server: BenchServer,
  quizId: number,
  options: { profileTo?: string | undefined; traceTo?: string | undefined; floor?: boolean } = {},
): Promise<Measured> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: INSTRUMENT });
    await signInPage(page, server, 'super@demo.test');
    await page.goto(consoleUrl(server, `/quiz/admin-quiz/edit/${quizId}`));
    await page.getByRole('textbox', { name: 'Option A', exact: true }).first().waitFor({ timeout: 60_000 });
    await typeAndMeasure(page, WARM_UP);
    const profile = options.profileTo ? await startProfile(page) : null;
    if (options.traceTo)
      await browser.startTracing(page, { path: options.traceTo, categories: TRACE_CATEGORIES });
    const strokes = await typeAndMeasure(page, KEYSTROKES * benchRuns(1));
    if (options.traceTo) await browser.stopTracing();
    if (profile && options.profileTo) await profile.stop(options.profileTo);
    const uncommitted = strokes.filter((stroke) => !stroke.committed).length;
    if (uncommitted > 0)
      throw new Error(`${uncommitted} keystrokes were not committed by React in their task`);
    let floor: number[] | undefined;
    let floorFrame: number[] | undefined;
    if (options.floor) {
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'bench-floor';
        input.setAttribute('aria-label', 'Bench floor');
        document.body.append(input);
      });
      const plain = await typeAndMeasure(page, KEYSTROKES, page.locator('#bench-floor'));
      floor = plain.map((stroke) => stroke.commit! - stroke.start);
      floorFrame = plain.map((stroke) => stroke.frame! - stroke.start);
    }
    return {
      commit: strokes.map((stroke) => stroke.commit! - stroke.start),
      frame: strokes.map((stroke) => stroke.frame! - stroke.start),
      ...(floor && floorFrame ? { floor, floorFrame } : {}),
    };
  } finally {
    await context.close();
  }
}

export default async function run(): Promise<BenchResult[]> {
  const server = await sharedServer();
  const large = await measureQuiz(server, await createQuiz(server, ACTIVITIES), {
    profileTo: process.env.BENCH_PROFILE,
    traceTo: process.env.BENCH_TRACE,
  });
  // The same typing in a quiz of one activity: what a keystroke costs whatever the quiz's size.
  const small = await measureQuiz(server, await createQuiz(server, 1), { floor: true });
  const target = `≤ ${FRAME_MS} ms`;
  const size = `${ACTIVITIES} × ${ITEMS_PER_ACTIVITY} items`;
  const row = (metric: string, value: number, withTarget = false): BenchResult => ({
    group: GROUP,
    metric,
    value: round(value),
    unit: 'ms',
    ...(withTarget ? { target, pass: value <= FRAME_MS } : {}),
  });
  return [
    row(`keydown → committed, median (${size}, ${large.commit.length} keys)`, median(large.commit), true),
    row(`keydown → committed, p95 (${size})`, percentile(large.commit, 95), true),
    row(`keydown → next frame, median (${size}; adds the vsync wait)`, median(large.frame)),
    row(`keydown → next frame, p95 (${size})`, percentile(large.frame, 95)),
    row(`keydown → committed, median (1 × ${ITEMS_PER_ACTIVITY} items)`, median(small.commit)),
    row(`keydown → committed, p95 (1 × ${ITEMS_PER_ACTIVITY} items)`, percentile(small.commit, 95)),
    row(`keydown → next frame, median (1 × ${ITEMS_PER_ACTIVITY} items)`, median(small.frame)),
    row(
      'keydown → input handled, plain <input> outside React, median (the browser’s share)',
      median(small.floor!),
    ),
    row('keydown → next frame, plain <input> outside React, median', median(small.floorFrame!)),
  ];
}
