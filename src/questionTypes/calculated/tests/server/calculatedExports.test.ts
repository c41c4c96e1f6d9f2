/**
 * A calculated question (ADR 291) in every export format, through the real export route: QTI 2.1 draws it with
 * template variables and processing and prints them in the text (valid), Moodle XML writes a `calculated` with its
 * datasets, GIFT and Common Cartridge write one draw as a numeric question and list the loss, the SCORM player
 * draws and scores it (valid). QTI 2.1 and Moodle XML come back as the calculated question.
 */
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { calculatedQti21Writer } from '../../server/qti21Writer';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';
import { uploadFile } from '../../../../../tests/server/quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import {
  createTemplateQuiz,
  downloadTemplate,
  type ExportFormat,
} from '../../../../../tests/server/exports/templateQuiz';
import { play } from '../../../../../tests/server/exports/scormLms';

type Node = ReturnType<typeof JSON.parse>;

const DEFINITION = {
  variables: [
    { name: 'm', min: 2, max: 9, decimals: 0 },
    { name: 'a', min: 0.5, max: 4.5, decimals: 1 },
  ],
  formula: 'm * a + sqrt(m)',
  tolerance: 0.02,
  relative: true,
  decimals: 2,
};
const TITLE = '<p>A cart of {m} kg speeds up by {a} m/s² each second. What force (N) plus √{m}?</p>';

let t: TestApp;
let token: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createTemplateQuiz(t, token, {
    title: 'Forces',
    activity: 'Newton',
    items: [{ title: TITLE, questionType: 'calculated', points: 2, definition: DEFINITION }],
  });
});
afterAll(() => t.close());

const download = (format: ExportFormat) => downloadTemplate(t, token, quizId, format);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

/** The calculated question of an import of `bytes` named `name`. */
async function importBack(name: string, bytes: Uint8Array) {
  const result = await uploadFile(t, token, name, bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${result.content.created[0]!.id}`,
    headers: bearer(token),
  });
  const quiz = response.json().content as { activities: { items: Node[] }[] };
  return { report: result.content.report, items: quiz.activities.flatMap((a) => a.items) };
}

describe('QTI 2.1', () => {
  test('template variables drawn per student, the formula as the correct response, valid', async () => {
    const bytes = await download('qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const itemFile = Object.keys(files).find(
      (name) => /item.*\.xml$/.test(name) && name !== 'imsmanifest.xml',
    )!;
    const xml = strFromU8(files[itemFile]!);
    const item = parser.parse(xml).assessmentItem;
    expect(item.templateDeclaration).toEqual([
      expect.objectContaining({ '@_identifier': 'm', '@_baseType': 'integer' }),
      expect.objectContaining({ '@_identifier': 'a', '@_baseType': 'float' }),
    ]);
    expect(item.templateProcessing.setTemplateValue[0]).toMatchObject({
      randomInteger: { '@_min': '2', '@_max': '9' },
    });
    expect(item.templateProcessing.setTemplateValue[1]).toMatchObject({
      divide: { randomInteger: { '@_min': '5', '@_max': '45' }, baseValue: { '#text': '10' } },
    });
    expect(item.templateProcessing.setCorrectResponse).toMatchObject({ '@_identifier': 'RESPONSE', sum: {} });
    expect(xml).toContain('<printedVariable identifier="m" format="%.0f"/>');
    expect(xml).toContain('<printedVariable identifier="a" format="%.1f"/>');
    expect(xml.slice(xml.indexOf('<itemBody'))).not.toContain('{m}');
  });

  test('comes back as the calculated question', async () => {
    const { report, items } = await importBack('Forces-qti.zip', await download('qti'));
    expect(report.lines).toEqual([expect.objectContaining({ status: 'imported', type: 'calculated' })]);
    expect(items[0]).toMatchObject({ questionType: 'calculated', points: 2, definition: DEFINITION });
    expect(items[0].title).toContain('A cart of {m} kg speeds up by {a} m/s²');
  });
});

describe('Moodle XML', () => {
  test('a calculated question with its datasets, and it comes back', async () => {
    const bytes = await download('moodle');
    const question = parser
      .parse(strFromU8(bytes))
      .quiz.question.find((q: Node) => q['@_type'] === 'calculated');
    expect(question.answer).toMatchObject({
      text: '{m} * {a} + sqrt({m})',
      tolerance: '0.02',
      tolerancetype: '1',
      correctanswerlength: '2',
    });
    expect(question.dataset_definitions.dataset_definition).toHaveLength(2);
    expect(question.dataset_definitions.dataset_definition[1]).toMatchObject({
      name: { text: 'a' },
      minimum: { text: '0.5' },
      maximum: { text: '4.5' },
      decimals: { text: '1' },
      itemcount: '10',
    });
    const { report, items } = await importBack('Forces-moodle.xml', bytes);
    expect(report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'calculated', notes: [] }),
    ]);
    // Moodle's answer holds the formula with {…} wildcards; the question's own record (ADR 392) gives it back as written.
    expect(items[0]).toMatchObject({ questionType: 'calculated', points: 2, definition: DEFINITION });
  });
});

describe('the formats that cannot draw', () => {
  test('GIFT writes one draw as a numeric question, and says so', async () => {
    const gift = strFromU8(await download('gift'));
    expect(gift).toMatch(
      /\/\/ it is a calculated question whose numbers are drawn for each student: one draw \(m = \d, a = \d\.\d\)/,
    );
    expect(gift).toMatch(/A cart of \d kg speeds up by \d\.\d m\/s²/);
    expect(gift).toMatch(/\{\s*#\s+=%100%[\d.]+:[\d.]+/);
  });

  test('Common Cartridge writes one draw as its closest question, valid, and lists the loss', async () => {
    const bytes = await download('cc');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const notes = strFromU8(unzipSync(bytes)['export-notes.txt']!);
    expect(notes).toContain('it is a calculated question whose numbers are drawn for each student: one draw');
  });
});

describe('SCORM 1.2', () => {
  test('the player draws for each learner and scores the question; the package is valid', async () => {
    const bytes = await download('scorm');
    const validation = await validatePackage(bytes, 'scorm12');
    expect(validation.valid, validation.output).toBe(true);
    const files = unzipSync(bytes);
    const player = Object.entries(files)
      .filter(([name]) => name.endsWith('.js') || name.endsWith('.html'))
      .map(([, content]) => strFromU8(content))
      .join('\n');
    expect(player).toContain('TYPES.calculated');
    expect(player).toContain("lmsGet('cmi.core.student_id')");
  });

  test('each learner reads their own numbers, and their right answer scores full marks', async () => {
    const files = unzipSync(await download('scorm'));
    const legends: string[] = [];
    for (const learner of ['ada', 'bob', 'cy', 'dee']) {
      const { dom, document, sets, refused, fieldset } = play(files, { core: { student_id: learner } });
      const legend = fieldset(0).querySelector('legend')!.textContent!;
      const found =
        /A cart of (\d) kg speeds up by (\d\.\d) m\/s² each second\. What force \(N\) plus √(\d)\?/.exec(
          legend,
        );
      expect(found, legend).not.toBeNull();
      const [m, a] = [Number(found![1]), Number(found![2])];
      expect(Number(found![3])).toBe(m);
      legends.push(legend);
      (fieldset(0).querySelector('input') as HTMLInputElement).value = (m * a + Math.sqrt(m)).toFixed(2);
      document.getElementById('submit')!.click();
      expect(refused).toEqual([]);
      expect(sets['cmi.core.score.raw']).toBe('100');
      expect(sets['cmi.interactions.0.type']).toBe('numeric');
      dom.window.close();
    }
    expect(new Set(legends).size).toBeGreaterThan(1);
  });
});

describe('a plain text prompt', () => {
  test('its wildcards become printedVariables through the marks the package writes', () => {
    const parts = calculatedQti21Writer.parts(
      {
        id: 9,
        title: 'What is {m} times {a}, and {m} again?',
        questionType: 'calculated',
        definition: DEFINITION,
      } as never,
      'What is {m} times {a}, and {m} again?',
    );
    const body = JSON.stringify(parts.itemBody);
    expect(body).not.toContain('{m}');
    expect(parts.raw).toEqual([
      [expect.any(String), '<printedVariable identifier="m" format="%.0f"/>'],
      [expect.any(String), '<printedVariable identifier="a" format="%.1f"/>'],
      [expect.any(String), '<printedVariable identifier="m" format="%.0f"/>'],
    ]);
    for (const [mark] of parts.raw!) expect(body).toContain(mark);
  });
});
