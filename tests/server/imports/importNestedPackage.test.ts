/**
 * A cartridge re-zipped with its top folder (`course/imsmanifest.xml`), as people zip an unpacked export (ADR 221):
 * it is read as the same cartridge zipped at its root, so no quiz or bank vanishes; another package beside it is
 * named in a warning.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { createTestApp, type TestApp } from '../testApp';
import { uploadFile } from '../quiz/import/importUpload';

const SAMPLES = resolve(__dirname, '../../../../shared/formats/samples');
/** Canvas's cartridge: a quiz written twice (the CC profile copy and Canvas's full quiz) and a question bank. */
const cartridge = unzipSync(new Uint8Array(readFileSync(join(SAMPLES, 'import', 'canvas_cartridge.imscc'))));

const inFolder = (folder: string, files: Record<string, Uint8Array>) =>
  Object.fromEntries(Object.entries(files).map(([path, bytes]) => [`${folder}/${path}`, bytes]));

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

test('a cartridge zipped with its top folder imports every quiz and bank the cartridge holds', async () => {
  const atRoot = await uploadFile(t, token, 'course.imscc', zipSync(cartridge));
  const nested = await uploadFile(t, token, 'course.imscc', zipSync(inFolder('course', cartridge)));
  expect(atRoot.status).toBe(200);
  expect(nested.status).toBe(200);
  // The full Canvas quiz (12 questions) and its bank (12 more), not the 5-item CC copy.
  expect(nested.content.report.total).toBe(atRoot.content.report.total);
  expect(nested.content.report.total).toBeGreaterThan(12);
  expect(nested.content.created.map((q) => [q.title, q.questions])).toEqual(
    atRoot.content.created.map((q) => [q.title, q.questions]),
  );
  expect(nested.content.report.lines).toEqual(atRoot.content.report.lines);
});

test('a second package beside the one read is named, not dropped without a word', async () => {
  const both = zipSync({ ...inFolder('a/course', cartridge), ...inFolder('b/other/deeper', cartridge) });
  const { status, content } = await uploadFile(t, token, 'two courses.zip', both);
  expect(status).toBe(200);
  expect(content.warnings).toContain(
    'The upload holds another package in the folder "b/other/deeper", which was not read: upload it on its own.',
  );
});
