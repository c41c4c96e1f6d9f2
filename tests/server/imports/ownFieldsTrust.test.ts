/**
 * The record our own Moodle XML keeps of a question (ADR 392) comes from an uploaded file: whoever wrote the file
 * wrote the record. Its text is cleaned as any imported text is, and a record that does not read as the question's
 * own text is passed over.
 */
import { strToU8 } from 'fflate';
import { postFile } from '../quiz/everyFeatureQuiz';
import { bearer, createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

const moodleFile = (record: string) =>
  strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="essay">
    <name><text>Water</text></name>
    <questiontext format="html"><text><![CDATA[<p>What is H2O?</p>]]></text></questiontext>
    <questionFields format="json"><![CDATA[${record}]]></questionFields>
  </question>
</quiz>`);

async function importedTitle(bytes: Uint8Array): Promise<string> {
  const response = await postFile(
    t,
    token,
    '/api/admin/quiz/template/from_package/qti',
    'water.xml',
    bytes,
    'text/xml',
  );
  expect(response.statusCode, response.body).toBe(200);
  const id = (response.json().content as { created: { id: number }[] }).created[0]!.id;
  const quiz = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${id}`,
    headers: bearer(token),
  });
  return (quiz.json().content as { activities: { items: { title: string }[] }[] }).activities[0]!.items[0]!
    .title;
}

test("a record's text is cleaned as any imported text: no handler, no script address", async () => {
  const title = await importedTitle(
    moodleFile(
      JSON.stringify({
        questionType: 'essay',
        title: '<p onclick="steal()"><a href="javascript:steal()"><em>What</em> is H2O?</a></p>',
      }),
    ),
  );
  // The record was taken: its emphasis is there.
  expect(title).toContain('<em>What</em> is H2O?');
  expect(title).not.toMatch(/onclick|javascript:|steal/);
});

test('a record whose text is not the question text is passed over', async () => {
  const title = await importedTitle(
    moodleFile(JSON.stringify({ questionType: 'essay', title: '<p>Something else entirely</p>' })),
  );
  expect(title).toContain('What is H2O?');
  expect(title).not.toContain('Something else');
});
