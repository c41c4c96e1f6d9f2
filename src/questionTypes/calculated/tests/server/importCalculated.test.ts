/**
 * Calculated questions (ADR 291) imported through the import route from the real samples and a Moodle XML file, and
 * taken by students through the take API: each student's text shows their own numbers, the right answer is the
 * formula's value for them (scoring, the student's review and the teacher's detail agree), and students may get
 * different numbers. The formula never reaches the student page.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RESULTS_PATHS } from '../../../../api/quiz/results/resultsContract';
import { STATISTICS_PATHS } from '../../../../api/quiz/results/statisticsContract';
import { PREVIEW_PATHS } from '../../../../api/take/previewContract';
import { TAKE_PATHS } from '../../../../api/take/takeContract';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { assign, take } from '../../../../../tests/server/take/takeFixtures';
import { questionTypeQuizzes } from '../../../shared/tests/server/questionTypeQuizzes';
import { bearer, call, createTestApp, type TestApp } from '../../../../../tests/server/testApp';
import { importedQuizPlay } from '../../../../../tests/server/imports/importedQuizPlay';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';

const SAMPLES = resolve(__dirname, '../../../../../../shared/formats/samples');
const LMS = join(SAMPLES, 'lms', 'instructure-qti');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(LMS, ...path)));

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

/** The quiz's calculated question. */
const calculatedIn = (quiz: Quiz) =>
  quiz.activities.flatMap((a) => a.items).find((item) => item.questionType === 'calculated')!;

/** The numbers of a text, in order (`<p>9 + 7</p>`: 9, 7). */
const numbersIn = (text: string) =>
  [...text.replace(/<[^>]*>/g, ' ').matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));

/**
 * A student takes the quiz: reads their question's text, answers what `answer` computes from its numbers, submits.
 * Answers the text shown, the page's whole payload, the review of the question and the teacher's detail of it.
 */
async function attempt(quiz: Quiz, email: string, answer: (numbers: number[]) => string) {
  const quizzes = questionTypeQuizzes(t);
  const student = take(t);
  const question = quiz.activities
    .flatMap((a) => a.items)
    .find((item) => item.questionType === 'calculated')!;
  const link = await assign(t, quiz.id, email);
  const started = await student.start(link.token);
  expect(started.status).toBe(200);
  const shown = (started.body.content.activities as { items: { id: number; title: string }[] }[])
    .flatMap((a) => a.items)
    .find((item) => item.id === question.id)!;
  const saved = await quizzes.respond(link.token, question.id, { response: answer(numbersIn(shown.title)) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await student.submit(link.token);
  expect(submitted.status).toBe(200);
  const review = (
    submitted.body.content as {
      review: Record<string, { correct: boolean; earned: number; rightAnswer?: string }>;
    }
  ).review[String(question.id)]!;
  const detail = await call(t.app, {
    url: RESULTS_PATHS.studentResult(link.id),
    headers: await quizzes.owner(),
  });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  const row = (
    detail.body.content as { questions: { title: string; correctAnswer: string; isCorrectAnswer: boolean }[] }
  ).questions.find((q) => q.title === shown.title);
  return { title: shown.title, page: JSON.stringify(started.body.content), review, detail: row };
}

describe("Canvas's calculated question", () => {
  test('comes in exactly as a calculated question, and each student is scored on their own numbers', async () => {
    const { content, templates } = await play.upload(
      'formula_mvar.xml',
      sample('items_1.2', 'formula_mvar.xml'),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'calculated', notes: [] }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = calculatedIn(quiz);
    expect(question.title).toContain('{x} + {y}');
    expect(question).toMatchObject({
      questionType: 'calculated',
      definition: {
        variables: [
          { name: 'x', min: 1, max: 10, decimals: 0 },
          { name: 'y', min: 1, max: 10, decimals: 0 },
        ],
        formula: 'x + y',
        tolerance: 0,
        decimals: 0,
      },
    });
    const sum = (numbers: number[]) => String(numbers[0]! + numbers[1]!);
    const titles: string[] = [];
    for (const email of ['ada@school.test', 'bob@school.test', 'cy@school.test', 'dee@school.test']) {
      const right = await attempt(quiz, email, sum);
      // The student's text has their numbers in place of the wildcards; the formula is never sent.
      expect(right.title).toMatch(/\d+ \+ \d+/);
      expect(right.title).toBe(
        question.title
          .replace('{x}', String(numbersIn(right.title)[0]))
          .replace('{y}', String(numbersIn(right.title)[1])),
      );
      expect(right.page).not.toContain('x + y');
      expect(right.page).not.toContain('{x}');
      // Their own sum is right, and the review and the teacher's detail name it.
      expect(right.review).toMatchObject({
        correct: true,
        earned: 1,
        rightAnswer: sum(numbersIn(right.title)),
      });
      expect(right.detail).toMatchObject({
        isCorrectAnswer: true,
        correctAnswer: sum(numbersIn(right.title)),
      });
      titles.push(right.title);
    }
    // Students draw their own numbers: four students do not all get the same.
    expect(new Set(titles).size).toBeGreaterThan(1);
    const wrong = await attempt(quiz, 'eve@school.test', (numbers) => String(numbers[0]! + numbers[1]! + 1));
    expect(wrong.review).toMatchObject({ correct: false, earned: 0 });
    // The statistics judge each attempt on its own numbers: four of five right.
    const statistics = await call(t.app, {
      url: STATISTICS_PATHS.statistics(quiz.id),
      headers: await questionTypeQuizzes(t).owner(),
    });
    expect(statistics.status, JSON.stringify(statistics.body)).toBe(200);
    expect(
      (
        statistics.body.content as { questions: { itemId: number; correct: number; facility: number }[] }
      ).questions.find((q) => q.itemId === question.id),
    ).toMatchObject({ attempts: 5, correct: 4, facility: 0.8 });
  });

  test('a tolerance in percent and formula lines written into one formula', async () => {
    const { content, templates } = await play.upload(
      'formula_mform.xml',
      sample('items_1.2', 'formula_mform.xml'),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'calculated', notes: [] }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    expect(calculatedIn(quiz).title).toContain('{n}{x} + {m}{y}');
    expect(calculatedIn(quiz).definition).toMatchObject({
      formula: 'n * x + m * y',
      tolerance: 0.1,
      relative: true,
      decimals: 2,
    });
  });
});

describe('A QTI 2.2 item drawing a power of e, with its solution (Example 3)', () => {
  test('comes in as a calculated question with its right and wrong feedback; the solution a student asks for shows their own numbers', async () => {
    const { content, templates } = await play.upload(
      'example3.zip',
      itemsPackage({
        'example3.xml': sample('items_2.2', 'Example03-feedbackBlock-solution-random.xml'),
      }),
    );
    // The feedback shown on a comparison with the answer it computes is its feedback on a right and a wrong answer
    // (ADR 404, 407).
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'calculated', notes: [] }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = calculatedIn(quiz);
    expect(question.outcomeFeedback).toEqual({
      right: 'Correct',
      wrong: 'No, that is not the correct answer',
    });
    expect(question.title).toMatch(/Find the value of\s+e\^\{iA\}\s+to 3 decimal places\./);
    expect(question.definition).toMatchObject({
      variables: [{ name: 'iA', min: 1, max: 4, decimals: 0 }],
      formula: 'round(exp(iA), 3)',
      tolerance: 0.0005,
      decimals: 3,
    });
    const power = (numbers: number[]) => Math.exp(numbers[0]!);
    const right = await attempt(quiz, 'e-ada@school.test', (n) => power(n).toFixed(3));
    expect(right.review).toMatchObject({
      correct: true,
      rightAnswer: `${power(numbersIn(right.title)).toFixed(3)} ± 0.0005`,
    });
    const wrong = await attempt(quiz, 'e-bob@school.test', (n) => (power(n) + 0.001).toFixed(3));
    expect(wrong.review).toMatchObject({ correct: false, earned: 0 });

    // The solution, asked for, shows the student's power and its value; the page shows it again when read again.
    const student = take(t);
    const link = await assign(t, quiz.id, 'e-cy@school.test');
    const started = await student.start(link.token);
    const shown = (started.body.content.activities as { items: { id: number; title: string }[] }[])
      .flatMap((a) => a.items)
      .find((item) => item.id === question.id)!;
    const n = numbersIn(shown.title)[0]!;
    const solution = await call(t.app, {
      method: 'POST',
      url: TAKE_PATHS.hint(link.token, question.id),
      payload: { index: 0 },
    });
    expect(solution.status, JSON.stringify(solution.body)).toBe(200);
    const expected = `<p>[e^${n}, =, exp(${n}); , =, ${Number(Math.exp(n).toFixed(3))}]</p>`;
    expect(solution.body.content.text).toBe(expected);
    const again = await student.session(link.token);
    const items = (
      again.body.content.activities as { items: { id: number; shownHints?: string[] }[] }[]
    ).flatMap((a) => a.items);
    expect(items.find((item) => item.id === question.id)!.shownHints).toEqual([expected]);

    // The teacher's preview draws its own numbers; its solution shows those.
    const headers = bearer((await t.signIn('super@demo.test')).accessToken);
    const preview = await call(t.app, { method: 'POST', url: PREVIEW_PATHS.start('user', quiz.id), headers });
    expect(preview.status).toBe(200);
    const previewTitle = (
      preview.body.content.session.activities as { items: { id: number; title: string }[] }[]
    )
      .flatMap((a) => a.items)
      .find((item) => item.id === question.id)!.title;
    const m = numbersIn(previewTitle)[0]!;
    const previewSolution = await call(t.app, {
      method: 'POST',
      url: PREVIEW_PATHS.hint('user', quiz.id, question.id),
      headers,
      payload: { version: preview.body.content.version as number, index: 0 },
    });
    expect(previewSolution.status).toBe(200);
    expect(previewSolution.body.content.text).toContain(`e^${m}, =, exp(${m})`);
  });
});

describe("Moodle XML's calculated question", () => {
  const xml =
    '<quiz><question type="calculated"><name><text>Speed</text></name>' +
    '<questiontext format="html"><text><![CDATA[<p>A car goes {d} km in {h} hours. How fast, in km/h?</p>]]></text></questiontext>' +
    '<defaultgrade>2</defaultgrade>' +
    '<answer fraction="100"><text>{d} / {h}</text><tolerance>0.05</tolerance><tolerancetype>2</tolerancetype>' +
    '<correctanswerformat>1</correctanswerformat><correctanswerlength>1</correctanswerlength></answer>' +
    '<dataset_definitions>' +
    '<dataset_definition><status><text>private</text></status><name><text>d</text></name><type>calculated</type>' +
    '<distribution><text>uniform</text></distribution><minimum><text>100</text></minimum>' +
    '<maximum><text>300</text></maximum><decimals><text>0</text></decimals><itemcount>1</itemcount>' +
    '<dataset_items><dataset_item><number>1</number><value>150</value></dataset_item></dataset_items>' +
    '<number_of_items>1</number_of_items></dataset_definition>' +
    '<dataset_definition><status><text>private</text></status><name><text>h</text></name><type>calculated</type>' +
    '<distribution><text>uniform</text></distribution><minimum><text>2</text></minimum>' +
    '<maximum><text>4</text></maximum><decimals><text>0</text></decimals><itemcount>1</itemcount>' +
    '<dataset_items><dataset_item><number>1</number><value>3</value></dataset_item></dataset_items>' +
    '<number_of_items>1</number_of_items></dataset_definition>' +
    '</dataset_definitions></question></quiz>';

  test('comes in with its datasets, formula and nominal tolerance; each student is scored on their numbers', async () => {
    const { content, templates } = await play.upload('speed.xml', xml);
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'calculated', notes: [] }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    expect(calculatedIn(quiz).title).toContain('A car goes {d} km in {h} hours');
    expect(calculatedIn(quiz)).toMatchObject({
      points: 2,
      definition: {
        variables: [
          { name: 'd', min: 100, max: 300, decimals: 0 },
          { name: 'h', min: 2, max: 4, decimals: 0 },
        ],
        formula: '{d} / {h}',
        tolerance: 0.05,
        relative: false,
        decimals: 1,
      },
    });
    const speed = (numbers: number[]) => numbers[0]! / numbers[1]!;
    for (const email of ['ada@school.test', 'bob@school.test']) {
      // Written as the right answer shows it, one decimal: right.
      const right = await attempt(quiz, `m-${email}`, (n) => speed(n).toFixed(1));
      expect(right.review).toMatchObject({
        correct: true,
        earned: 2,
        rightAnswer: `${speed(numbersIn(right.title)).toFixed(1)} ± 0.05`,
      });
    }
    const off = await attempt(quiz, 'm-eve@school.test', (n) => String(speed(n) + 0.2));
    expect(off.review).toMatchObject({ correct: false, earned: 0 });
  });
});
