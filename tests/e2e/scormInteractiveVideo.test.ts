/**
 * The SCORM package plays the interactive video (ADR 343): a quiz with the seeded video (6 s), a must-answer question
 * at 0:03 that goes back to 0:01 on a wrong answer, skipping prevented and the whole video to watch, exported by the
 * real server and played in Chromium inside a page that hosts scorm-again's Scorm12API as window.API (as
 * tests/e2e/scorm.test.ts does). The video pauses at the moment and shows the question, a skip is refused, a wrong
 * answer sends the video back, a submit before the video is watched keeps the attempt incomplete, and answering
 * and finishing reports the score. Axe clean; screenshots at 390 and 1280 px.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import { unzipSync } from 'fflate';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { SCORM_VIDEO_TEXT } from '../../server/exports/scormVideoScript';
import { apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith } from './takeFixtures';

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK_1280 = { width: 1280, height: 900 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/scorm-interactive-video');
const SEEN = { timeout: 30_000 } as const;
const INSTRUCTOR = 'corporate@demo.test';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml',
};

let dir: string;
let server: Server;
let base: string;
let context: BrowserContext;

const option = (id: string, text: string) => ({ id, text });

async function exportScorm(): Promise<Uint8Array> {
  const token = await apiToken(INSTRUCTOR);
  const quizId = await createQuizWith(
    token,
    `SCORM interactive ${Date.now()}`,
    [
      {
        title: 'Energy in the cell',
        sortIndex: 1,
        items: [
          {
            article: 1,
            sortIndex: 1,
            title: 'Watch the clip',
            type: 1,
            isMultiple: false,
            rightAnswer: [],
            image: null,
            textOptions: [],
            video: {
              preventSkipping: true,
              requireWatched: 100,
              speeds: [1, 1.5],
              chapters: [{ at: 0, title: 'Start' }],
            },
          },
          {
            article: null,
            sortIndex: 2,
            title: 'Which organelle makes ATP?',
            type: 2,
            isMultiple: false,
            rightAnswer: ['b'],
            image: null,
            textOptions: [option('a', 'Nucleus'), option('b', 'Mitochondrion'), option('c', 'Ribosome')],
            moment: { at: 3, pause: true, mustAnswer: true, jumpBackTo: 1 },
          },
          {
            article: null,
            sortIndex: 3,
            title: 'Which gas do plants give off?',
            type: 2,
            isMultiple: false,
            rightAnswer: ['y'],
            image: null,
            textOptions: [option('x', 'Nitrogen'), option('y', 'Oxygen')],
          },
        ],
      },
    ],
    { isGraded: true },
  );
  const response = await fetch(`${origin()}/api/admin/quiz/user/${quizId}/scorm`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  const files = unzipSync(await exportScorm());
  dir = mkdtempSync(join(tmpdir(), 'scorm-video-'));
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'sco', path)), { recursive: true });
    writeFileSync(join(dir, 'sco', path), bytes);
  }
  const require = createRequire(import.meta.url);
  copyFileSync(join(dirname(require.resolve('scorm-again')), 'scorm12.min.js'), join(dir, 'scorm12.min.js'));
  writeFileSync(
    join(dir, 'lms.html'),
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>LMS</title>
<script src="scorm12.min.js"></script>
<script>window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
const kept = new URLSearchParams(location.search).get('kept'); if (kept) window.API.loadFromJSON(JSON.parse(kept));</script>
</head><body><main><h1>Course</h1><iframe src="sco/index.html" title="Quiz" style="width:100%;height:90vh"></iframe></main></body></html>`,
  );
  server = createServer((request, response) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(dir + sep)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(path);
      const type = TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream';
      // A video seeks only where its bytes can be asked for by range, as any LMS's file server answers.
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range) {
        response.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes' });
        return void response.end(body);
      }
      const start = range[1] ? Number(range[1]) : 0;
      const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      response.writeHead(206, {
        'content-type': type,
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${body.length}`,
      });
      response.end(body.subarray(start, end + 1));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  context = await newContext(PHONE_390);
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const lmsRecord = (page: Page) =>
  page.evaluate(() => {
    const api = (
      window as unknown as {
        API: { cmi: { core: { lesson_status: string; score: { raw: string } } }; isTerminated(): boolean };
      }
    ).API;
    return {
      status: api.cmi.core.lesson_status,
      raw: api.cmi.core.score.raw,
      terminated: api.isTerminated(),
    };
  });

const videoState = (frame: Frame) =>
  frame.locator('video').evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    paused: video.paused,
    ended: video.ended,
  }));
const asked = (frame: Frame) => frame.getByRole('group', { name: 'Question at 0:03 of the video' });
const told = (frame: Frame, text: string | RegExp) =>
  frame.locator('.video-status').filter({ hasText: text }).waitFor(SEEN);

/** The LMS page with the SCO in its frame, its video's length known; `kept`, the CMI data of an earlier launch. */
async function openInLms(kept?: unknown) {
  const page = await context.newPage();
  await page.goto(`${base}/lms.html${kept ? `?kept=${encodeURIComponent(JSON.stringify(kept))}` : ''}`);
  const frame = page.frame({ url: /sco\/index\.html$/ }) as Frame;
  await frame.getByRole('button', { name: 'Submit' }).waitFor(SEEN);
  await frame
    .locator('video')
    .evaluate((video: HTMLVideoElement) =>
      video.readyState >= 1
        ? undefined
        : new Promise((done) => video.addEventListener('loadedmetadata', done)),
    );
  return { page, frame };
}

test('the video pauses at the moment and shows the question, refuses a skip and a submit before it is watched, sends a wrong answer back, and finishing reports the score', async () => {
  const { page, frame } = await openInLms();
  // Before its moment the question is not shown; the question beside the video is.
  expect(await asked(frame).count()).toBe(0);
  expect(await frame.getByRole('radio', { name: 'Oxygen' }).count()).toBe(1);
  expect(await frame.getByRole('button', { name: '0:00 Start' }).count()).toBe(1);
  expect(
    await frame
      .getByLabel(SCORM_VIDEO_TEXT.speed)
      .evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.value)),
  ).toEqual(['1', '1.5']);

  // A submit before the video is watched: held, named, and the LMS keeps the attempt incomplete with no score.
  await frame.getByRole('button', { name: 'Submit' }).click();
  await frame.getByText('Watch the video before submitting: Watch the clip').waitFor(SEEN);
  expect(await lmsRecord(page)).toEqual({ status: 'incomplete', raw: '', terminated: false });

  await frame.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await asked(frame).waitFor(SEEN);
  await frame.waitForFunction(() => document.querySelector('video')!.paused, null, SEEN);
  // Stopped at its moment, not played on to the end.
  expect((await videoState(frame)).time).toBeGreaterThanOrEqual(3);
  expect((await videoState(frame)).time).toBeLessThan(4);
  await expect.poll(() => asked(frame).evaluate((node) => node === document.activeElement)).toBe(true);
  const goOn = frame.getByRole('button', { name: SCORM_VIDEO_TEXT.goOn });
  expect(await goOn.isDisabled()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'asked-390');

  // Ahead of what was watched: the player goes back and says so.
  await frame.locator('video').evaluate((video: HTMLVideoElement) => void (video.currentTime = 5.5));
  await told(frame, SCORM_VIDEO_TEXT.skipRefused);
  expect((await videoState(frame)).time).toBeLessThan(4);

  // A wrong answer: going on sends the video back to 0:01, and the question stops it again at 0:03.
  await frame.getByRole('radio', { name: 'Nucleus' }).check();
  await goOn.click();
  await told(frame, 'Not quite: watch again from 0:01');
  await frame.waitForFunction(() => document.querySelector('video')!.currentTime < 3, null, SEEN);
  await frame.waitForFunction(
    () => document.querySelector('video')!.paused && document.querySelector('video')!.currentTime >= 3,
    null,
    SEEN,
  );

  await frame.getByRole('radio', { name: 'Mitochondrion' }).check();
  await goOn.click();
  await frame.waitForFunction(() => document.querySelector('video')!.ended, null, SEEN);
  await frame.getByRole('radio', { name: 'Oxygen' }).check();
  await page.setViewportSize(DESK_1280);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'watched-1280');

  await frame.getByRole('button', { name: 'Submit' }).click();
  await frame.getByText(/Your score: 100%/).waitFor(SEEN);
  expect(await lmsRecord(page)).toEqual({ status: 'passed', raw: '100', terminated: true });
  await page.close();
}, 120_000);

test('closed at the moment, the attempt keeps what was watched: launched again, the video resumes there with its question answered, and the submit still waits for the rest', async () => {
  const first = await openInLms();
  await first.frame.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await asked(first.frame).waitFor(SEEN);
  await first.frame.getByRole('radio', { name: 'Mitochondrion' }).check();
  // The learner closes the quiz: the LMS unloads the SCO's frame.
  await first.page.locator('iframe').evaluate((frame: HTMLIFrameElement) => (frame.src = 'about:blank'));
  await expect.poll(async () => (await lmsRecord(first.page)).terminated).toBe(true);
  const kept = await first.page.evaluate(
    () =>
      (
        window as unknown as { API: { renderCMIToJSONObject(): { cmi: unknown } } }
      ).API.renderCMIToJSONObject().cmi,
  );
  await first.page.close();

  const again = await openInLms(kept);
  await asked(again.frame).waitFor(SEEN);
  expect(await again.frame.getByRole('radio', { name: 'Mitochondrion' }).isChecked()).toBe(true);
  await expect.poll(async () => (await videoState(again.frame)).time).toBeGreaterThanOrEqual(2.9);
  await again.frame.getByRole('button', { name: 'Submit' }).click();
  await again.frame.getByText('Watch the video before submitting: Watch the clip').waitFor(SEEN);
  expect(await lmsRecord(again.page)).toMatchObject({ status: 'incomplete', raw: '' });
  await again.page.close();
}, 120_000);
