/**
 * Hot text questions through the real server (ADR 295): the five hot text items of the real samples imported through
 * the import route as hot text questions (passage, words to pick, how many, the right ones), one of them taken by
 * students without the right words ever reaching them and scored on the server, the picked words in the results,
 * the student's detail and the statistics; and a hot text question written to every export format, QTI 2.1 valid and
 * read back as hot text.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { itemsPackage, folderPackage } from '../../../../../tests/server/imports/samplePackages';
import {
  importedQuizPlay,
  type ImportedItem as Item,
} from '../../../../../tests/server/imports/importedQuizPlay';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';

const LMS = resolve(__dirname, '../../../../../../shared/formats/samples/lms/instructure-qti');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(LMS, ...path)));

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(() => t.close());

interface Definition {
  passage: string;
  spans: { id: string; text: string; right: boolean; points?: number }[];
  minChoices: number;
  maxChoices: number;
  scoring?: string;
}
const definitionOf = (item: Item) => item.definition as unknown as Definition;
const rightWords = (item: Item) =>
  definitionOf(item)
    .spans.filter((s) => s.right)
    .map((s) => s.text);

/** IMS's three set items, each including the same passage file, in one package. */
function setPackage(): Uint8Array {
  const names = ['rtest01-set01.xml', 'rtest01-set02.xml', 'rtest01-set03.xml'];
  const resources = names
    .map(
      (n, i) =>
        `<resource identifier="r${i}" type="imsqti_item_xmlv2p2" href="${n}"><file href="${n}"/></resource>`,
    )
    .join('');
  return zipSync({
    'imsmanifest.xml': strToU8(
      `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>${resources}</resources></manifest>`,
    ),
    ...Object.fromEntries(names.map((n) => [n, sample('tests', 'tests', n)])),
    'rtest01-fragment.xml': sample('tests', 'tests', 'rtest01-fragment.xml'),
  });
}

describe('the real hot text items, imported through the route', () => {
  test('IMS hottext.xml: the passage with its five words to pick, one to pick, "includes" right', async () => {
    const { content, templates } = await play.upload(
      'hottext.zip',
      itemsPackage({ 'hottext.xml': sample('items_2.2', 'hottext.xml') }),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'hot text', notes: [] }),
    ]);
    const [item] = templates[0]!.activities[0]!.items as [Item];
    expect(item.questionType).toBe('hotText');
    expect(item.title).toContain('Select the error in the following passage of text');
    expect(definitionOf(item)).toEqual({
      passage:
        'Sponsors of the Olympic Games [who bought] advertising time on United States television [includes] ' +
        '[at least] a dozen international firms [whose] names are familiar to American consumers. [No error.]',
      spans: [
        { id: 'A', text: 'who bought', right: false },
        { id: 'B', text: 'includes', right: true },
        { id: 'C', text: 'at least', right: false },
        { id: 'D', text: 'whose', right: false },
        { id: 'E', text: 'No error.', right: false },
      ],
      minChoices: 0,
      maxChoices: 1,
      scoring: 'allOrNothing',
    });
  });

  test("IMS's three set items: the included passage, the first noun, verb and adjective right", async () => {
    const { content, templates } = await play.upload('sets.zip', setPackage());
    expect(content.report.lines.map((l) => [l.status, l.type, l.notes])).toEqual([
      ['imported', 'hot text', []],
      ['imported', 'hot text', []],
      ['imported', 'hot text', []],
    ]);
    const items = templates[0]!.activities.flatMap((a) => a.items) as Item[];
    for (const item of items) {
      expect(definitionOf(item).passage).toBe('The [quick] [brown] [fox] [jumped] over the [lazy] [dog].');
      expect(definitionOf(item).maxChoices).toBe(1);
    }
    expect(items.map((item) => [item.title, rightWords(item)])).toEqual([
      ['<p>Read the passage and then select the <em>first noun</em>.</p>', ['fox']],
      ['<p>Read the passage and then select the <em>first verb</em>.</p>', ['jumped']],
      ['<p>Read the passage and then select the <em>first adjective</em>.</p>', ['quick']],
    ]);
  });

  test("Onyx's item of the Saxony mix: three wrong facts to find, any number to pick, taken and scored", async () => {
    const { content, templates } = await play.upload(
      'interactionmix_saxony_v3.zip',
      folderPackage(join(LMS, 'tests', 'interactionmix_saxony_v3')),
    );
    expect(content.report.lines.find((l) => l.type === 'hot text')).toMatchObject({
      status: 'imported',
      notes: [],
    });
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = quiz.activities.flatMap((a) => a.items).find((i) => i.questionType === 'hotText')!;
    const definition = definitionOf(question);
    expect(definition).toMatchObject({ minChoices: 0, maxChoices: 0, scoring: 'allOrNothing' });
    expect(definition.passage).toContain(
      'Hatte Sachsen Anfang 1990 noch [5,7 Millionen Einwohner], waren es',
    );
    expect(definition.passage).toContain('Zuwächse verzeichnen.\nParallel zur Verringerung');
    expect(definition.spans).toHaveLength(9);
    expect(rightWords(question)).toEqual(['5,7 Millionen Einwohner', 'Chemnitz', '54 Jahre']);

    // Three students: the three wrong facts; two of them and a right one; nothing.
    const picks = [['Choice1', 'Choice3', 'Choice8'], ['Choice1', 'Choice3', 'Choice4'], []];
    const links = await Promise.all(['ada', 'bob', 'cy'].map((n) => assign(t, quiz.id, `${n}@school.test`)));
    const started = await Promise.all(links.map((link) => api.start(link.token)));
    const shown = started[0]!.body.content.activities.flatMap((a: { items: object[] }) => a.items);
    const seen = shown.find((i: { questionType?: string }) => i.questionType === 'hotText');
    // The student gets the passage and the words' ids, never which are right.
    expect(seen.view).toMatchObject({ passage: definition.passage, spans: 9, maxChoices: 0 });
    expect(JSON.stringify(seen)).not.toMatch(/"right"|allOrNothing/);
    for (const [index, link] of links.entries())
      if (picks[index]!.length > 0)
        expect((await quizzes.respond(link.token, question.id, { response: picks[index] })).status).toBe(200);
    // A word that is not one of the passage's is refused.
    expect((await quizzes.respond(links[2]!.token, question.id, { response: ['Choice99'] })).status).toBe(
      400,
    );
    const outcomes = await Promise.all(links.map((link) => api.submit(link.token)));
    expect(outcomes.map((o) => o.body.content.review[String(question.id)])).toEqual([
      expect.objectContaining({ earned: 1, max: 1, correct: true }),
      expect.objectContaining({ earned: 0, correct: false }),
      expect.objectContaining({ earned: 0, correct: false }),
    ]);

    const owner = await quizzes.owner();
    const adaId = (
      await call(t.app, { url: `/api/admin/quiz/user_quiz/${quiz.id}/assign`, headers: owner })
    ).body.content.assignments.find((a: { email: string }) => a.email === 'bob@school.test').id;
    const detail = await call(t.app, { url: `/api/admin/quiz/assign/${adaId}`, headers: owner });
    expect(detail.body.content.questions).toContainEqual(
      expect.objectContaining({
        questionType: 'hotText',
        userAnswer: '"5,7 Millionen Einwohner", "Chemnitz", "Dresden"',
        correctAnswer: '"5,7 Millionen Einwohner", "Chemnitz", "54 Jahre"',
      }),
    );
    const statistics = await call(t.app, {
      url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
      headers: owner,
    });
    const stats = statistics.body.content.questions.find(
      (q: { questionType?: string }) => q.questionType === 'hotText',
    );
    expect(stats).toMatchObject({ attempts: 3, correct: 1 });
    expect(stats.answerDistribution).toEqual(
      expect.arrayContaining([
        { text: '5,7 Millionen Einwohner', count: 2 },
        { text: 'Dresden', count: 1 },
        { text: '1950', count: 0 },
      ]),
    );
  });
});

const DEFINITION = {
  passage: 'The [mitochondrion] makes most of the cell’s [energy];\nthe [nucleus] keeps its [DNA].',
  spans: [
    { id: 'span-1', text: 'mitochondrion', right: true },
    { id: 'span-2', text: 'energy', right: false },
    { id: 'span-3', text: 'nucleus', right: true },
    { id: 'span-4', text: 'DNA', right: false, feedback: 'DNA is kept, it does not keep.' },
  ],
  minChoices: 1,
  maxChoices: 3,
};

describe('a hot text question in every export format', () => {
  let quizId: number;
  let token: string;
  beforeAll(async () => {
    token = (await t.signIn('super@demo.test')).accessToken;
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/quiz/template/create',
      headers: bearer(token),
      payload: {
        title: 'Organelles',
        tags: [],
        article: null,
        startDate: null,
        endDate: null,
        isGraded: true,
        duration: null,
        showCaption: false,
        restrictNonInstitutional: false,
        activities: [
          {
            title: 'Cells',
            sortIndex: 1,
            items: [
              {
                ...ITEM_BASE,
                sortIndex: 1,
                title: 'Pick the organelles.',
                questionType: 'hotText',
                points: 2,
                definition: DEFINITION,
              },
            ],
          },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    quizId = created.body.content.id;
  });

  const download = async (format: 'qti' | 'cc' | 'scorm' | 'moodle' | 'gift') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz/template/${quizId}/${format}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Uint8Array(response.rawPayload);
  };

  test('QTI 2.1: a valid hottextInteraction, scored by its mapping, read back as the same hot text', async () => {
    const bytes = await download('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const xml = Object.entries(files)
      .filter(([name]) => name.endsWith('.xml') && name !== 'imsmanifest.xml')
      .map(([, file]) => strFromU8(file))
      .find((text) => text.includes('hottextInteraction'))!;
    expect(xml).toContain('<hottext identifier="span-1">mitochondrion</hottext>');
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
    const item = parser.parse(xml).assessmentItem;
    expect(item.responseDeclaration).toMatchObject({
      '@_cardinality': 'multiple',
      correctResponse: { value: ['span-1', 'span-3'] },
      mapping: { '@_lowerBound': '0', '@_upperBound': '2' },
    });
    const result = await uploadFile(t, token, 'Organelles-qti.zip', bytes);
    expect(result.status).toBe(200);
    expect(result.content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'hot text' }),
    ]);
    const back = await call(t.app, {
      url: `/api/admin/quiz/template/${result.content.created[0]!.id}`,
      headers: bearer(token),
    });
    const [question] = back.body.content.activities[0].items;
    const { feedback: _lost, ...dna } = DEFINITION.spans[3]!;
    expect(question).toMatchObject({
      questionType: 'hotText',
      points: 2,
      definition: { ...DEFINITION, spans: [...DEFINITION.spans.slice(0, 3), dna] },
    });
  });

  test('Moodle XML, GIFT and Common Cartridge: a choice among the words to pick, the loss listed', async () => {
    const moodle = strFromU8(await download('moodle'));
    expect(moodle).toContain('<question type="multichoice">');
    expect(moodle).toMatch(/Moodle XML has no hot text question/);
    expect(moodle).toContain('[mitochondrion]');
    const gift = strFromU8(await download('gift'));
    expect(gift).toMatch(/\/\/ GIFT has no hot text question/);
    expect(gift).toMatch(/~%50%mitochondrion|=mitochondrion|~%50%nucleus/);
    const cc = await download('cc');
    const validation = await validatePackage(cc, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const notes = strFromU8(unzipSync(cc)['export-notes.txt']!);
    expect(notes).toContain('Common Cartridge has no hot text question');
  });

  test('SCORM 1.2: the player renders the words as toggle buttons and reports a choice interaction', async () => {
    const bytes = await download('scorm');
    const validation = await validatePackage(bytes, 'scorm12');
    expect(validation.valid, validation.output).toBe(true);
    const player = Object.entries(unzipSync(bytes))
      .filter(([name]) => name.endsWith('.js') || name.endsWith('.html'))
      .map(([, content]) => strFromU8(content))
      .join('\n');
    expect(player).toContain('TYPES.hotText');
    expect(player).toContain("'aria-pressed'");
  });
});
