/**
 * Files a Moodle XML export embeds (ADR 222), written here in the shape Moodle's question/format/xml writes them:
 * `<file name path encoding="base64">` beside the `<text>` of the question, of each answer and of feedback, shown
 * as `@@PLUGINFILE@@/name`; and Moodle 1.9's `<image>` with `<image_base64>`. Every embedded file a question shows
 * is stored and its address rewritten: a picture that is an answer as the option's picture (ADR 311), a sound as
 * media.
 */
import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { samplePng } from '../../../server/seed/documents';
import { createTestApp, type TestApp } from '../testApp';
import { expectReportAddsUp, storedQuiz, uploadFile } from '../quiz/import/importUpload';

const png = new Uint8Array(samplePng(4, 4));
/** The first bytes of a JPEG (what the import checks), then filler. */
const jpg = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0,
  16,
  0x4a,
  0x46,
  0x49,
  0x46,
  0,
  1,
  ...new Array(32).fill(0),
]);
/** An MP3 with an ID3 tag, as recorders write one. */
const mp3 = new Uint8Array([
  0x49,
  0x44,
  0x33,
  3,
  0,
  0,
  0,
  0,
  0,
  0,
  0xff,
  0xfb,
  0x90,
  0x64,
  ...new Array(64).fill(0),
]);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

const flagAnswer = (fraction: number, name: string, alt: string, bytes: Uint8Array) => `
    <answer fraction="${fraction}" format="html">
      <text><![CDATA[<p><img src="@@PLUGINFILE@@/${name}" alt="${alt}" width="60" height="40" /></p>]]></text>
      <file name="${name}" path="/" encoding="base64">${b64(bytes)}</file>
      <feedback format="html"><text><![CDATA[<p>That is the flag of ${alt}.</p>]]></text></feedback>
    </answer>`;

const MOODLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 101  -->
  <question type="multichoice">
    <name><text>Flags</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Which flag is the United Kingdom's? <a href="@@PLUGINFILE@@/anthem%20uk.mp3">Listen to its anthem</a></p>]]></text>
      <file name="anthem uk.mp3" path="/" encoding="base64">${b64(mp3)}</file>
    </questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    ${flagAnswer(100, 'flag-uk.jpg', 'United Kingdom', jpg)}
    ${flagAnswer(0, 'flag-fr.png', 'France', png)}
    ${flagAnswer(0, 'flag-de.png', '', png)}
  </question>
<!-- question: 102 (written by Moodle 1.9) -->
  <question type="truefalse">
    <name><text>Cell picture</text></name>
    <questiontext format="html"><text><![CDATA[<p>The picture shows a plant cell.</p>]]></text></questiontext>
    <image>cell.png</image>
    <image_base64>${b64(png)}</image_base64>
    <answer fraction="100"><text>true</text><feedback><text>Yes</text></feedback></answer>
    <answer fraction="0"><text>false</text><feedback><text>No</text></feedback></answer>
  </question>
</quiz>`;

let t: TestApp;
let token: string;
const dataDir = mkdtempSync(join(tmpdir(), 'import-moodle-files-'));
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const served = (url: string) => t.app.inject({ method: 'GET', url });
const sources = (html: string, attribute: 'src' | 'href') =>
  [...html.matchAll(new RegExp(`${attribute}="([^"]+)"`, 'g'))].map((m) => m[1]!);

test('pictures in answers, a linked sound and a Moodle 1.9 image are all stored and shown', async () => {
  const { status, content } = await uploadFile(t, token, 'Flags.xml', MOODLE_XML);
  expect(status, content.message).toBe(200);
  expectReportAddsUp(content.report, 2);
  expect(content.images.notImported).toEqual([]);
  // Three flags, the sound and the 1.9 picture.
  expect(content.images.stored).toBe(5);

  const quiz = await storedQuiz(t, content.created[0]!.id);
  const [flags, cell] = quiz.activities[0]!.questions;
  // Each option is its picture, named by the picture's description, else by its letter (ADR 311).
  const options = await t.db
    .selectFrom('quiz_item_options as o')
    .innerJoin('quiz_items as i', 'i.id', 'o.item_id')
    .where('i.title', '=', flags!.title)
    .orderBy('o.sort_index')
    .select(['o.id', 'o.text', 'o.picture', 'i.right_answer'])
    .execute();
  expect(options.map((o) => [o.text, o.picture?.alt])).toEqual([
    ['', 'United Kingdom'],
    ['', 'France'],
    ['', 'Image C'],
  ]);
  expect(options[0]!.right_answer).toEqual([options[0]!.id]);
  expect(sources(flags!.title, 'src')).toEqual([]);
  const first = await served(options[0]!.picture!.src);
  expect(first.statusCode).toBe(200);
  expect(new Uint8Array(first.rawPayload)).toEqual(jpg);

  // The link to the sound plays the stored sound.
  expect(flags!.title).not.toContain('@@PLUGINFILE@@');
  const [sound] = sources(flags!.title, 'href');
  expect(sound).toMatch(/^\/media\/.+\.mp3$/);
  const played = await served(sound!);
  expect(played.statusCode).toBe(200);
  expect(played.headers['content-type']).toBe('audio/mpeg');
  expect(new Uint8Array(played.rawPayload)).toEqual(mp3);
  expect(flags!.title).toContain('>Listen to its anthem</a>');

  // Moodle 1.9's <image> is the question's picture.
  const item = await t.db
    .selectFrom('quiz_items')
    .select(['image', 'title'])
    .where('title', '=', cell!.title)
    .executeTakeFirstOrThrow();
  expect(item.image).toMatch(/^\/media\/.+\.png$/);
  expect(new Uint8Array((await served(item.image!)).rawPayload)).toEqual(png);
  expect(content.report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
    ['single answer', 'imported', []],
    ['true/false', 'imported', []],
  ]);
});
