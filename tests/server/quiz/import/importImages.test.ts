/**
 * Images inside imported packages (ADR 069): stored under /media like uploaded question images, checked by their
 * bytes and size; the ones that cannot be taken are named in the report and the response, never in the question; an address leaving
 * the package refuses the upload and stores nothing.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { samplePng } from '../../../../server/seed/documents';
import { bearer, createTestApp, type TestApp } from '../../testApp';
import { SAMPLES_DIR } from '../exports/packageValidator';
import { multipartFile } from '../../multipartFile';

let t: TestApp;
let token: string;
// A data directory of its own, so the stored images counted here are only this file's.
const dataDir = mkdtempSync(join(tmpdir(), 'import-images-'));

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface ImportResult {
  created: { id: number; title: string }[];
  images: { stored: number; notImported: { quiz: string; item: string; image: string; reason: string }[] };
  report: { lines: { item: string; status: string; notes: string[] }[] };
  message: string;
}

async function upload(name: string, bytes: Uint8Array) {
  const body = multipartFile(name, bytes, 'application/zip');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/from_package/qti',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return { status: response.statusCode, content: response.json().content as ImportResult };
}

async function titles(quizId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('quiz_items')
    .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
    .select('quiz_items.title')
    .where('quiz_activities.quiz_id', '=', quizId)
    .orderBy('quiz_activities.sort_index')
    .orderBy('quiz_items.sort_index')
    .execute();
  return rows.map((r) => r.title);
}

const storedSources = (html: string) => [...html.matchAll(/<img src="(\/media\/[^"]+)"/g)].map((m) => m[1]!);

async function served(src: string) {
  const response = await t.app.inject({ method: 'GET', url: src });
  return { status: response.statusCode, bytes: new Uint8Array(response.rawPayload) };
}

const storedImageFiles = () => {
  try {
    return readdirSync(join(t.config.storageDir, 'media/uploads/quiz-images')).length;
  } catch {
    return 0;
  }
};

const sample = (name: string) => new Uint8Array(readFileSync(join(SAMPLES_DIR, name)));
const unzipSample = async (name: string) => (await import('fflate')).unzipSync(sample(name));

describe('images of the sample packages', () => {
  test("QTI 2.2: the multiple-choice question shows the package's sign, stored and served under /media", async () => {
    const files = await unzipSample('instructure_test_qti_2.2.zip');
    const result = await upload('instructure_test_qti_2.2.zip', sample('instructure_test_qti_2.2.zip'));
    expect(result.status).toBe(200);
    const withImage = (await titles(result.content.created[0]!.id)).filter((title) => title.includes('<img'));
    expect(withImage).toHaveLength(1);
    expect(withImage[0]).toContain('alt="NEVER LEAVE LUGGAGE UNATTENDED"');
    const [src] = storedSources(withImage[0]!);
    expect(src).toMatch(/^\/media\/uploads\/quiz-images\/[\w-]+\.png$/);
    const response = await served(src!);
    expect(response.status).toBe(200);
    expect(response.bytes).toEqual(files['images/sign.png']);
  });

  test('Respondus QTI 1.2: images named from another folder and through the CC file-base token are found', async () => {
    const result = await upload('instructure_test_qti_1.2.zip', sample('instructure_test_qti_1.2.zip'));
    expect(result.status).toBe(200);
    expect(result.content.images.notImported).toEqual([]);
    const withImages = (await titles(result.content.created[0]!.id)).filter((title) =>
      title.includes('<img'),
    );
    expect(withImages).toHaveLength(2);
    expect(withImages[0]).toMatch(
      /^<p>If I get a 3, I must have done something wrong\.<\/p><p><img src="\/media\//,
    );
    for (const title of withImages) expect((await served(storedSources(title)[0]!)).status).toBe(200);
  });

  test('the IMS entry test: an SVG is not taken, and the report says which image and why', async () => {
    const result = await upload('ims_qti_2.1_VE_TP_06.zip', sample('ims_qti_2.1_VE_TP_06.zip'));
    expect(result.status).toBe(200);
    const svg = result.content.images.notImported.find((i) => i.image.endsWith('.svg'));
    expect(svg).toMatchObject({ reason: 'not a PNG, JPEG, GIF or WebP image' });
    const all = await titles(result.content.created[0]!.id);
    expect(all.some((title) => title.includes('not imported'))).toBe(false);
    expect(result.content.report.lines.flatMap((line) => line.notes)).toContain(
      `Image not imported: ${svg!.image} (not a PNG, JPEG, GIF or WebP image).`,
    );
  });
});

describe('images of a hand-made package', () => {
  const manifest = (items: string[]) =>
    strToU8(
      '<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>' +
        items
          .map(
            (path, i) =>
              `<resource identifier="r${i}" type="imsqti_item_xmlv2p1" href="${path}"><file href="${path}"/></resource>`,
          )
          .join('') +
        '</resources></manifest>',
    );
  const item = (prompt: string, extra = '') =>
    strToU8(
      '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="Cells">' +
        '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse>' +
        `<value>A</value></correctResponse></responseDeclaration><itemBody>${extra}<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">` +
        `<prompt>${prompt}</prompt><simpleChoice identifier="A">Mitochondrion</simpleChoice>` +
        '<simpleChoice identifier="B">Ribosome <img src="img/option.png" alt="option"/></simpleChoice></choiceInteraction></itemBody></assessmentItem>',
    );
  const png = new Uint8Array(samplePng(20, 20));

  test('missing, disguised and oversized images are named in the question and the response; good ones are stored once', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(png.subarray(0, 8));
    const result = await upload(
      'cells.zip',
      zipSync({
        'imsmanifest.xml': manifest(['items/one.xml', 'items/two.xml']),
        'items/one.xml': item(
          'Which organelle is this? <img src="../img/cell.png" alt="Cell"/><img src="../img/missing.png" alt=""/>' +
            '<img src="../img/notes.png" alt=""/><img src="../img/huge.png" alt=""/>',
        ),
        'items/two.xml': item(
          'And this one?',
          '<div><img src="../img/cell.png" alt="Cell again"/></div>' +
            // Feedback is not the question: its picture is neither taken nor reported.
            '<feedbackBlock outcomeIdentifier="FEEDBACK" identifier="A" showHide="show"><img src="../img/answer.png" alt=""/></feedbackBlock>',
        ),
        'img/cell.png': png,
        'img/option.png': png,
        'img/notes.png': strToU8('just some text, named like a picture'),
        'img/huge.png': big,
      }),
    );
    expect(result.status, result.content.message).toBe(200);
    // The option's picture travels with it, shown in the question labelled by option (ADR 154).
    expect(result.content.images.stored).toBe(2);
    expect(result.content.images.notImported.map((i) => [i.image, i.reason])).toEqual([
      ['../img/missing.png', 'not in the package'],
      ['../img/notes.png', 'not a PNG, JPEG, GIF or WebP image'],
      ['../img/huge.png', 'larger than 2 MB'],
    ]);
    const [one, two] = await titles(result.content.created[0]!.id);
    expect(one).toMatch(
      /^<p>Which organelle is this\?<\/p><p><img src="\/media\/[^"]+\.png" alt="Cell"><\/p>/,
    );
    // What could not be taken is the author's to know: the report says so, the question does not (ADR 221).
    expect(one).not.toContain('not imported');
    expect(result.content.report.lines[0]).toMatchObject({
      status: 'changed',
      notes: expect.arrayContaining([
        'Image not imported: ../img/missing.png (not in the package).',
        'Image not imported: ../img/huge.png (larger than 2 MB).',
      ]),
    });
    expect(storedSources(two!)).toEqual(storedSources(one!));
  });

  test('an image address leaving the package refuses the upload and stores nothing', async () => {
    const filesBefore = storedImageFiles();
    const templatesBefore = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const result = await upload(
      'escape.zip',
      zipSync({
        'imsmanifest.xml': manifest(['one.xml', 'two.xml']),
        'one.xml': item('A fine picture <img src="cell.png" alt=""/>'),
        'two.xml': item('A sneaky one <img src="../../../etc/passwd.png" alt=""/>'),
        'cell.png': png,
      }),
    );
    expect(result.status).toBe(400);
    expect(result.content.message).toBe(
      'The package contains a path outside the package: ../../../etc/passwd.png',
    );
    expect(storedImageFiles()).toBe(filesBefore);
    const templatesAfter = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(templatesAfter.n).toBe(templatesBefore.n);
  });
});
