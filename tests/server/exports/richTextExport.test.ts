/**
 * Rich text kept on export (ADR 223): a question whose text holds a table and emphasis is written to Moodle XML as
 * its sanitised HTML (`format="html"`), not flattened to run-on text, and comes back the same through the import.
 */
import { strFromU8, unzipSync } from 'fflate';
import { validatePackage } from '../quiz/exports/packageValidator';
import { uploadFile } from '../quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../testApp';

const RICH =
  '<p>Which cell has the <em>most</em> mitochondria?</p>' +
  '<div><table><tbody><tr><th>Cell</th><th>Energy use: W</th></tr><tr><td>Muscle</td><td><strong>high</strong></td></tr>' +
  '<tr><td>Skin</td><td>low</td></tr></tbody></table></div><p>Cells <u>differ</u>.</p>';

const MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Mitochondria</text></name>
    <questiontext format="html"><text><![CDATA[${RICH}<script>alert(1)</script>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100" format="html"><text>Muscle</text></answer>
    <answer fraction="0" format="html"><text>Skin</text></answer>
  </question>
</quiz>`;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

const storedTitle = async (quizId: number) =>
  (
    await t.db
      .selectFrom('quiz_items')
      .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
      .select('quiz_items.title')
      .where('quiz_activities.quiz_id', '=', quizId)
      .executeTakeFirstOrThrow()
  ).title;

test('a table and emphasis survive a Moodle XML export and its import back', async () => {
  const first = await uploadFile(t, token, 'rich.xml', MOODLE);
  expect(first.status, first.content.message).toBe(200);
  const quizId = first.content.created[0]!.id;
  expect(await storedTitle(quizId)).toContain('<table>');
  // What the import stores is sanitised: the script never reaches a student.
  expect(await storedTitle(quizId)).not.toContain('script');

  const exported = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/moodle`,
    headers: bearer(token),
  });
  expect(exported.statusCode).toBe(200);
  const xml = strFromU8(new Uint8Array(exported.rawPayload));
  const questionText = /<questiontext format="html">\s*<text>([\s\S]*?)<\/text>/.exec(xml)?.[1] ?? '';
  expect(questionText).toContain('&lt;table&gt;');
  expect(questionText).toContain('&lt;em&gt;most&lt;/em&gt;');
  expect(questionText).not.toContain('script');

  const back = await uploadFile(t, token, 'rich-back.xml', xml);
  expect(back.status, back.content.message).toBe(200);
  const title = await storedTitle(back.content.created[0]!.id);
  expect(title).toContain('<em>most</em>');
  expect(title).toContain('<td>Muscle</td><td><strong>high</strong></td>');
});

const exportOf = async (quizId: number, format: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
};

const expectRichBack = async (name: string, bytes: Uint8Array | string) => {
  const back = await uploadFile(t, token, name, bytes);
  expect(back.status, back.content.message).toBe(200);
  const title = await storedTitle(back.content.created[0]!.id);
  expect(title).toContain('<em>most</em>');
  expect(title).toContain('<td>Muscle</td><td><strong>high</strong></td>');
  expect(title).not.toContain('script');
  // What follows the table (in the cartridge, after a div closes) is kept too.
  expect(title).toContain('differ');
};

describe('the other formats write the rich text too, and it comes back', () => {
  let quizId: number;
  beforeAll(async () => {
    const first = await uploadFile(t, token, 'rich.xml', MOODLE);
    expect(first.status, first.content.message).toBe(200);
    quizId = first.content.created[0]!.id;
  });

  test('QTI 2.1: the table and emphasis as XHTML in the item body, a valid package', async () => {
    const bytes = await exportOf(quizId, 'qti');
    const item = Object.entries(unzipSync(bytes)).find(([path]) => path.startsWith('items/item-'))![1];
    const xml = strFromU8(item);
    expect(xml).toContain('<em>most</em>');
    expect(xml).toMatch(/<td>Muscle<\/td><td><strong>high<\/strong><\/td>/);
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    await expectRichBack('rich-back-qti.zip', bytes);
  }, 240_000);

  test('Common Cartridge: the table and emphasis in an HTML mattext, a valid cartridge', async () => {
    const bytes = await exportOf(quizId, 'cc');
    const assessment = strFromU8(unzipSync(bytes)[`quiz-${quizId}/assessment_qti.xml`]!);
    expect(assessment).toContain('&lt;em&gt;most&lt;/em&gt;');
    expect(assessment).toContain('&lt;td&gt;Muscle&lt;/td&gt;&lt;td&gt;&lt;strong&gt;high');
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    await expectRichBack('rich-back.imscc', bytes);
  }, 240_000);

  test('GIFT: the table and emphasis after [html], its special characters escaped', async () => {
    const gift = strFromU8(await exportOf(quizId, 'gift'));
    expect(gift).toContain('::[html]<p>Which cell has the <em>most</em> mitochondria?</p><div><table>');
    expect(gift).toContain('<th>Energy use\\: W</th>');
    await expectRichBack('rich-back.gift', gift);
  });
});
