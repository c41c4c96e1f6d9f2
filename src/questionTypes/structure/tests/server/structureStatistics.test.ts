/**
 * A structure question's statistics through the real results route: how many got it right, and the most common
 * wrong molecules counted by molecule (a SMILES written two ways and a drawing's molfile are one), each shown as a
 * SMILES with its count. OpenChemLib is loaded only once a structure is read, not with the server's modules.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Molecule } from 'openchemlib';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { byTitle, ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { openChemLibLoaded } from '../../server/openChemLibKeys';

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(() => t?.close());

const ETHANOL = 'Draw ethanol.';

/**
 * Whether loading the server's modules (the app and every question type) loads OpenChemLib, asked of a process of
 * its own: the test files of a worker share their modules, and another one may have read a molecule already.
 */
function loadedWithServerModules(): boolean {
  const module = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);
  const script = [
    `await import(${module('../../../../../server/app.ts')});`,
    `const keys = await import(${module('../../server/openChemLibKeys.ts')});`,
    'process.stdout.write(String(keys.openChemLibLoaded()));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('../../../../../', import.meta.url)),
    encoding: 'utf8',
  });
  return output.trim().endsWith('true');
}

test("the server's modules load without OpenChemLib", () => {
  expect(loadedWithServerModules()).toBe(false);
}, 60_000);

test('the statistics count right answers and list the wrong molecules by molecule, as SMILES', async () => {
  const created = await quizzes.create('Molecules', [
    {
      ...ITEM_BASE,
      sortIndex: 1,
      title: ETHANOL,
      questionType: 'structure',
      definition: { structure: 'CCO', stereo: true },
    },
  ]);
  expect(created.status).toBe(200);
  expect(openChemLibLoaded()).toBe(true);
  const quiz = await quizzes.load(created.body.content.id);
  const answers = [
    'OCC',
    'C(O)C',
    'COC',
    'O(C)C',
    Molecule.fromSmiles('COC').toMolfile(),
    'CC(=O)O',
    'OC(C)=O',
    'CCC',
  ];
  for (const [index, response] of answers.entries()) {
    const link = await assign(t, quiz.id, `student${index}@school.test`);
    await api.start(link.token);
    expect((await quizzes.respond(link.token, byTitle(quiz, ETHANOL).id, { response })).status).toBe(200);
    expect((await api.submit(link.token)).status).toBe(200);
  }
  const statistics = await call(t.app, {
    url: `/api/admin/quiz/user_quiz/${quiz.id}/statistics`,
    headers: await quizzes.owner(),
  });
  expect(statistics.status).toBe(200);
  expect(statistics.body.content.questions[0]).toMatchObject({
    questionType: 'structure',
    attempts: 8,
    correct: 2,
    wrongAnswers: [
      { text: 'COC', count: 3 },
      { text: 'CC(=O)O', count: 2 },
      { text: 'CCC', count: 1 },
    ],
  });
});
