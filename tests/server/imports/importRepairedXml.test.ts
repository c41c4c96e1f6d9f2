/**
 * Files that are almost XML (ADR 285), uploaded through the import route: IMS's blanks examples leave a tag open
 * and its audio and video item writes `<video controls>`. They are read as a recovering parser reads them, each of
 * their questions says so, and the limits of any other document still hold. What even a recovering parser cannot
 * read is refused with the first fault, and nothing is stored.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createTestApp, type TestApp } from '../testApp';
import { uploadFile } from '../quiz/import/importUpload';
import { importedQuizPlay, titled } from './importedQuizPlay';
import { itemsPackage } from './samplePackages';

const LMS = resolve(__dirname, '../../../../shared/formats/samples/lms/instructure-qti');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(LMS, ...path)));
const text = (...path: string[]) => new TextDecoder().decode(sample(...path));

const REPAIRED_FIB =
  "The file fib.xml is not well-formed XML (Expected closing tag 'resprocessing' (opened in line 33, col 3) " +
  "instead of closing tag 'item', line 45): it was read as a browser would read it. Check this question against " +
  'the source.';

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

const quizCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a file that leaves a tag open', () => {
  test("IMS's blanks example comes in as a fill-in-the-blank of its three typed gaps, and says it was repaired", async () => {
    const { content, templates } = await play.upload('fib.xml', sample('items_1.2', 'fib.xml'));
    expect(content.report.lines).toEqual([
      expect.objectContaining({
        status: 'changed',
        type: 'fill in the blanks',
        notes: [REPAIRED_FIB],
      }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = titled(quiz, 'Fill-in-the blanks in this text from Richard III');
    expect(question.title).toBe(
      'Fill-in-the blanks in this text from Richard III: Now is the _____ of our discontent made glorious _____ ' +
        'by these sons of _____',
    );
    expect(question.definition).toMatchObject({
      scoring: 'allOrNothing',
      gaps: [
        { kind: 'typed', answers: [{ text: 'Winter' }], caseSensitive: true },
        { kind: 'typed', answers: [{ text: 'Summer' }], caseSensitive: true },
        { kind: 'typed', answers: [{ text: 'York' }], caseSensitive: true },
      ],
    });
    const blanks = (...answers: string[]) => answers.map((answer, i) => ({ gap: `gap-${i + 1}`, answer }));
    const right = await play.takeQuiz(
      quiz,
      'ada@school.test',
      new Map([[question.title, blanks('Winter', 'Summer', 'York')]]),
    );
    expect(right.outcome.review![String(question.id)]).toMatchObject({ correct: true });
    // The source compares with case="Yes": "winter" is not its answer, and its points need every gap right.
    const cased = await play.takeQuiz(
      quiz,
      'bob@school.test',
      new Map([[question.title, blanks('winter', 'Summer', 'York')]]),
    );
    expect(cased.outcome.review![String(question.id)]).toMatchObject({ correct: false });
    expect((cased.outcome.review![String(question.id)] as { earned: number }).earned).toBe(0);
  });

  test("IMS's media item with `<video controls>` is read, and its report line says what it lacks, not that it is not XML", async () => {
    const admin = (await t.signIn('super@demo.test')).accessToken;
    // A loose QTI 2.2 item goes up in a package of its own, as a teacher zips it.
    const { status, content } = await uploadFile(
      t,
      admin,
      'audio-video.zip',
      itemsPackage({ 'audio-video.xml': sample('items_2.2', 'audio-video.xml') }),
    );
    expect(status).toBe(400);
    expect(content.message).toBe('The package holds no questions the console can import.');
    expect(content.report.lines).toEqual([
      expect.objectContaining({
        item: 'Favorite Color',
        status: 'skipped',
        notes: ['No option is marked right or gives points.'],
      }),
    ]);
  });
});

describe('what a repaired file still may not do', () => {
  test('a file not even a recovering parser reads (two root elements) is refused with its first fault; nothing is stored', async () => {
    const admin = (await t.signIn('super@demo.test')).accessToken;
    const before = await quizCount();
    const broken = text('items_1.2', 'fib.xml').replace('</questestinterop>', '</questestinterop><extra>');
    expect(await uploadFile(t, admin, 'fib.xml', broken)).toMatchObject({
      status: 400,
      content: {
        message:
          "The file fib.xml is not well-formed XML: Expected closing tag 'resprocessing' (opened in line 33, " +
          "col 3) instead of closing tag 'item' (line 45).",
      },
    });
    expect(await quizCount()).toBe(before);
  });

  test('a DOCTYPE declaring an entity, a reserved name and nesting past the limit are refused as in any file', async () => {
    const admin = (await t.signIn('super@demo.test')).accessToken;
    const before = await quizCount();
    const fib = text('items_1.2', 'fib.xml');
    const refused = async (name: string, xml: string) =>
      (await uploadFile(t, admin, name, xml)).content.message;
    expect(
      await refused(
        'evil.xml',
        fib.replace('<questestinterop', '<!DOCTYPE q [<!ENTITY x "y">]><questestinterop'),
      ),
    ).toBe('XML with a DOCTYPE or entity declarations is not accepted: evil.xml');
    expect(await refused('proto.xml', fib.replace('<item ', '<item constructor="x" '))).toBe(
      'The file proto.xml uses the reserved name "constructor" for an element or attribute.',
    );
    // 150 elements opened and never closed: the repair closes them, and the depth limit still counts them.
    expect(
      await refused(
        'deep.xml',
        fib.replace('<mattext>Now is the', `${'<flow>'.repeat(150)}<mattext>Now is the`),
      ),
    ).toBe('The file deep.xml nests elements more than 100 levels deep.');
    expect(await quizCount()).toBe(before);
  });
});
