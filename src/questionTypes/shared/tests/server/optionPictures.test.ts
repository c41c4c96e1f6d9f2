/**
 * Pictures on choice options (ADR 311), through the real routes: the Sachsen flag item of the Onyx sample (four
 * options that are only pictures) imports as four picture options with no change noted; a save may name a picture
 * only when it is the quiz's or its uploader's; the quiz's QTI 2.1 download carries each picture inside its
 * simpleChoice with the file in the package, is valid, and comes back as the same pictures.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { BANK_PATHS } from '../../../../api/banks/bankPaths';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import {
  createTemplateQuiz,
  downloadTemplate,
  questionItem,
} from '../../../../../tests/server/exports/templateQuiz';
import { multipartFile } from '../../../../../tests/server/multipartFile';

const SAXONY = resolve(
  __dirname,
  '../../../../../../shared/formats/samples/lms/instructure-qti/tests/interactionmix_saxony_v3',
);
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(SAXONY, ...path)));
const FLAGS = [
  'c2f541343b9b4bfdba9fc90c7a18403e.jpg',
  '71a299b50b5e4b1492f8ee51ce25be7d.jpg',
  '03c5e2f774db49598deb3ac7d05b53f9.jpg',
  'e18b5a2eb8104d0994a182ee0176a05c.jpg',
];
const IMAGE_URL = /^\/media\/uploads\/quiz-images\/[\w-]+\.jpg$/;

interface Option {
  id: number;
  text: string;
  picture?: { src: string; alt: string };
}
interface Item {
  title: string;
  rightAnswer: number[];
  textOptions: Option[];
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
}, 120_000);
afterAll(() => t.close());

async function loadItems(id: number): Promise<Item[]> {
  const response = await t.app.inject({ url: `/api/admin/quiz/template/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().content as { activities: { items: Item[] }[] }).activities[0]!.items;
}

async function uploadPicture(as: string, bytes: Uint8Array): Promise<string> {
  const body = multipartFile('flag.jpg', bytes, 'image/jpeg');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quiz/upload_image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(as) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { content: { url: string } }).content.url;
}

/** The flags question as the editor saves it: one option per picture, the first right. */
const flagsQuestion = (pictures: readonly string[]) => ({
  title: 'Das Bundesland Sachsen hat die folgende Flagge...',
  rightAnswer: ['o1'],
  textOptions: pictures.map((src, index) => ({
    id: `o${index + 1}`,
    text: '',
    picture: { src, alt: `Flag ${index + 1}` },
  })),
});

const createPayload = (items: readonly Record<string, unknown>[]) => ({
  title: 'Flags',
  tags: [],
  article: null,
  startDate: null,
  endDate: null,
  isGraded: true,
  duration: null,
  showCaption: false,
  restrictNonInstitutional: false,
  activities: [
    { title: 'Sachsen', sortIndex: 1, items: items.map((fields, i) => questionItem(i + 1, fields)) },
  ],
});

test('the Sachsen flag item imports as four picture options, each its own file, with nothing noted', async () => {
  const zip = itemsPackage(
    { 'Choicesingle_853928446.xml': sample('Choicesingle_853928446.xml') },
    Object.fromEntries(FLAGS.map((name) => [`media/${name}`, sample('media', name)])),
  );
  const result = await uploadFile(t, token, 'sachsen.zip', zip);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  expect(result.content.report.lines.map((line) => [line.status, line.notes])).toEqual([['imported', []]]);
  const [flags] = await loadItems(result.content.created[0]!.id);
  expect(flags!.title).toBe('Das Bundesland Sachsen hat die folgende Flagge...');
  // What the teacher sees: four options that are pictures, named Image A to D, the first one right.
  expect(flags!.textOptions.map((option) => [option.text, option.picture?.alt])).toEqual([
    ['', 'Image A'],
    ['', 'Image B'],
    ['', 'Image C'],
    ['', 'Image D'],
  ]);
  expect(flags!.rightAnswer).toEqual([flags!.textOptions[0]!.id]);
  for (const [index, option] of flags!.textOptions.entries()) {
    expect(option.picture!.src).toMatch(IMAGE_URL);
    const served = await t.app.inject({ url: option.picture!.src });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(sample('media', FLAGS[index]!)))).toBe(true);
  }
  // The question's text shows no picture: they are the options'.
  expect(flags!.title).not.toContain('<img');
});

describe('who may name a picture', () => {
  test('a picture another user uploaded is refused by field, and nothing is stored', async () => {
    const other = (await t.signIn('admin@demo.test')).accessToken;
    const theirs = await uploadPicture(other, sample('media', FLAGS[0]!));
    const before = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quiz/template/create',
      headers: bearer(token),
      payload: createPayload([
        flagsQuestion([theirs, await uploadPicture(token, sample('media', FLAGS[1]!))]),
      ]),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().content.errors).toEqual({
      'activities.0.items.0.textOptions.0.picture': ['This picture belongs to another quiz: add it again'],
    });
    const after = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  test("another quiz's picture is refused on edit; the quiz's own and the caller's uploads are kept", async () => {
    const mine = await uploadPicture(token, sample('media', FLAGS[0]!));
    const id = await createTemplateQuiz(t, token, {
      title: 'Flags',
      activity: 'Sachsen',
      items: [flagsQuestion([mine, await uploadPicture(token, sample('media', FLAGS[1]!))])],
    });
    const [saved] = await loadItems(id);
    expect(saved!.textOptions.map((option) => option.picture)).toEqual([
      { src: mine, alt: 'Flag 1' },
      { src: expect.stringMatching(IMAGE_URL), alt: 'Flag 2' },
    ]);
    // Another user's quiz holds a picture this caller never uploaded.
    const other = (await t.signIn('admin@demo.test')).accessToken;
    const foreign = await uploadPicture(other, sample('media', FLAGS[2]!));
    const edit = (pictures: readonly string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/quiz/template/${id}`,
        headers: bearer(token),
        payload: {
          ...createPayload([
            {
              ...flagsQuestion(pictures),
              id: undefined,
              textOptions: flagsQuestion(pictures).textOptions,
            },
          ]),
          version: 1,
        },
      });
    const refused = await edit([saved!.textOptions[0]!.picture!.src, foreign]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().content.errors)).toEqual([
      'activities.0.items.0.textOptions.1.picture',
    ]);
    // A picture that is not a stored question image at all.
    const outside = await edit([mine, 'https://elsewhere.test/flag.jpg']);
    expect(outside.json().content.errors).toEqual({
      'activities.0.items.0.textOptions.1.picture': ['A picture must be an image uploaded to this quiz'],
    });
    expect((await loadItems(id))[0]!.textOptions.map((option) => option.picture?.alt)).toEqual([
      'Flag 1',
      'Flag 2',
    ]);
    // The quiz's own pictures, swapped: kept.
    const kept = await edit([saved!.textOptions[1]!.picture!.src, mine]);
    expect(kept.statusCode, kept.body).toBe(200);
    // A copy of the quiz (what the editor's Copy saves) names the pictures of a quiz the caller may copy: kept.
    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quiz/template/create',
      headers: bearer(token),
      payload: createPayload([flagsQuestion(saved!.textOptions.map((option) => option.picture!.src))]),
    });
    expect(copy.statusCode, copy.body).toBe(200);
  });

  test("a bank's question is checked as a quiz's: another user's upload is refused by field, nothing stored", async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
      t.app.inject({ method, url, headers: bearer(token), payload: payload as Record<string, unknown> });
    const bank = await call('POST', BANK_PATHS.banks, { title: 'Flags of the states' });
    expect(bank.statusCode, bank.body).toBe(200);
    const bankId: number = bank.json().content.id;
    const withCategory = await call('POST', BANK_PATHS.categories(bankId), { title: 'Saxony' });
    const categoryId: number = withCategory.json().content.categories[0].id;
    const other = (await t.signIn('admin@demo.test')).accessToken;
    const theirs = await uploadPicture(other, sample('media', FLAGS[3]!));
    const mine = await uploadPicture(token, sample('media', FLAGS[0]!));
    const question = (pictures: readonly string[]) => ({
      ...flagsQuestion(pictures),
      isMultiple: false,
      image: null,
    });
    const refused = await call('POST', BANK_PATHS.questions(bankId), {
      categoryId,
      question: question([mine, theirs]),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().content.errors).toEqual({
      'question.textOptions.1.picture': ['This picture belongs to another quiz: add it again'],
    });
    const detail = await t.app.inject({ url: BANK_PATHS.bank(bankId), headers: bearer(token) });
    expect(detail.json().content.questions).toEqual([]);
    // The caller's own uploads are taken; on edit, the question's stored pictures are its own.
    const added = await call('POST', BANK_PATHS.questions(bankId), {
      categoryId,
      question: question([mine]),
    });
    expect(added.statusCode, added.body).toBe(200);
    const edited = await call('PUT', BANK_PATHS.question(bankId, added.json().content.id), {
      categoryId,
      question: question([mine, theirs]),
    });
    expect(edited.statusCode, edited.body).toBe(400);
  });

  test('a save without pictures works as before', async () => {
    const id = await createTemplateQuiz(t, token, {
      title: 'Plain',
      activity: 'One',
      items: [
        {
          title: 'Which is a colour?',
          rightAnswer: ['a'],
          textOptions: [
            { id: 'a', text: 'Green' },
            { id: 'b', text: 'Seven' },
          ],
        },
      ],
    });
    const [plain] = await loadItems(id);
    expect(plain!.textOptions.map((option) => [option.text, option.picture])).toEqual([
      ['Green', undefined],
      ['Seven', undefined],
    ]);
  });
});

describe('exports', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

  test('each picture is inside its simpleChoice with its file in the package; valid; re-imported the same', async () => {
    const pictures = [
      await uploadPicture(token, sample('media', FLAGS[0]!)),
      await uploadPicture(token, sample('media', FLAGS[1]!)),
    ];
    const id = await createTemplateQuiz(t, token, {
      title: 'Flags',
      activity: 'Sachsen',
      items: [
        {
          ...flagsQuestion(pictures),
          textOptions: [
            { id: 'o1', text: '', picture: { src: pictures[0], alt: 'White over green' } },
            { id: 'o2', text: 'Baden-Württemberg', picture: { src: pictures[1], alt: 'Black over gold' } },
          ],
        },
      ],
    });
    const bytes = await downloadTemplate(t, token, id, 'qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const [name, content] = Object.entries(files).find(([file]) => /item.*\.xml$/.test(file))!;
    const choices = parser.parse(strFromU8(content)).assessmentItem.itemBody.choiceInteraction.simpleChoice;
    expect(choices.map((choice: { img: { '@_alt': string } }) => choice.img['@_alt'])).toEqual([
      'White over green',
      'Black over gold',
    ]);
    expect(choices[1]['#text']).toBe('Baden-Württemberg');
    for (const [index, choice] of choices.entries()) {
      const shipped = files[new URL(choice.img['@_src'], `file:///${name}`).pathname.slice(1)];
      expect(shipped && Buffer.from(shipped).equals(Buffer.from(sample('media', FLAGS[index]!)))).toBe(true);
    }
    expect(strFromU8(files['imsmanifest.xml']!)).toContain(choices[0].img['@_src'].replace(/^\.\.\//, ''));

    const again = await uploadFile(t, token, 'Flags-qti.zip', bytes);
    expect(again.status, JSON.stringify(again.content)).toBe(200);
    expect(again.content.report.lines.map((line) => [line.status, line.notes])).toEqual([['imported', []]]);
    const [back] = await loadItems(again.content.created[0]!.id);
    expect(back!.textOptions.map((option) => [option.text, option.picture?.alt])).toEqual([
      ['', 'White over green'],
      ['Baden-Württemberg', 'Black over gold'],
    ]);
    for (const [index, option] of back!.textOptions.entries()) {
      const served = await t.app.inject({ url: option.picture!.src });
      expect(Buffer.from(served.rawPayload).equals(Buffer.from(sample('media', FLAGS[index]!)))).toBe(true);
    }
  });

  test("Common Cartridge writes the picture in the option's HTML with its file; valid", async () => {
    const picture = await uploadPicture(token, sample('media', FLAGS[0]!));
    const id = await createTemplateQuiz(t, token, {
      title: 'Flags',
      activity: 'Sachsen',
      items: [
        {
          title: 'Which flag is Saxony’s?',
          rightAnswer: ['o1'],
          textOptions: [
            { id: 'o1', text: '', picture: { src: picture, alt: 'White over green' } },
            { id: 'o2', text: 'Red over white' },
          ],
        },
      ],
    });
    const bytes = await downloadTemplate(t, token, id, 'cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const assessment = Object.entries(files).find(([file]) => /assessment_qti\.xml$/.test(file))!;
    const xml = strFromU8(assessment[1]);
    const img =
      /&lt;img src=&quot;\$IMS-CC-FILEBASE\$\/([^&]+)&quot; alt=&quot;White over green&quot;\/&gt;/.exec(xml);
    expect(img, xml).not.toBeNull();
    const shipped = Object.entries(files).find(([file]) => file.endsWith(img![1]!))?.[1];
    expect(shipped && Buffer.from(shipped).equals(Buffer.from(sample('media', FLAGS[0]!)))).toBe(true);
    // Moodle XML embeds the picture in its answer (ADR 312): nothing is listed as lost.
    const moodle = strFromU8(await downloadTemplate(t, token, id, 'moodle'));
    expect(moodle).toContain(
      '&lt;img src=&quot;@@PLUGINFILE@@/image-1.jpg&quot; alt=&quot;White over green&quot;/&gt;',
    );
    expect(moodle).not.toContain('pictures of its options or entries');
  });

  test('GIFT writes the alternative text and lists the pictures as lost', async () => {
    const picture = await uploadPicture(token, sample('media', FLAGS[0]!));
    const id = await createTemplateQuiz(t, token, {
      title: 'Flags',
      activity: 'Sachsen',
      items: [
        {
          title: 'Which flag is Saxony’s?',
          rightAnswer: ['o1'],
          textOptions: [
            { id: 'o1', text: '', picture: { src: picture, alt: 'White over green' } },
            { id: 'o2', text: 'Red over white' },
          ],
        },
      ],
    });
    const gift = strFromU8(await downloadTemplate(t, token, id, 'gift'));
    expect(gift).toContain('=White over green');
    expect(gift).toContain('pictures of its options or entries');
  });
});
