/**
 * Question images in the packages (ADR 068) and back through the QTI import (ADR 069): a template whose question
 * shows an uploaded image in its rich-text title, a second one in its image field and one on another site.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { samplePng } from '../../../../server/seed/documents';
import { quizPayload } from '../../../support/quizFixtures';
import { bearer, createTestApp, type TestApp } from '../../testApp';
import { validatePackage } from './packageValidator';
import { multipartFile } from '../../multipartFile';

let t: TestApp;
let token: string;
let quizId: number;
let pngUrl: string;
let jpgUrl: string;
const PNG = new Uint8Array(samplePng(40, 30));
const JPG = new Uint8Array([
  // SOI, a JFIF APP0, a frame header (SOF0: 1 × 1, one component) that states its size (ADR 363), EOI.
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 1, 0,
  1, 1, 1, 0x11, 0, 0xff, 0xd9,
]);
const REMOTE = 'https://images.example.org/cell.png';

async function uploadImage(name: string, bytes: Uint8Array, type: string): Promise<string> {
  const body = multipartFile(name, bytes, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quiz/upload_image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { content: { url: string } }).content.url;
}

async function createTemplate(title: string, items: { title: string; image: string | null }[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload: quizPayload(title, [
      {
        title: 'Cells',
        items: items.map((item) => ({ ...item, options: ['Mitochondrion', 'Ribosome'] })),
      },
    ]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { id: number } }).content.id;
}

async function download(format: 'qti' | 'cc' | 'scorm', id = quizId) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  pngUrl = await uploadImage('cell.png', PNG, 'image/png');
  jpgUrl = await uploadImage('ribosome.jpg', JPG, 'image/jpeg');
  quizId = await createTemplate('Organelles with pictures', [
    {
      title: `<p>Which organelle is shown?</p><p><img src="${pngUrl}" alt="A cell &amp; its parts"></p><p><img src="${REMOTE}" alt="Remote"></p>`,
      image: jpgUrl,
    },
    { title: `<p>And this one, again?</p><img src="${pngUrl}">`, image: null },
  ]);
});
afterAll(() => t.close());

describe('exported packages ship the images their questions show', () => {
  test('QTI 2.1: the files are in the package, the items show them, the manifest lists them', async () => {
    const files = unzipSync(await download('qti'));
    expect(files['images/image-1.png']).toEqual(PNG);
    expect(files['images/image-2.jpg']).toEqual(JPG);
    // One file for the image both questions show.
    expect(Object.keys(files).filter((path) => path.startsWith('images/'))).toHaveLength(2);

    const items = Object.keys(files).filter((path) => path.startsWith('items/item-'));
    const [first, second] = items.sort().map((path) => strFromU8(files[path]!));
    expect(first).toContain('<img src="../images/image-1.png" alt="A cell &amp; its parts"/>');
    expect(first).toContain(`<img src="${REMOTE}" alt="Remote"/>`);
    expect(first).toContain('<img src="../images/image-2.jpg" alt=""/>');
    expect(first).toMatch(/<prompt>\s*Which organelle is shown\?/);
    expect(second).toContain('<img src="../images/image-1.png"');

    const manifest = strFromU8(files['imsmanifest.xml']!);
    for (const path of items) {
      const resource = new RegExp(`<resource[^>]*href="${path}"[^>]*>[\\s\\S]*?</resource>`).exec(
        manifest,
      )![0];
      expect(resource).toContain('<file href="images/image-1.png"/>');
    }
  });

  test('Common Cartridge: the images are web content under web_resources, shown through $IMS-CC-FILEBASE$', async () => {
    const files = unzipSync(await download('cc'));
    expect(files['web_resources/images/image-1.png']).toEqual(PNG);
    expect(files['web_resources/images/image-2.jpg']).toEqual(JPG);
    const qti = strFromU8(files[`quiz-${quizId}/assessment_qti.xml`]!);
    expect(qti).toContain('&lt;img src=&quot;$IMS-CC-FILEBASE$/images/image-1.png&quot;');
    const manifest = strFromU8(files['imsmanifest.xml']!);
    expect(manifest).toMatch(
      /<resource identifier="(media-\d+)" type="webcontent" href="web_resources\/images\/image-1\.png">/,
    );
    const id =
      /<resource identifier="(media-\d+)" type="webcontent" href="web_resources\/images\/image-1\.png">/.exec(
        manifest,
      )![1]!;
    expect(manifest).toContain(`<dependency identifierref="${id}"/>`);
  });

  test('SCORM: the images are files of the SCO and the player shows them', async () => {
    const files = unzipSync(await download('scorm'));
    expect(files['images/image-1.png']).toEqual(PNG);
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('<file href="images/image-1.png"/>');
    const html = strFromU8(files['index.html']!);
    expect(html).toContain('{"src":"images/image-1.png","alt":"A cell & its parts"}');
    expect(strFromU8(files['player.js']!)).toContain("el('img', { src: image.src, alt: image.alt })");
  });

  test('all three packages with images pass the LMS validator', async () => {
    const results = await Promise.all(
      (
        [
          ['qti', 'qti21'],
          ['cc', 'cc11'],
          ['scorm', 'scorm12'],
        ] as const
      ).map(async ([format, kind]) => ({ kind, ...(await validatePackage(await download(format), kind)) })),
    );
    for (const result of results) expect(result.valid, `${result.kind}: ${result.output}`).toBe(true);
  }, 240_000);

  test('a stored image that is gone is left out and the package stays whole', async () => {
    const goneUrl = await uploadImage('gone.png', PNG, 'image/png');
    await rm(join(t.config.storageDir, goneUrl.slice(1)));
    const id = await createTemplate('A question whose image is gone', [
      { title: `<p>What was shown here?</p><p><img src="${goneUrl}" alt="gone"></p>`, image: null },
    ]);
    const files = unzipSync(await download('qti', id));
    expect(Object.keys(files).some((path) => path.startsWith('images/'))).toBe(false);
    const item = Object.keys(files).find((path) => path.startsWith('items/item-'))!;
    expect(strFromU8(files[item]!)).not.toContain('<img');
    expect(strFromU8(files[item]!)).toContain('What was shown here?');
  });
});

describe('round trip: an exported package imported again shows the images', () => {
  function zipUpload(name: string, bytes: Uint8Array) {
    return multipartFile(name, bytes, 'application/zip');
  }

  async function importPackage(name: string, bytes: Uint8Array) {
    const body = zipUpload(name, bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quiz/template/from_package/qti',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().content as {
      created: { id: number }[];
      images: { stored: number; notImported: { image: string; reason: string }[] };
    };
  }

  async function importedTitles(id: number): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/template/${id}`,
      headers: bearer(token),
    });
    const quiz = response.json().content as { activities: { items: { title: string }[] }[] };
    return quiz.activities.flatMap((a) => a.items.map((i) => i.title));
  }

  async function served(src: string) {
    const response = await t.app.inject({ method: 'GET', url: src });
    expect(response.statusCode).toBe(200);
    return new Uint8Array(response.rawPayload);
  }

  const storedSources = (html: string) =>
    [...html.matchAll(/<img src="(\/media\/[^"]+)"/g)].map((m) => m[1]!);

  test.each([
    ['QTI 2.1', 'qti', 'organelles-qti.zip'],
    ['Common Cartridge', 'cc', 'organelles-cc-export.zip'],
  ] as const)(
    '%s: the imported question shows the stored image under /media',
    async (_label, format, name) => {
      const result = await importPackage(name, await download(format));
      expect(result.images.stored).toBe(2);
      const [first, second] = await importedTitles(result.created[0]!.id);
      expect(first).toContain('Which organelle is shown?');
      const [png, jpg] = storedSources(first!);
      expect(png).toMatch(/^\/media\/uploads\/quiz-images\/[\w-]+\.png$/);
      expect(first).toContain('alt="A cell &amp; its parts"');
      expect(await served(png!)).toEqual(PNG);
      expect(await served(jpg!)).toEqual(JPG);
      // The image both questions show is stored once.
      expect(storedSources(second!)).toEqual([png]);
      // The image on another site is not fetched; the response says so, the question does not.
      expect(result.images.notImported).toEqual([
        expect.objectContaining({ image: REMOTE, reason: 'on another site' }),
      ]);
      expect(first).not.toContain('not imported');
    },
  );
});
