/**
 * Question hints (ADR 293) through the real routes: the real QTI 2.2 samples whose "Show Hint" and "Show Solution"
 * buttons come in as hints, with what they show and what they cost; a student who gets a hint's text only after
 * asking for it, and whose score pays for it; Moodle XML's <hint> and <penalty> in and out again.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { RESULTS_PATHS } from '../../../src/api/quiz/results/resultsContract';
import { PREVIEW_PATHS } from '../../../src/api/take/previewContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { assign, take } from '../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, titled } from './importedQuizPlay';
import { itemsPackage } from './samplePackages';
import { questionTypeQuizzes } from '../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { validatePackage } from '../quiz/exports/packageValidator';

async function download(templateId: number, format: 'qti' | 'moodle' | 'gift' | 'cc' | 'scorm') {
  const admin = (await t.signIn('super@demo.test')).accessToken;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quiz/template/${templateId}/${format}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return new Uint8Array(response.rawPayload);
}

const SAMPLES = resolve(__dirname, '../../../../shared/formats/samples');
const sample = (name: string) =>
  new Uint8Array(readFileSync(join(SAMPLES, 'lms', 'instructure-qti', 'items_2.2', name)));

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

const hintOf = (token: string, itemId: number, index: number) =>
  call(t.app, { method: 'POST', url: TAKE_PATHS.hint(token, itemId), payload: { index } });

describe('QTI 2.2 items with a hint or a solution button', () => {
  let quiz: Quiz;

  test('come in exactly: the button is the question’s hint, showing what the item shows', async () => {
    const { content, templates } = await play.upload(
      'hints.zip',
      itemsPackage({
        'hint.xml': sample('hint.xml'),
        'solution.xml': sample('Example03-feedbackBlock-solution.xml'),
      }),
    );
    expect(content.report.lines.map((l) => [l.item, l.status, l.notes])).toEqual([
      ['Who is the President of Mexico?', 'imported', []],
      // Its MathML comes in as the equation an author would write (ADR 390); the report reads it (ADR 394).
      ['Find the value of e² to 3 decimal places.', 'imported', []],
    ]);
    quiz = await play.teacherQuiz(templates[0]!);
    const president = titled(quiz, 'Who is the President of Mexico?');
    // The hint's feedback, which leaves the score alone: the item scores the answer given after it.
    expect(president.hints).toEqual([
      { text: '<p>Tony lives in the United Kingdom and George lives in Washington.</p>', penalty: 0 },
    ]);
    const value = quiz.activities[0]!.items.find((i) => i.questionType === 'numeric')!;
    // The solution's feedback block; the item gives 0 points once it was seen ("your score … will be 0").
    expect(value.hints).toHaveLength(1);
    expect(value.hints![0]).toMatchObject({ penalty: 1, solution: true });
    expect(value.hints![0]!.text).toContain('7.389');
  });

  test('Preview as a student shows a hint when asked and scores with the hints it showed', async () => {
    const headers = bearer((await t.signIn('super@demo.test')).accessToken);
    const president = titled(quiz, 'Who is the President of Mexico?');
    const value = quiz.activities[0]!.items.find((i) => i.questionType === 'numeric')!;
    const fox = president.textOptions.find((o) => o.text === 'Vicente Fox')!.id;
    const started = await call(t.app, { method: 'POST', url: PREVIEW_PATHS.start('user', quiz.id), headers });
    expect(started.status).toBe(200);
    const version = started.body.content.version as number;
    expect(JSON.stringify(started.body.content)).not.toContain('7.389');
    const solution = await call(t.app, {
      method: 'POST',
      url: PREVIEW_PATHS.hint('user', quiz.id, value.id),
      headers,
      payload: { version, index: 0 },
    });
    expect(solution.status).toBe(200);
    expect(solution.body.content.text).toContain('7.389');

    const submit = (hintsUsed: { itemId: number; count: number }[]) =>
      call(t.app, {
        method: 'POST',
        url: PREVIEW_PATHS.submit('user', quiz.id),
        headers,
        payload: {
          version,
          answers: [{ itemId: president.id, optionIds: [fox] }],
          responses: [{ itemId: value.id, response: '7.389' }],
          hintsUsed,
        },
      });
    // Both right with no hint shown: full marks; with the solution shown, that question earns nothing.
    const presidentPoints = president.points ?? 1;
    expect((await submit([])).body.content.score).toBe(presidentPoints + (value.points ?? 1));
    const withSolution = await submit([{ itemId: value.id, count: 1 }]);
    expect(withSolution.status).toBe(200);
    expect(withSolution.body.content.score).toBe(presidentPoints);
    // More hints than the question has count as all of them, never more.
    expect((await submit([{ itemId: value.id, count: 100 }])).body.content.score).toBe(presidentPoints);
  });

  test('a student sees a hint only after asking for it, and the solution costs the question', async () => {
    const student = take(t);
    const quizzes = questionTypeQuizzes(t);
    const president = titled(quiz, 'Who is the President of Mexico?');
    const value = quiz.activities[0]!.items.find((i) => i.questionType === 'numeric')!;
    const fox = president.textOptions.find((o) => o.text === 'Vicente Fox')!.id;

    const link = await assign(t, quiz.id, 'ana@school.test');
    const started = await student.start(link.token);
    expect(started.status).toBe(200);
    const before = await student.sessionText(link.token);
    // The buttons are there, the texts are not.
    expect(before).not.toContain('Tony lives');
    expect(before).not.toContain('7.389');
    const shownItems = started.body.content.activities[0].items;
    expect(shownItems.find((i: { id: number }) => i.id === president.id).hints).toEqual({
      count: 1,
      solution: false,
      penalties: [0],
    });
    expect(shownItems.find((i: { id: number }) => i.id === value.id).hints).toEqual({
      count: 1,
      solution: true,
      penalties: [1],
    });

    // A later hint than the next is refused; the next one is answered and recorded.
    expect((await hintOf(link.token, president.id, 1)).status).toBe(400);
    // Asked twice at once (a double tap), the hint is answered to both and counted once.
    const [hint, twice] = await Promise.all([
      hintOf(link.token, president.id, 0),
      hintOf(link.token, president.id, 0),
    ]);
    expect(hint.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(twice.body.content.used).toBe(1);
    expect(hint.body.content).toEqual({
      text: '<p>Tony lives in the United Kingdom and George lives in Washington.</p>',
      used: 1,
    });
    // Asked again (a page that lost the answer), it is the same hint, counted once.
    expect((await hintOf(link.token, president.id, 0)).body.content.used).toBe(1);
    const solution = await hintOf(link.token, value.id, 0);
    expect(solution.body.content.text).toContain('7.389');
    // Read again, the page shows what was asked for.
    const after = await student.session(link.token);
    const afterItems = after.body.content.activities[0].items;
    expect(afterItems.find((i: { id: number }) => i.id === president.id).shownHints).toEqual([
      '<p>Tony lives in the United Kingdom and George lives in Washington.</p>',
    ]);

    expect((await student.answer(link.token, president.id, [fox])).status).toBe(200);
    expect((await quizzes.respond(link.token, value.id, { response: '7.389' })).status).toBe(200);
    const submitted = await student.submit(link.token);
    expect(submitted.status).toBe(200);
    const review = submitted.body.content.review;
    // The free hint leaves full marks; the solution seen takes the whole question.
    expect(review[String(president.id)]).toMatchObject({ earned: 1, correct: true, hintsUsed: 1 });
    expect(review[String(value.id)]).toMatchObject({ earned: 0, correct: false, hintsUsed: 1 });
    expect(submitted.body.content.score).toBe(1);
    // After the submit no more hints are given.
    expect((await hintOf(link.token, president.id, 0)).status).toBe(409);
    // The teacher's detail of the student says which questions' hints were used, and what they cost.
    const admin = (await t.signIn('super@demo.test')).accessToken;
    const detail = await call(t.app, { url: RESULTS_PATHS.studentResult(link.id), headers: bearer(admin) });
    expect(detail.status).toBe(200);
    const answers = detail.body.content.questions as { title: string; hintsUsed?: number; points?: number }[];
    expect(answers.find((a) => a.title === president.title)).toMatchObject({ hintsUsed: 1, points: 1 });
    expect(answers.find((a) => a.title === value.title)).toMatchObject({ hintsUsed: 1, points: 0 });
  });

  test('written to QTI 2.1 as end-attempt buttons with their feedback and penalty, and read back the same', async () => {
    const { templates } = await play.upload(
      'hints.zip',
      itemsPackage({
        'hint.xml': sample('hint.xml'),
        'solution.xml': sample('Example03-feedbackBlock-solution.xml'),
      }),
    );
    const bytes = await download(templates[0]!.id, 'qti');
    const validation = await validatePackage(bytes, 'qti21');
    expect(validation.valid, validation.output).toBe(true);
    const again = await play.upload('again.zip', bytes);
    expect(again.content.report.lines.map((l) => [l.status, l.notes])).toEqual([
      ['imported', []],
      ['imported', []],
    ]);
    const hintsOf = (q: Quiz) => q.activities.flatMap((a) => a.items).map((i) => i.hints);
    expect(hintsOf(again.templates[0]!)).toEqual(hintsOf(templates[0]!));
  });

  test('a student who asks for nothing is scored as before', async () => {
    const student = take(t);
    const quizzes = questionTypeQuizzes(t);
    const value = quiz.activities[0]!.items.find((i) => i.questionType === 'numeric')!;
    const link = await assign(t, quiz.id, 'bo@school.test');
    await student.start(link.token);
    await quizzes.respond(link.token, value.id, { response: '7.389' });
    const submitted = await student.submit(link.token);
    expect(submitted.body.content.review[String(value.id)]).toMatchObject({ earned: 10, correct: true });
    expect(submitted.body.content.review[String(value.id)].hintsUsed).toBeUndefined();
  });
});

const MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>ATP</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which organelle makes ATP?</p>]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>2</defaultgrade>
    <penalty>0.25</penalty>
    <hidden>0</hidden>
    <single>true</single>
    <shuffleanswers>false</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <answer fraction="100" format="html"><text>Mitochondrion</text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="0" format="html"><text>Nucleus</text><feedback format="html"><text></text></feedback></answer>
    <hint format="html"><text><![CDATA[<p>Think of the <strong>powerhouse</strong> of the cell.</p>]]></text></hint>
    <hint format="html"><text>It has its own DNA.</text></hint>
  </question>
</quiz>`;

describe('Moodle XML hints', () => {
  test('each <hint> is a hint costing the question’s <penalty>, written back the same way and read again', async () => {
    const { content, templates } = await play.upload('atp.xml', MOODLE);
    expect(content.report.lines.map((l) => [l.status, l.notes])).toEqual([['imported', []]]);
    const item = templates[0]!.activities[0]!.items[0]!;
    expect(item.hints).toEqual([
      { text: '<p>Think of the <strong>powerhouse</strong> of the cell.</p>', penalty: 0.25 },
      { text: '<p>It has its own DNA.</p>', penalty: 0.25 },
    ]);
    const xml = strFromU8(await download(templates[0]!.id, 'moodle'));
    expect(xml).toContain('<penalty>0.25</penalty>');
    expect(xml.match(/<hint format="html">/g)).toHaveLength(2);
    const again = await play.upload('again.xml', xml);
    expect(again.templates[0]!.activities[0]!.items[0]!.hints).toEqual(item.hints);
    // Through QTI 2.1 too: a share of the points is written as SCORE less that share, and read back as it.
    const qti = await play.upload('atp.zip', await download(templates[0]!.id, 'qti'));
    expect(qti.templates[0]!.activities[0]!.items[0]!.hints).toEqual(item.hints);
  });

  test('GIFT, Common Cartridge and SCORM cannot carry hints: the loss is said in the download', async () => {
    const { templates } = await play.upload('atp.xml', MOODLE);
    const gift = strFromU8(await download(templates[0]!.id, 'gift'));
    expect(gift).toContain('its 2 hints are not written: the format has no place for hints');
    // Common Cartridge and SCORM list it in their notes file, as their other losses.
    for (const format of ['cc', 'scorm'] as const) {
      const notes = strFromU8(unzipSync(await download(templates[0]!.id, format))['export-notes.txt']!);
      expect(notes, format).toContain(
        '"Which organelle makes ATP?": its 2 hints are not written: the format has no place for hints',
      );
    }
  });
});
