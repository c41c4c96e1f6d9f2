/**
 * A SCORM 1.2 package exported by the real server, played in Chromium inside a page that hosts scorm-again's
 * Scorm12API as window.API (an LMS stand-in): the learner answers, submits, and the LMS records score, status and
 * session time, then the SCO finishes.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Frame } from 'playwright-core';
import { apiToken, axeViolations, newContext, origin } from './browser';

interface PlayerQuestion {
  kind: 'question';
  id: number;
  multiple: boolean;
  options: { id: number; text: string }[];
  right: number[];
}
interface PlayerData {
  masteryScore: number | null;
  activities: { items: (PlayerQuestion | { kind: 'video' })[] }[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml',
};

let dir: string;
let server: Server;
let base: string;
let data: PlayerData;
let context: BrowserContext;

async function exportGradedScorm(token: string): Promise<Uint8Array> {
  for (let id = 1; id < 60; id++) {
    const response = await fetch(`${origin()}/api/admin/quiz/library/${id}/scorm`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) continue;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (strFromU8(unzipSync(bytes)['imsmanifest.xml']!).includes('adlcp:masteryscore')) return bytes;
  }
  throw new Error('no graded library quiz could be exported');
}

beforeAll(async () => {
  const files = unzipSync(await exportGradedScorm(await apiToken('super@demo.test')));
  dir = mkdtempSync(join(tmpdir(), 'scorm-lms-'));
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'sco', path)), { recursive: true });
    writeFileSync(join(dir, 'sco', path), bytes);
  }
  const html = strFromU8(files['index.html']!);
  data = JSON.parse(
    /<script type="application\/json" id="quiz-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as PlayerData;

  const require = createRequire(import.meta.url);
  copyFileSync(join(dirname(require.resolve('scorm-again')), 'scorm12.min.js'), join(dir, 'scorm12.min.js'));
  writeFileSync(
    join(dir, 'lms.html'),
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>LMS</title>
<script src="scorm12.min.js"></script>
<script>window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
const kept = new URLSearchParams(location.search).get('kept'); if (kept) window.API.loadFromJSON(JSON.parse(kept));
window.API.calls = []; window.API.sets = {};
for (const name of ['LMSInitialize', 'LMSCommit', 'LMSFinish']) { const call = window.API[name].bind(window.API);
  window.API[name] = (arg) => { window.API.calls.push(name); return call(arg); }; }
const set = window.API.LMSSetValue.bind(window.API);
window.API.LMSSetValue = (key, value) => { window.API.sets[key] = value; return set(key, value); };</script>
</head><body><main><h1>Course</h1><iframe src="sco/index.html" title="Quiz" style="width:100%;height:90vh"></iframe></main></body></html>`,
  );
  server = createServer((request, response) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(dir + sep)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(path);
      response.writeHead(200, {
        'content-type': TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  context = await newContext();
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const questions = () =>
  data.activities.flatMap((a) => a.items).filter((item): item is PlayerQuestion => item.kind === 'question');

/** The LMS page with the SCO in its frame; `kept`, the CMI data the LMS kept of an earlier launch of the attempt. */
async function openInLms(kept?: unknown) {
  const page = await context.newPage();
  await page.goto(`${base}/lms.html${kept ? `?kept=${encodeURIComponent(JSON.stringify(kept))}` : ''}`);
  const frame = page.frame({ url: /sco\/index\.html$/ }) as Frame;
  await frame.getByRole('button', { name: 'Submit' }).waitFor();
  return { page, frame };
}

async function lmsRecord(page: Awaited<ReturnType<typeof openInLms>>['page']) {
  return page.evaluate(() => {
    const api = (
      window as unknown as {
        API: {
          calls: string[];
          cmi: {
            core: {
              lesson_status: string;
              score: { raw: string; min: string; max: string };
            };
          };
          sets: Record<string, string>;
          isTerminated(): boolean;
        };
      }
    ).API;
    return {
      calls: api.calls,
      status: api.cmi.core.lesson_status,
      raw: api.cmi.core.score.raw,
      min: api.cmi.core.score.min,
      max: api.cmi.core.score.max,
      sessionTime: api.sets['cmi.core.session_time'],
      terminated: api.isTerminated(),
    };
  });
}

test('answering every question right passes, and the LMS records score 100 and passed', async () => {
  expect(data.masteryScore).toBe(60);
  const { page, frame } = await openInLms();
  for (const question of questions())
    for (const id of question.right) await frame.locator(`#q${question.id}-o${id}`).check();
  await frame.getByRole('button', { name: 'Submit' }).click();
  await frame.getByText(/Your score: 100%/).waitFor();
  const record = await lmsRecord(page);
  expect(record).toMatchObject({ status: 'passed', raw: '100', min: '0', max: '100', terminated: true });
  // Each answer is kept as it is given (ADR 283); Submit commits once more and finishes, once.
  expect(record.calls[0]).toBe('LMSInitialize');
  expect(record.calls.slice(-2)).toEqual(['LMSCommit', 'LMSFinish']);
  expect(record.calls.filter((call) => call === 'LMSFinish')).toHaveLength(1);
  expect(record.sessionTime).toMatch(/^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
  await page.close();
});

test('wrong answers fail against the mastery score and the LMS records the score', async () => {
  const { page, frame } = await openInLms();
  const all = questions();
  // The first question right, every other one wrong (an option that is not a right answer).
  for (const [index, question] of all.entries()) {
    const ids =
      index === 0 ? question.right : [question.options.find((o) => !question.right.includes(o.id))!.id];
    for (const id of ids) await frame.locator(`#q${question.id}-o${id}`).check();
  }
  await frame.getByRole('button', { name: 'Submit' }).click();
  const expected = Math.round((1 / all.length) * 100);
  await frame.getByText(`Your score: ${expected}%`, { exact: false }).waitFor();
  expect(await lmsRecord(page)).toMatchObject({ status: 'failed', raw: String(expected), terminated: true });
  await page.close();
});

test('closed half-way, the attempt is suspended and its answers come back; submitted, a launch shows the result', async () => {
  const [first, ...others] = questions();
  const launch = await openInLms();
  for (const id of first!.right) await launch.frame.locator(`#q${first!.id}-o${id}`).check();
  // The learner closes the quiz: the LMS unloads the SCO's frame.
  await launch.page.locator('iframe').evaluate((frame: HTMLIFrameElement) => (frame.src = 'about:blank'));
  await expect.poll(async () => (await lmsRecord(launch.page)).terminated).toBe(true);
  const kept = await launch.page.evaluate(
    () =>
      (
        window as unknown as { API: { renderCMIToJSONObject(): { cmi: unknown } } }
      ).API.renderCMIToJSONObject().cmi,
  );
  const suspended = await launch.page.evaluate(
    () => (window as unknown as { API: { sets: Record<string, string> } }).API.sets,
  );
  expect(suspended['cmi.core.exit']).toBe('suspend');
  await launch.page.close();

  // Launched again by the LMS: the answer is there; the others are given now and the whole is submitted.
  const again = await openInLms(kept);
  for (const id of first!.right)
    expect(await again.frame.locator(`#q${first!.id}-o${id}`).isChecked()).toBe(true);
  for (const question of others)
    for (const id of question.right) await again.frame.locator(`#q${question.id}-o${id}`).check();
  await again.frame.getByRole('button', { name: 'Submit' }).click();
  await again.frame.getByText(/Your score: 100%/).waitFor();
  expect(await lmsRecord(again.page)).toMatchObject({ status: 'passed', raw: '100', terminated: true });
  const done = await again.page.evaluate(
    () =>
      (
        window as unknown as { API: { renderCMIToJSONObject(): { cmi: unknown } } }
      ).API.renderCMIToJSONObject().cmi,
  );
  await again.page.close();

  // Once more: the result, and nothing to submit again.
  const after = await openInLms(done);
  await after.frame.getByText(/Your score: 100%/).waitFor();
  expect(await after.frame.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
  expect(await axeViolations(after.page)).toEqual([]);
  await after.page.close();
});

test('the player page is accessible and says when no LMS is connected', async () => {
  const page = await context.newPage();
  await page.goto(`${base}/sco/index.html`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('No LMS connection: the result was not recorded.', { exact: false }).waitFor();
  await page.close();
});
