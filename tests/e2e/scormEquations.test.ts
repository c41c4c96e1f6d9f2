/**
 * Equations in a SCORM package (ADR 390), exported by the real server and played in Chromium: the question's
 * `\(\frac{1}{2}\)` and an option's `\(\ce{H2O}\)` show as MathML built from what the server drew, an escaped
 * delimiter stays text, the page is axe-clean and fits a phone. Screenshots at 390 and 1280 px.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { apiToken, axeViolations, newContext, origin } from './browser';
import { PROJECT_ROOT } from './serverProcess';
import { createQuizWith } from './takeFixtures';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.xml': 'application/xml',
};
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/scorm-equations');
const SEEN = { timeout: 30_000 } as const;

let dir: string;
let server: Server;
let base: string;

async function exportScorm(): Promise<Uint8Array> {
  const token = await apiToken('cs@demo.test');
  const quizId = await createQuizWith(token, 'Halves in SCORM', [
    {
      title: 'Fractions',
      sortIndex: 1,
      items: [
        {
          article: null,
          sortIndex: 1,
          title: 'What is \\(\\frac{1}{2}\\) of 4? Escaped: \\\\(2).',
          type: 2,
          isMultiple: false,
          image: null,
          rightAnswer: ['a'],
          textOptions: [
            { id: 'a', text: 'Two' },
            { id: 'b', text: 'Water, \\(\\ce{H2O}\\)' },
          ],
        },
      ],
    },
  ]);
  const response = await fetch(`${origin()}/api/admin/quiz/user/${quizId}/scorm`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  const files = unzipSync(await exportScorm());
  dir = mkdtempSync(join(tmpdir(), 'scorm-equations-'));
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
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
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the SCORM player shows the question’s and an option’s equations as MathML at 390 and 1280 px', async () => {
  const context = await newContext(PHONE_390);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/index.html`);
    const question = page.getByRole('group', { name: /What is/ });
    await question.waitFor(SEEN);
    const half = question.locator('legend math mfrac');
    await half.waitFor(SEEN);
    expect(await half.evaluate((element) => element.namespaceURI)).toBe(MATHML);
    expect(await half.textContent()).toBe('12');
    // The escaped delimiter reads as written, without its escape; no other LaTeX is left on the page.
    expect(await question.locator('legend').textContent()).toBe('1. What is 12 of 4? Escaped: \\(2).');
    const water = question.getByRole('radio', { name: /Water/ });
    await water.waitFor({ state: 'attached', ...SEEN });
    expect(await question.locator('label math msub').textContent()).toBe('2');
    await water.check();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'player-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await half.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'player-1280.png'), fullPage: true });
  } finally {
    await context.close();
  }
}, 240_000);
