/**
 * A QTI template item keeps its per-student draw as versions (ADR 309): the real sample template.xml (PEOPLE, A and
 * B drawn) is imported through the import route, taken by several students through the take API, and each student
 * reads one of its versions and is scored, reviewed and shown to the teacher against that version.
 */
import fc from 'fast-check';
import { TYPE_SAMPLES } from '../../../src/questionTypes/shared/tests/domain/typeSamples';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GRADING_PATHS } from '../../../src/api/quiz/results/gradingContract';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { assign, take } from '../take/takeFixtures';
import {
  ITEM_BASE,
  questionTypeQuizzes,
} from '../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { strFromU8, unzipSync } from 'fflate';
import { call, createTestApp, type TestApp } from '../testApp';
import { validatePackage } from '../quiz/exports/packageValidator';
import { downloadTemplate } from '../exports/templateQuiz';
import { importedQuizPlay } from './importedQuizPlay';
import { itemsPackage } from './samplePackages';

const ITEMS = resolve(__dirname, '../../../../shared/formats/samples/lms/instructure-qti/items_2.2');
const sample = (name: string) => new Uint8Array(readFileSync(join(ITEMS, name)));

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

/** The numbers of a text, in order: A, MIN and B of "If it takes A PEOPLE MIN minutes … would it take B PEOPLE". */
const numbersIn = (text: string) =>
  [...text.replace(/<[^>]*>/g, ' ').matchAll(/\d+/g)].map((m) => Number(m[0]));
/** The right answer of a version: 120 / B minutes. */
const minutesFor = (title: string) => String(Math.floor(120 / numbersIn(title)[2]!));

/** A student reads their question, answers `answer` of what they read, submits; the review and teacher's detail. */
async function attempt(quiz: Quiz, email: string, answer: (title: string) => string) {
  const quizzes = questionTypeQuizzes(t);
  const student = take(t);
  const question = quiz.activities.flatMap((a) => a.items)[0]!;
  const link = await assign(t, quiz.id, email);
  const started = await student.start(link.token);
  expect(started.status).toBe(200);
  const shown = (started.body.content.activities as { items: { id: number; title: string }[] }[])
    .flatMap((a) => a.items)
    .find((item) => item.id === question.id)!;
  const saved = await quizzes.respond(link.token, question.id, { response: answer(shown.title) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await student.submit(link.token);
  expect(submitted.status).toBe(200);
  const review = (submitted.body.content as { review: Record<string, { correct: boolean; earned: number }> })
    .review[String(question.id)]!;
  const detail = await call(t.app, {
    url: RESULTS_PATHS.studentResult(link.id),
    headers: await quizzes.owner(),
  });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  const row = (detail.body.content as { questions: { title: string; isCorrectAnswer: boolean }[] })
    .questions[0]!;
  // The attempt's grading screen asks the grader about what this student read.
  const grading = await call(t.app, { url: GRADING_PATHS.attempt(link.id), headers: await quizzes.owner() });
  expect(grading.status, JSON.stringify(grading.body)).toBe(200);
  const graded = (grading.body.content as { questions: { title: string }[] }).questions[0]!;
  return { title: shown.title, review, detail: row, graded };
}

describe('A QTI template item (template.xml: PEOPLE, A and B drawn for each student)', () => {
  test('comes in with its versions, and each student is asked and scored on their own version', async () => {
    const { content, templates } = await play.upload(
      'template.zip',
      itemsPackage({ 'template.xml': sample('template.xml') }),
    );
    // The report says each student gets one of the versions; nothing is changed, no single draw is kept.
    const [line] = content.report.lines;
    expect(line).toMatchObject({ status: 'imported', type: 'numeric' });
    expect(line!.notes.join(' ')).toMatch(/each student gets one of \d+ versions/);
    expect(line!.notes.join(' ')).not.toContain('one draw');
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = quiz.activities.flatMap((a) => a.items)[0]!;
    expect(question.versions?.length).toBeGreaterThan(1);
    const titles: string[] = [];
    for (const name of ['ada', 'bob', 'cy', 'dee', 'eve', 'fay']) {
      const right = await attempt(quiz, `${name}@school.test`, minutesFor);
      // Their own version's answer is right: the score, the review and the teacher's detail agree.
      expect(right.review).toMatchObject({ correct: true, earned: 1 });
      expect(right.detail).toMatchObject({ title: right.title, isCorrectAnswer: true });
      expect(right.graded.title).toBe(right.title);
      titles.push(right.title);
    }
    // Students get different versions.
    expect(new Set(titles).size).toBeGreaterThan(1);
    // The answer of another version is wrong for a student asked a version whose answer differs.
    const own = await attempt(quiz, 'gus@school.test', (title) => {
      const other = titles.find((shown) => minutesFor(shown) !== minutesFor(title))!;
      return minutesFor(other);
    });
    expect(own.review).toMatchObject({ correct: false, earned: 0 });
    expect(own.detail).toMatchObject({ isCorrectAnswer: false });
  });
});

describe('A QTI template item whose options are computed (mc_calc5.xml), downloaded', () => {
  test('every format writes version 1 and lists the versions it cannot carry', async () => {
    const { content, templates } = await play.upload(
      'mc_calc5.zip',
      itemsPackage({ 'mc_calc5.xml': sample('mc_calc5.xml') }),
    );
    // Its feedback on a right and a wrong answer is the question's, on a choice chosen alone that option's (ADR 407).
    expect(content.report.lines[0]).toMatchObject({ status: 'imported', type: 'multiple answer' });
    const template = templates[0]!;
    const question = template.activities.flatMap((a) => a.items)[0]!;
    // The versions keep the question's options (their ids) and change their texts.
    expect(question.versions?.length).toBeGreaterThan(1);
    expect(
      question.versions!.every((version) => version.options?.length === question.textOptions.length),
    ).toBe(true);
    const token = (await t.signIn('super@demo.test')).accessToken;
    const loss =
      /each student gets one of its \d+ versions drawn from random values; one draw \(version 1\) is written/;
    for (const format of ['qti', 'cc', 'scorm'] as const) {
      const bytes = await downloadTemplate(t, token, template.id, format);
      const files = unzipSync(bytes);
      expect(strFromU8(files['export-notes.txt']!), format).toMatch(loss);
    }
    const qti = await validatePackage(await downloadTemplate(t, token, template.id, 'qti'), 'qti21');
    expect(qti.valid, qti.output).toBe(true);
    for (const format of ['moodle', 'gift'] as const)
      expect(strFromU8(await downloadTemplate(t, token, template.id, format)), format).toMatch(loss);
  });
});

describe('Saving a question with versions', () => {
  test('is refused with more than 20 versions or a version that does not fit its question', async () => {
    const { templates } = await play.upload(
      'template.zip',
      itemsPackage({ 'template.xml': sample('template.xml') }),
    );
    const question = templates[0]!.activities.flatMap((a) => a.items)[0]!;
    const versions = question.versions!;
    const item = {
      ...ITEM_BASE,
      sortIndex: 1,
      title: question.title,
      questionType: question.questionType,
      definition: question.definition,
    };
    const quizzes = questionTypeQuizzes(t);
    const fits = await quizzes.create('Versions', [{ ...item, versions }]);
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    const tooMany = Array.from({ length: 20 }, (_, i) => versions[i % versions.length]!);
    expect((await quizzes.create('Versions', [{ ...item, versions: tooMany }])).status).toBe(400);
    // A definition of no type is refused by the payload's schema, at the version's own field.
    const garbage = [{ ...versions[0]!, definition: { answers: 'none' } }];
    const refusedGarbage = await quizzes.create('Versions', [{ ...item, versions: garbage }]);
    expect(refusedGarbage.status).toBe(400);
    expect(Object.keys(refusedGarbage.body.content.errors)).toEqual([
      'activities.0.items.0.versions.0.definition',
    ]);
    // Another type's definition is a definition, refused against the question's own type, with its message.
    const matching = fc.sample(TYPE_SAMPLES.matching.question, { numRuns: 1, seed: 7 })[0]!.definition;
    const unfit = [{ ...versions[0]!, definition: matching }];
    const refused = await quizzes.create('Versions', [{ ...item, versions: unfit }]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('This version does not fit its question');
  });
});
