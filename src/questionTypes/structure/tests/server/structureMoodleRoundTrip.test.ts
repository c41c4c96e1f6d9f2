/**
 * A chemical structure question in Moodle XML (ADR 396): written as a `pmatchjme` question whose one answer of full
 * marks is `match(SMILES)` of the right molecule, its comment saying the site needs the plugin, and read back by our
 * own import as the same structure question (a drawing's molfile as its SMILES, whether stereochemistry counts kept).
 */
import { strFromU8 } from 'fflate';
import { Molecule } from 'openchemlib';
import { postFile } from '../../../../../tests/server/quiz/everyFeatureQuiz';
import { ITEM_BASE, quizPayload } from '../../../shared/tests/server/questionTypeQuizzes';
import { bearer, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { STRUCTURE_MOODLE_NOTES } from '../../server/moodleXmlWriter';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t?.close());

const ALANINE = Molecule.fromSmiles('C[C@@H](C(=O)O)N');
const item = (sortIndex: number, title: string, structure: string, stereo: boolean) => ({
  ...ITEM_BASE,
  sortIndex,
  title,
  questionType: 'structure',
  points: 2,
  definition: { structure, stereo },
});
const ITEMS = [
  item(1, 'Draw ethanol.', 'OCC', true),
  item(2, 'Draw (R)-alanine.', ALANINE.toMolfile(), true),
  item(3, 'Draw alanine, either enantiomer.', 'CC(C(=O)O)N', false),
];

type Item = { title: string; questionType: string; points: number; definition: object };

async function template(id: number): Promise<Item[]> {
  const response = await t.app.inject({ url: `/api/admin/quiz/template/${id}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { content: { activities: { items: Item[] }[] } }).content.activities[0]!.items;
}

test('Moodle XML writes pmatchjme questions that our import reads back as the same structure questions', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/quiz/template/create',
    headers: bearer(token),
    payload: quizPayload('Molecules', ITEMS),
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json() as { content: { id: number } }).content.id;

  const exported = await t.app.inject({
    url: `/api/admin/quiz/template/${id}/moodle`,
    headers: bearer(token),
  });
  expect(exported.statusCode).toBe(200);
  const xml = strFromU8(new Uint8Array(exported.rawPayload));
  expect(xml.match(/<question type="pmatchjme">/g)).toHaveLength(3);
  expect(xml).not.toContain('type="essay"');
  expect(xml).toContain('<text>match(OCC)</text>');
  expect(xml).toContain(`<text>match(${ALANINE.toIsomericSmiles()})</text>`);
  expect(xml).toContain(STRUCTURE_MOODLE_NOTES.plugin);

  const imported = await postFile(
    t,
    token,
    '/api/admin/quiz/template/from_package/qti',
    'Molecules-moodle.xml',
    new Uint8Array(exported.rawPayload),
    'text/xml',
  );
  expect(imported.statusCode, imported.body).toBe(200);
  const back = await template(
    (imported.json() as { content: { created: { id: number }[] } }).content.created[0]!.id,
  );
  expect(
    back.map(({ title, questionType, points, definition }) => ({ title, questionType, points, definition })),
  ).toEqual([
    {
      title: 'Draw ethanol.',
      questionType: 'structure',
      points: 2,
      definition: { structure: 'OCC', stereo: true },
    },
    {
      title: 'Draw (R)-alanine.',
      questionType: 'structure',
      points: 2,
      definition: { structure: ALANINE.toMolfile(), stereo: true },
    },
    {
      title: 'Draw alanine, either enantiomer.',
      questionType: 'structure',
      points: 2,
      definition: { structure: 'CC(C(=O)O)N', stereo: false },
    },
  ]);
});
