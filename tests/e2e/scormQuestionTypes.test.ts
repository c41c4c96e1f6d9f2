/**
 * A SCORM 1.2 package of true/false, matching, ordering, fill-in-the-blanks, short-answer (an answer worth half the
 * points, ADR 276) and hotspot questions (ADR 205, ADR 236),
 * exported by the real server and played in Chromium inside a page that hosts scorm-again's Scorm12API as
 * window.API: the learner answers each type as shown (the hotspot by a click on its image), and the LMS records the
 * score in points and one interaction per question. Axe clean; screenshots at 1920, 1280 and 390 px.
 */
import { mkdirSync, mkdtempSync, copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import { unzipSync } from 'fflate';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { samplePng } from '../../server/seed/documents';
import { apiToken, axeViolations, newContext, origin } from './browser';

const SHOTS = join(process.cwd(), 'tests/.artifacts/scorm-question-types');

const PHASES = ['Prophase', 'Metaphase', 'Anaphase', 'Telophase'];
const base = { article: null, type: 2, image: null, isMultiple: false, rightAnswer: [], textOptions: [] };
const QUESTIONS = [
  {
    ...base,
    title: '<p>Ribosomes make proteins.</p>',
    questionType: 'trueFalse',
    definition: { answer: true },
  },
  {
    ...base,
    title: '<p>Match each organelle with its job.</p>',
    questionType: 'matching',
    points: 2,
    definition: {
      pairs: [
        { id: 'p1', prompt: 'Ribosome', answer: 'Makes proteins' },
        { id: 'p2', prompt: 'Mitochondrion', answer: 'Makes ATP' },
      ],
      distractors: [{ id: 'd1', text: 'Stores water' }],
    },
  },
  {
    ...base,
    title: '<p>Put the phases of mitosis in order.</p>',
    questionType: 'ordering',
    points: 3,
    definition: { items: PHASES.map((text, i) => ({ id: `o${i}`, text })) },
  },
  {
    ...base,
    title: '<p>Complete the sentence.</p>',
    questionType: 'fillInBlanks',
    points: 3,
    definition: {
      text: 'Proteins are made by [[1]] in the [[2]].',
      gaps: [
        {
          id: 'g1',
          kind: 'dropdown',
          options: [
            { id: 'g1a', text: 'lysosomes' },
            { id: 'g1b', text: 'ribosomes' },
          ],
          right: 'g1b',
        },
        { id: 'g2', kind: 'typed', answers: [{ id: 'g2a', text: 'cytoplasm' }], caseSensitive: false },
      ],
    },
  },
  {
    ...base,
    title: '<p>Which organelle makes ATP?</p>',
    questionType: 'shortAnswer',
    points: 2,
    definition: {
      answers: [
        { id: 's1', text: 'mitochondrion' },
        { id: 's2', text: 'mitochond*', fraction: 0.5 },
      ],
      caseSensitive: false,
    },
  },
];

/** The hotspot question: the left half of its 400 × 300 picture is right. */
const HOTSPOT = {
  ...base,
  title: '<p>Mark the nucleus.</p>',
  questionType: 'hotspot',
  points: 2,
  definition: {
    regions: [{ id: 'r1', shape: 'rectangle', x: 0, y: 0, width: 0.5, height: 1 }],
    maxMarks: 1,
  },
};

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng(400, 300))], { type: 'image/png' }), 'cell.png');
  const response = await fetch(`${origin()}/api/quiz/upload_image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload_image: HTTP ${response.status}`);
  return ((await response.json()) as { content: { url: string } }).content.url;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

let dir: string;
let server: Server;
let lmsBase: string;
let context: BrowserContext;

async function exportScorm(): Promise<Uint8Array> {
  const token = await apiToken('super@demo.test');
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const questions = [...QUESTIONS, { ...HOTSPOT, image: await uploadImage(token) }];
  const created = await fetch(`${origin()}/api/admin/quiz/template/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Cells in SCORM',
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: true,
      duration: null,
      showCaption: false,
      restrictNonInstitutional: false,
      activities: [
        { title: 'Cells', sortIndex: 1, items: questions.map((q, i) => ({ ...q, sortIndex: i + 1 })) },
      ],
    }),
  });
  if (!created.ok) throw new Error(`the quiz could not be created: ${await created.text()}`);
  const { content } = (await created.json()) as { content: { id: number } };
  const response = await fetch(`${origin()}/api/admin/quiz/template/${content.id}/scorm`, { headers });
  if (!response.ok) throw new Error(`the SCORM export failed: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  const files = unzipSync(await exportScorm());
  dir = mkdtempSync(join(tmpdir(), 'scorm-types-'));
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
<script>window.API = new Scorm12API({ autocommit: false, logLevel: 5 }); window.API.sets = {}; window.API.refused = [];
const set = window.API.LMSSetValue.bind(window.API);
window.API.LMSSetValue = (key, value) => { window.API.sets[key] = value; const taken = set(key, value);
  if (String(taken) !== 'true') window.API.refused.push(key); return taken; };</script>
</head><body><main><iframe src="sco/index.html" title="Quiz" style="width:100%;height:90vh"></iframe></main></body></html>`,
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
  lmsBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  context = await newContext();
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const lmsSets = (page: Page) =>
  page.evaluate(() => {
    const api = (window as unknown as { API: { sets: Record<string, string>; refused: string[] } }).API;
    return { sets: api.sets, refused: api.refused };
  });

async function shownOrder(frame: Frame): Promise<string[]> {
  const rows = await frame.locator('ol[data-order] li').allTextContents();
  return rows.map((row) => row.replace(/(Up|Down)/g, '').trim());
}

test('a learner answers every type, the hotspot by a click; the LMS records their points and interactions', async () => {
  const page = await context.newPage();
  await page.goto(`${lmsBase}/lms.html`);
  const frame = page.frame({ url: /sco\/index\.html$/ }) as Frame;
  await frame.getByRole('button', { name: 'Submit' }).waitFor();

  await frame.getByLabel('True').check();
  await frame.getByLabel('Ribosome').selectOption({ label: 'Makes proteins' });
  await frame.getByLabel('Mitochondrion').selectOption({ label: 'Stores water' });
  // The items are never shown in the right order; the learner moves them up until they are.
  expect(await shownOrder(frame)).not.toEqual(PHASES);
  for (let pass = 0; pass < PHASES.length; pass++)
    for (let i = 1; i < PHASES.length; i++) {
      const order = await shownOrder(frame);
      if (PHASES.indexOf(order[i]!) < PHASES.indexOf(order[i - 1]!))
        await frame.getByRole('button', { name: `Up: ${order[i]}` }).click();
    }
  expect(await shownOrder(frame)).toEqual(PHASES);

  await frame.getByLabel('Blank 1').selectOption({ label: 'ribosomes' });
  await frame.getByLabel('Blank 2').fill('Cytoplasm');
  // The plural matches only the second accepted answer, worth half the points.
  await frame.getByLabel('Your answer').fill('Mitochondria');
  // A click on the left quarter of the picture places the mark there, in per cent, in its fields.
  const picture = frame.locator('fieldset').last().locator('img');
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width / 4, y: box.height / 2 } });
  expect(Number(await frame.getByLabel('Mark 1, across (%)').inputValue())).toBeCloseTo(25, 0);

  await frame.getByRole('button', { name: 'Submit' }).click();
  // 1 + 1 (half of 2) + 3 + 3 + 1 (half of 2) + 2 of 13 points.
  await frame.getByText('Your score: 85% (4 of 6 correct).').waitFor();
  const { sets, refused } = await lmsSets(page);
  expect(refused).toEqual([]);
  expect(sets['cmi.core.score.raw']).toBe('85');
  expect(sets['cmi.core.lesson_status']).toBe('passed');
  expect(
    [0, 1, 2, 3, 4, 5].map((n) => [sets[`cmi.interactions.${n}.type`], sets[`cmi.interactions.${n}.result`]]),
  ).toEqual([
    ['true-false', 'correct'],
    ['matching', '0.5'],
    ['sequencing', 'correct'],
    ['fill-in', 'correct'],
    ['fill-in', '0.5'],
    ['performance', 'correct'],
  ]);
  expect(sets['cmi.interactions.4.student_response']).toBe('Mitochondria');
  await page.close();
});

test('the player page of these types is accessible, on a desktop and on a phone', async () => {
  const page = await context.newPage();
  await page.goto(`${lmsBase}/sco/index.html`);
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1920, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `player-${width}.png`), fullPage: true });
  }
  await page.close();
});
