/**
 * Chemical structure questions through the real server (ADR 389): the author's molecule is checked at save, the
 * student's view never carries it, a pasted SMILES or a drawing's molfile is scored by molecule on submit, (R)- and
 * (S)-alanine differ where stereochemistry counts, and forged answers (garbage, a huge text, a number) are refused
 * with a 400 that stores nothing.
 */
import { Molecule } from 'openchemlib';
import { STRUCTURE_LIMITS, STRUCTURE_MESSAGES } from '../../domain/structure';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { byTitle, ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { createTestApp, type TestApp } from '../../../../../tests/server/testApp';

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
const R_ALANINE = 'Draw (R)-alanine.';
const ANY_ALANINE = 'Draw alanine, whichever enantiomer.';
const item = (sortIndex: number, title: string, structure: string, stereo: boolean) => ({
  ...ITEM_BASE,
  sortIndex,
  title,
  questionType: 'structure',
  definition: { structure, stereo },
});
const ITEMS = [
  item(1, ETHANOL, 'CCO', true),
  item(2, R_ALANINE, 'C[C@@H](C(=O)O)N', true),
  item(3, ANY_ALANINE, 'C[C@@H](C(=O)O)N', false),
];

async function createQuiz(): Promise<Quiz> {
  const created = await quizzes.create('Molecules', ITEMS);
  expect(created.status).toBe(200);
  return quizzes.load(created.body.content.id);
}

/** Answers each question by title, submits, and gives what the review says of each. */
async function answerAndSubmit(quiz: Quiz, email: string, answers: Record<string, string>) {
  const link = await assign(t, quiz.id, email);
  await api.start(link.token);
  for (const [title, response] of Object.entries(answers))
    expect((await quizzes.respond(link.token, byTitle(quiz, title).id, { response })).status).toBe(200);
  const submitted = await api.submit(link.token);
  expect(submitted.status).toBe(200);
  const review = submitted.body.content.review as Record<string, { correct: boolean; earned: number }>;
  return Object.fromEntries(
    ITEMS.map(({ title }) => [title, review[String(byTitle(quiz, title).id)]?.correct]),
  );
}

test('a molecule the server cannot read, or none, is refused at save', async () => {
  const unreadable = await quizzes.create('Bad', [item(1, ETHANOL, 'C1CC(', true)]);
  expect(unreadable.status).toBe(400);
  expect(JSON.stringify(unreadable.body)).toContain(STRUCTURE_MESSAGES.unreadable);
  const missing = await quizzes.create('Empty', [item(1, ETHANOL, '', true)]);
  expect(missing.status).toBe(400);
  expect(JSON.stringify(missing.body)).toContain(STRUCTURE_MESSAGES.missing);
});

test('the student sees whether stereochemistry counts, never the right molecule', async () => {
  const quiz = await createQuiz();
  const link = await assign(t, quiz.id, 'view@school.test');
  const started = await api.start(link.token);
  const items = started.body.content.activities[0].items as { title: string; view: object }[];
  expect(items.find((i) => i.title === R_ALANINE)!.view).toEqual({
    maxLength: STRUCTURE_LIMITS.structure,
    stereo: true,
  });
  expect(JSON.stringify(started.body.content)).not.toMatch(/CCO|C\[C@@H\]/);
});

test('pasted SMILES and drawn molfiles are scored by molecule; enantiomers differ where stereochemistry counts', async () => {
  const quiz = await createQuiz();
  const right = await answerAndSubmit(quiz, 'right@school.test', {
    [ETHANOL]: 'OCC',
    [R_ALANINE]: Molecule.fromSmiles('N[C@@H](C)C(=O)O').toMolfile(),
    [ANY_ALANINE]: 'C[C@H](C(=O)O)N',
  });
  expect(right).toEqual({ [ETHANOL]: true, [R_ALANINE]: true, [ANY_ALANINE]: true });
  const wrong = await answerAndSubmit(quiz, 'wrong@school.test', {
    [ETHANOL]: 'COC',
    [R_ALANINE]: 'C[C@H](C(=O)O)N',
    [ANY_ALANINE]: 'NCC(=O)O',
  });
  expect(wrong).toEqual({ [ETHANOL]: false, [R_ALANINE]: false, [ANY_ALANINE]: false });
});

test('forged answers are refused with a 400 saying why, and nothing is stored', async () => {
  const quiz = await createQuiz();
  const link = await assign(t, quiz.id, 'forger@school.test');
  await api.start(link.token);
  const id = byTitle(quiz, ETHANOL).id;
  const refused = await Promise.all(
    [
      'not a molecule',
      'C'.repeat(STRUCTURE_LIMITS.atoms + 1),
      'C'.repeat(STRUCTURE_LIMITS.structure + 1),
      12,
      ['CCO'],
    ].map((response) => quizzes.respond(link.token, id, { response })),
  );
  expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
  expect(refused[0]!.body.content.message).toBe(STRUCTURE_MESSAGES.answerUnreadable);
  expect(refused[1]!.body.content.message).toBe(STRUCTURE_MESSAGES.tooLarge);
  const stored = await t.db
    .selectFrom('assignment_answers')
    .select('item_id')
    .where('assignment_id', '=', link.id)
    .execute();
  expect(stored).toEqual([]);
  expect((await api.submit(link.token)).body.content.review[String(id)]).toMatchObject({ correct: false });
});
