/**
 * Question generation (ADR 180) against the OpenAI-compatible test server process on loopback: the real server
 * (server/start.ts) configured with AI_API_KEY and AI_BASE_URL. Three figures:
 *
 * - API: from POST /api/admin/ai/questions to its `done` event, 5 questions, the model answering at once
 *   (median of BENCH_RUNS, default 3): what the server adds around the model.
 * - Editor: in Chromium, from clicking Generate in the dialog to the 5 questions marked "Generated — review" in the
 *   editor (median of BENCH_RUNS).
 * - Memory: ten authors' generations streaming at once (10 questions each, a chunk every 40 ms, about 2 s): the
 *   server process's resident memory sampled every 25 ms, its peak over what it held just before.
 */
import { readFileSync } from 'node:fs';
import { AUTH_PATHS } from '../../src/api/session/authContract';
import { AI_PATHS } from '../../src/api/quiz/editor/aiContract';
import { CONTENT_PATHS } from '../../src/api/content/contentContract';
import { startFakeOpenAI } from '../../tests/support/fakeOpenAI';
import { benchRuns, median } from './lib/measure';
import { onBenchEnd, sharedBrowser, signIn, startBenchServer, type BenchServer } from './lib/server';
import type { BenchResult } from './lib/types';

const GROUP = 'question generation';
const API_TARGET_MS = 250;
const EDITOR_TARGET_MS = 1_000;
const MEMORY_TARGET_MB = 64;
const CONCURRENT = 10;

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
function residentMb(pid: number): number {
  const rss = (id: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  let kb = 0;
  for (const queue = [pid]; queue.length > 0;) {
    const id = queue.pop()!;
    kb += rss(id);
    queue.push(...children(id));
  }
  return kb / 1024;
}

const post = (server: BenchServer, path: string, body: unknown, token?: string) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A new author through the real invitation and registration calls; returns their access token. */
async function newAuthor(server: BenchServer, adminToken: string, n: number): Promise<string> {
  const email = `bench-author-${n}-${Date.now()}@bench.test`;
  const invited = await post(server, AUTH_PATHS.invitations, { email, roles: ['ROLE_CS_USER'] }, adminToken);
  const { content } = (await invited.json()) as { content: { token: string } };
  const password = `bench-password-${n}`;
  const finished = await post(server, AUTH_PATHS.finishRegistration, {
    firstName: 'Bench',
    lastName: `Author ${n}`,
    plainPassword: { first: password, second: password },
    token: content.token,
  });
  if (!finished.ok) throw new Error(`registration of ${email}: HTTP ${finished.status}`);
  return signIn(server, email, password);
}

/** Runs one generation through the API; resolves with its last event's type. */
async function generate(
  server: BenchServer,
  token: string,
  articleId: number,
  count: number,
): Promise<string> {
  const response = await post(
    server,
    AI_PATHS.questions,
    {
      articleId,
      count,
      isMultiple: false,
      difficulty: 'medium',
      provider: 'chatgpt',
      model: 'gpt-3.5-turbo-16k',
    },
    token,
  );
  const text = await response.text();
  const last = text.trim().split('\n').at(-1) ?? '{}';
  return (JSON.parse(last) as { type?: string }).type ?? `HTTP ${response.status}`;
}

export default async function run(): Promise<BenchResult[]> {
  const fake = await startFakeOpenAI({ slowChunkMs: 40 });
  onBenchEnd(() => fake.close());
  const server = await startBenchServer({
    env: {
      AI_API_KEY: fake.key,
      AI_BASE_URL: fake.baseUrl,
      AI_DAILY_LIMIT: '1000',
      AI_DAILY_LIMIT_ADMIN: '1000',
    },
  });
  const admin = await signIn(server, 'super@demo.test');
  const articles = (await (
    await post(server, CONTENT_PATHS.articleList, { navigation: { page: 1, itemsOnPage: 20 } }, admin)
  ).json()) as { content: { result: { id: number }[] } };
  const articleId = articles.content.result[0]!.id;
  const runs = benchRuns(3);

  const apiMs: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const started = performance.now();
    const outcome = await generate(server, admin, articleId, 5);
    if (outcome !== 'done') throw new Error(`generation ended with ${outcome}`);
    if (i > 0) apiMs.push(performance.now() - started); // the first warms the server up
  }

  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const at = (path: string) => `${server.origin}${server.routePrefix}${path}`;
  await page.goto(at('/signin'));
  await page.getByLabel('E-mail').fill('cs@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  await page.goto(at('/quiz/my-quiz/create'));
  await page.getByRole('button', { name: 'Add Video' }).click();
  const videos = page.getByRole('dialog', { name: 'Add Video' });
  await videos.getByRole('listitem').locator('button:not([aria-disabled])').first().click();
  await videos.waitFor({ state: 'detached' });
  const badges = page.getByText('Generated — review', { exact: true });
  const editorMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.getByRole('button', { name: 'Generate questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate questions' });
    const start = dialog.getByRole('button', { name: 'Generate', exact: true });
    await start.waitFor();
    const before = await badges.count();
    const started = performance.now();
    await start.click();
    await badges.nth(before + 4).waitFor();
    editorMs.push(performance.now() - started);
  }
  await context.close();

  const tokens = await Promise.all(Array.from({ length: CONCURRENT }, (_, n) => newAuthor(server, admin, n)));
  await fake.script(Array.from({ length: CONCURRENT }, () => 'slow'));
  const baseline = residentMb(server.pid);
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, residentMb(server.pid));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const outcomes = await Promise.all(tokens.map((token) => generate(server, token, articleId, 10)));
  sampling = false;
  await sampler;
  const completed = outcomes.filter((outcome) => outcome === 'done').length;

  return [
    {
      group: GROUP,
      metric: 'API: request to questions (5, model answering at once), median',
      value: median(apiMs),
      unit: 'ms',
      target: `≤ ${API_TARGET_MS} ms`,
      pass: median(apiMs) <= API_TARGET_MS,
    },
    {
      group: GROUP,
      metric: 'editor: Generate clicked to 5 questions in the editor, median',
      value: median(editorMs),
      unit: 'ms',
      target: `≤ ${EDITOR_TARGET_MS} ms`,
      pass: median(editorMs) <= EDITOR_TARGET_MS,
    },
    {
      group: GROUP,
      metric: `${CONCURRENT} generations streaming at once: completed`,
      value: completed,
      unit: '',
      target: `= ${CONCURRENT}`,
      pass: completed === CONCURRENT,
    },
    {
      group: GROUP,
      metric: `${CONCURRENT} generations streaming at once: server memory, peak over ${baseline.toFixed(0)} MB before`,
      value: peak - baseline,
      unit: 'MB',
      target: `≤ ${MEMORY_TARGET_MB} MB`,
      pass: peak - baseline <= MEMORY_TARGET_MB,
    },
  ];
}
