/**
 * What each format cannot carry of a quiz, asked before any package is built (ADR 398): the lines are the ones the
 * package itself lists in export-notes.txt, empty for a format that carries everything, and a quiz the caller may
 * not download is answered like a missing one.
 */
import { strFromU8, unzipSync } from 'fflate';
import { createActor, toPromise } from 'xstate';
import { seedContent } from '../../../../server/seed/content';
import { injectClient } from '../../injectClient';
import { createQuizListServices } from '../../../../src/machines/quiz/lists/quizListServices';
import { createEveryTypeQuiz } from '../../exports/everyTypeQuiz';
import { bearer, createTestApp, type TestApp } from '../../testApp';

let t: TestApp;
let superToken: string;
let csToken: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  superToken = (await t.signIn('super@demo.test')).accessToken;
  csToken = (await t.signIn('cs@demo.test')).accessToken;
  quizId = await createEveryTypeQuiz(t, superToken);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** The lines of a zip package's export-notes.txt, without its heading and bullets; none without such a file. */
async function packageNotes(format: 'qti' | 'cc' | 'scorm'): Promise<string[]> {
  const response = await get(`/api/admin/quiz/template/${quizId}/${format}`, superToken);
  expect(response.statusCode).toBe(200);
  const file = unzipSync(new Uint8Array(response.rawPayload))['export-notes.txt'];
  return file
    ? strFromU8(file)
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^- /, ''))
    : [];
}

test('each package format lists before it is built what its export-notes.txt will say', async () => {
  const response = await get(`/api/admin/quiz/template/${quizId}/export-notes`, superToken);
  expect(response.statusCode, response.body).toBe(200);
  const { content } = response.json() as { content: Record<string, string[]> };
  expect(Object.keys(content).sort()).toEqual(['cc', 'gift', 'moodle', 'qti', 'scorm']);
  // The Common Cartridge profile lacks several of the quiz's types: the dialog has something to say.
  expect(content.cc!.length).toBeGreaterThan(0);
  for (const format of ['qti', 'cc', 'scorm'] as const) {
    expect(content[format], format).toEqual(await packageNotes(format));
  }
  // GIFT has no ordering question: the note names it.
  expect(content.gift!.join('\n')).toMatch(/order/i);

  // The download dialog reads the same answer through the console's client.
  const http = injectClient(t, () => superToken);
  const services = createQuizListServices(
    http,
    { send: () => {} },
    { siteOrigin: 'https://console.example.com', save: () => {} },
  );
  const actor = createActor(services.download.actors.loadExportNotes, {
    input: { kind: 'template', quizId },
  });
  actor.start();
  expect(await toPromise(actor)).toEqual(content);
});

test('a quiz the caller may not download is answered like a missing one, and nobody signed out is answered', async () => {
  const hidden = await get(`/api/admin/quiz/template/${quizId}/export-notes`, csToken);
  expect(hidden.statusCode).toBe(404);
  const missing = await get(`/api/admin/quiz/template/999999/export-notes`, superToken);
  expect(missing.statusCode).toBe(404);
  expect(hidden.json()).toEqual(missing.json());
  expect((await get(`/api/admin/quiz/template/${quizId}/export-notes`)).statusCode).toBe(401);
  expect((await get(`/api/admin/quiz/nonsense/${quizId}/export-notes`, superToken)).statusCode).toBe(400);
});
