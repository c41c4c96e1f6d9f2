/**
 * Text blocks through the real server (ADR 260): saved with a quiz, numbered by nothing and counted among no
 * questions; the student sees the text between the questions with nothing to answer, an answer sent to it is
 * refused, and the score is the questions' alone. Its exports: a Moodle description, a GIFT text without answers,
 * a QTI 2.1 item with no interaction.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { TEXT_BLOCK_MESSAGES } from '../../domain/textBlock';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { ITEM_BASE, questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { validatePackage } from '../../../../../tests/server/quiz/exports/packageValidator';

let t: TestApp;
let api: ReturnType<typeof take>;
let quizzes: ReturnType<typeof questionTypeQuizzes>;

beforeAll(async () => {
  t = await createTestApp();
  api = take(t);
  quizzes = questionTypeQuizzes(t);
});
afterAll(() => t?.close());

const PASSAGE = '<p>Read the passage: <strong>light</strong> bends in water.</p>';
const TF = 'Light is a wave.';
const LAST = 'Light travels in straight lines.';
const ITEMS = [
  { ...ITEM_BASE, sortIndex: 1, title: PASSAGE, questionType: 'textBlock', points: 0, definition: {} },
  { ...ITEM_BASE, sortIndex: 2, title: TF, questionType: 'trueFalse', definition: { answer: true } },
  { ...ITEM_BASE, sortIndex: 3, title: LAST, questionType: 'trueFalse', definition: { answer: false } },
];

async function createQuiz(): Promise<Quiz> {
  const created = await quizzes.create('Light', ITEMS);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return quizzes.load(created.body.content.id);
}

test('a text block has no number and is not a question: the student reads it, cannot answer it, and it is not scored', async () => {
  const quiz = await createQuiz();
  const [block, tf, last] = quiz.activities[0]!.items;
  expect(block).toMatchObject({ questionType: 'textBlock', questionOrder: null, points: 0 });
  expect([tf!.questionOrder, last!.questionOrder]).toEqual([1, 2]);

  const link = await assign(t, quiz.id, 'reader@school.test');
  const started = await api.start(link.token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.content.quiz.questionCount).toBe(2);
  expect(started.body.content.activities[0].items.map((i: { kind: string }) => i.kind)).toEqual([
    'text',
    'question',
    'question',
  ]);
  expect(started.body.content.activities[0].items[0]).toEqual({
    kind: 'text',
    id: block!.id,
    title: PASSAGE,
    image: null,
  });
  expect(started.body.content.activities[0].items[1]).toMatchObject({ number: 1 });

  expect((await quizzes.respond(link.token, block!.id, { response: 'read it' })).status).toBe(400);
  expect((await quizzes.respond(link.token, tf!.id, { response: true })).status).toBe(200);
  expect((await quizzes.respond(link.token, last!.id, { response: false })).status).toBe(200);
  const submitted = await api.submit(link.token);
  expect(submitted.status).toBe(200);
  expect(submitted.body.content).toMatchObject({ score: 2 });
});

test('a text block with points is refused on save', async () => {
  const created = await quizzes.create('Worth something', [{ ...ITEMS[0]!, points: 2 }, ITEMS[1]!]);
  expect(created.status).toBe(400);
  expect(JSON.stringify(created.body)).toContain(TEXT_BLOCK_MESSAGES.points);
});

test('exports write a Moodle description, a GIFT text without answers and a QTI 2.1 item without interaction', async () => {
  const quiz = await createQuiz();
  const download = async (format: string) =>
    t.app.inject({ url: `/api/admin/quiz/user/${quiz.id}/${format}`, headers: await quizzes.owner() });
  const moodle = await download('moodle');
  expect(moodle.statusCode, moodle.body).toBe(200);
  expect(moodle.body).toMatch(
    /<question type="description">[\s\S]*light[\s\S]*<defaultgrade>0<\/defaultgrade>/,
  );
  const gift = (await download('gift')).body;
  const giftBlock = gift.split('\n\n').find((block) => block.includes('bends in water'))!;
  expect(giftBlock).not.toContain('{');
  const qti = await download('qti');
  const files = unzipSync(new Uint8Array(qti.rawPayload));
  const item = Object.entries(files).find(([, bytes]) => strFromU8(bytes).includes('bends in water'))!;
  const xml = strFromU8(item[1]);
  expect(xml).not.toMatch(/Interaction|responseDeclaration|responseProcessing/);
  expect(xml).toContain('normalMaximum="0"');
});

test('the QTI 2.1 package with a text block is valid, and so is the Common Cartridge that shows it with the next question', async () => {
  const quiz = await createQuiz();
  const download = async (format: string) =>
    new Uint8Array(
      (
        await t.app.inject({
          url: `/api/admin/quiz/user/${quiz.id}/${format}`,
          headers: await quizzes.owner(),
        })
      ).rawPayload,
    );
  const qti = await validatePackage(await download('qti'), 'qti21');
  expect(qti.valid, qti.output).toBe(true);
  const ccBytes = await download('cc');
  const cc = await validatePackage(ccBytes, 'cc11');
  expect(cc.valid, cc.output).toBe(true);
  const assessment = Object.entries(unzipSync(ccBytes)).find(
    ([path]) => path.endsWith('.xml') && !path.startsWith('imsmanifest'),
  );
  expect(strFromU8(assessment![1])).toMatch(/data-text-block=[\s\S]*bends in water[\s\S]*Light is a wave/);
}, 240_000);
