/**
 * Banks and random draws through the export formats and back (ADR 259): a quiz of four questions and a random slot
 * of three from a bank category of six, downloaded through the real export route in each format and uploaded again
 * through the real import route. QTI 2.1 and Moodle XML carry the draw (a bank category of six and a slot of three
 * come back); Common Cartridge carries the bank but not the draw (its download says so); GIFT carries neither (its
 * file says so, every question comes back); the SCORM player draws the slot itself.
 */
import { strFromU8, unzipSync } from 'fflate';
import { validatePackage } from '../quiz/exports/packageValidator';
import { uploadFile } from '../quiz/import/importUpload';
import { bearer, createTestApp, type TestApp } from '../testApp';
import { createDrawnQuiz } from './drawnQuiz';

let t: TestApp;
let token: string;
let quizId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
  quizId = await createDrawnQuiz(t, token);
});
afterAll(() => t.close());

async function download(format: 'qti' | 'cc' | 'scorm' | 'moodle' | 'gift') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${quizId}/${format}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

/** Uploads a download again; answers the template it made: per activity its questions and slots, and the warnings. */
async function reimport(name: string, bytes: Uint8Array) {
  const { status, content } = await uploadFile(t, token, name, bytes);
  expect(status, JSON.stringify(content)).toBe(200);
  expect(content.created).toHaveLength(1);
  const activities = await t.db
    .selectFrom('quiz_activities')
    .select(['id', 'random_slots'])
    .where('quiz_id', '=', content.created[0]!.id)
    .orderBy('sort_index')
    .execute();
  const shape = await Promise.all(
    activities.map(async (activity) => ({
      questions: (
        await t.db.selectFrom('quiz_items').select('id').where('activity_id', '=', activity.id).execute()
      ).length,
      slots: await Promise.all(
        activity.random_slots.map(async (slot) => ({
          count: slot.count,
          ...(await categoryOf(slot.categoryId)),
        })),
      ),
    })),
  );
  return { shape, content };
}

async function categoryOf(categoryId: number) {
  const category = await t.db
    .selectFrom('bank_categories')
    .select('title')
    .where('id', '=', categoryId)
    .executeTakeFirstOrThrow();
  const questions = await t.db
    .selectFrom('bank_questions')
    .select('id')
    .where('category_id', '=', categoryId)
    .execute();
  return { category: category.title, questions: questions.length };
}

const drawnBack = [{ questions: 4, slots: [{ count: 3, category: 'Inheritance', questions: 6 }] }];

describe('formats that carry the draw', () => {
  test('QTI 2.1: a section selecting 3 of the 6, valid; it comes back as a category of 6 and a slot of 3', async () => {
    const bytes = await download('qti');
    const test = strFromU8(unzipSync(bytes)['assessmentTest.xml']!);
    expect(test).toContain('<selection select="3"/>');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const { shape } = await reimport('Mendel drawn-qti.zip', bytes);
    expect(shape).toEqual(drawnBack);
  });

  test('Moodle XML: the category with its 6 questions and 3 random questions; it comes back the same', async () => {
    const bytes = await download('moodle');
    const xml = strFromU8(bytes);
    expect(xml).toContain('<text>$course$/top/Genetics bank/Inheritance</text>');
    expect(xml.match(/<question type="random">/g)).toHaveLength(3);
    const { shape, content } = await reimport('Mendel drawn-moodle.xml', bytes);
    expect(shape).toEqual(drawnBack);
    expect(content.report.lines.filter((l) => l.type === 'random')).toHaveLength(3);
  });

  test('SCORM: the player gets the 6 questions of the slot and draws 3 of them when it opens', async () => {
    const files = unzipSync(await download('scorm'));
    const html = strFromU8(files['index.html']!);
    const data = JSON.parse(
      /<script type="application\/json" id="quiz-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
    );
    expect(data.activities[0].items).toHaveLength(4);
    expect(data.activities[0].draws).toEqual([expect.objectContaining({ count: 3 })]);
    expect(data.activities[0].draws[0].items).toHaveLength(6);
    expect(strFromU8(files['player.js']!)).toContain('activity.draws');
  });
});

describe('formats that cannot carry the draw', () => {
  test('Common Cartridge: the bank is the cartridge question bank, valid; the quiz comes back without the draw and the notes say so', async () => {
    const bytes = await download('cc');
    const files = unzipSync(bytes);
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('imsqti_xmlv1p2/imscc_xmlv1p1/question-bank');
    expect(strFromU8(files['export-notes.txt']!)).toContain(
      '"Peas" draws 3 questions at random from bank "Genetics bank" / category "Inheritance": a Common Cartridge quiz cannot draw',
    );
    const validation = await validatePackage(bytes, 'cc11');
    expect(validation.valid, validation.output).toBe(true);
    const { shape, content } = await reimport('Mendel drawn-cc.imscc', bytes);
    expect(shape).toEqual([{ questions: 4, slots: [] }]);
    const bank = await t.db
      .selectFrom('question_banks')
      .select('id')
      .where('title', '=', 'Genetics bank')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const categories = await t.db
      .selectFrom('bank_categories')
      .select('id')
      .where('bank_id', '=', bank.id)
      .execute();
    expect(await categoryOf(categories[0]!.id)).toEqual({ category: 'Genetics bank', questions: 6 });
    expect(content.warnings).toEqual([
      expect.stringContaining('The question bank "Genetics bank" is imported'),
    ]);
  });

  test('GIFT: the category under its own $CATEGORY after a comment saying the draw is not carried', async () => {
    const bytes = await download('gift');
    const text = strFromU8(bytes);
    expect(text).toContain('$CATEGORY: $course$/top/Genetics bank/Inheritance');
    expect(text).toContain(
      '// "Peas" draws 3 questions at random from bank "Genetics bank" / category "Inheritance"',
    );
    const { shape } = await reimport('Mendel drawn-gift.txt', bytes);
    expect(shape).toEqual([
      { questions: 4, slots: [] },
      { questions: 6, slots: [] },
    ]);
  });
});
