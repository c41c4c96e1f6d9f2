/**
 * Items the import used to skip, read from the real samples under ../shared/formats/samples through the import
 * route (ADR 213): the IMS ordering examples whose DOCTYPE only describes elements, QTI 2 hot text (ADR 295), a
 * hotspot whose picture's size only the picture file tells, hint and solution buttons left out of the question they sit beside, and
 * numbers compared rounded. What still cannot come in is named with its reason.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { createTestApp, type TestApp } from '../testApp';
import { uploadFile } from '../quiz/import/importUpload';
import { importedQuizPlay, titled, type ImportedItem as Item } from './importedQuizPlay';
import { itemsPackage, folderPackage } from './samplePackages';

const SAMPLES = resolve(__dirname, '../../../../shared/formats/samples');
const LMS = join(SAMPLES, 'lms', 'instructure-qti');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(LMS, ...path)));

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

describe('QTI 1.2 with a DOCTYPE', () => {
  test("IMS's ordering example, whose DOCTYPE only describes an element, comes in as an ordering question", async () => {
    const { content, templates } = await play.upload('ordering.xml', sample('items_1.2', 'ordering.xml'));
    // Its feedback on the right order is the question's feedback on a right answer (ADR 404, 407).
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'ordering', notes: [] }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const order = titled(quiz, 'What is the correct order for the days of the week');
    expect(order.outcomeFeedback).toEqual({ right: 'Yes, the correct order.' });
    expect((order.definition as { items: { text: string }[] }).items.map((i) => i.text)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });

  test('a DOCTYPE subset that declares or refers to an entity is still refused, and nothing is stored', async () => {
    const admin = (await t.signIn('super@demo.test')).accessToken;
    const xml = new TextDecoder().decode(sample('items_1.2', 'ordering.xml'));
    for (const declared of ['<!ENTITY day "Monday">', '<!ENTITY % p SYSTEM "http://127.0.0.1:9/x">%p;'])
      expect(
        await uploadFile(
          t,
          admin,
          'evil.xml',
          xml.replace('<!ELEMENT ims_render_object', `${declared}<!ELEMENT ims_render_object`),
        ),
      ).toMatchObject({
        status: 400,
        content: { message: 'XML with a DOCTYPE or entity declarations is not accepted: evil.xml' },
      });
  });
});

describe('QTI 2.2 items the console reads another way', () => {
  test('hot text is a hot text question of its marked words; a hint or solution button is a hint of the question', async () => {
    const { content, templates } = await play.upload(
      'reference.zip',
      itemsPackage({
        'hottext.xml': sample('items_2.2', 'hottext.xml'),
        'hint.xml': sample('items_2.2', 'hint.xml'),
        'solution.xml': sample('items_2.2', 'Example03-feedbackBlock-solution.xml'),
        'template.xml': sample('items_2.2', 'template.xml'),
      }),
    );
    expect(content.report.lines.map((l) => [l.type, l.status, l.notes])).toEqual([
      ['hot text', 'imported', []],
      // Its hint and solution buttons are the question's hints (ADR 293): questionHints.test.ts reads them through.
      ['single answer', 'imported', []],
      ['numeric', 'imported', []],
      // Its random variables are drawn into versions (ADR 280, 309): importTemplateVersions.test.ts takes them.
      [
        'numeric',
        'imported',
        [
          expect.stringMatching(
            /^Its values are drawn for each student from random variables: each student gets one of/,
          ),
        ],
      ],
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const [hottext, hint, solution] = quiz.activities[0]!.items as [Item, Item, Item];
    // The rubric the candidate reads is the question; the passage and its words to pick are the hot text's.
    expect(hottext.title).toContain('Select the error in the following passage of text');
    expect(hottext).toMatchObject({ questionType: 'hotText', textOptions: [] });
    expect(hottext.definition).toMatchObject({
      passage: expect.stringContaining('Sponsors of the Olympic Games [who bought] advertising time'),
      maxChoices: 1,
    });
    // Rounded to 3 decimal places, as the item's equalRounded compares: half a thousandth either way of 7.389.
    expect(hint).toMatchObject({ title: 'Who is the President of Mexico?', isMultiple: false });
    // Its MathML (whose TeX annotation \\e is no command) is the equation written from its elements (ADR 390).
    expect(solution.title).toContain('Find the value of \\(e^{2}\\) to 3 decimal places.');
    expect(solution).toMatchObject({
      questionType: 'numeric',
      // Its feedback on a right and on a wrong answer: the right answer's, and any other number's (ADR 395).
      definition: {
        answers: [
          { match: { kind: 'tolerance', value: 7.389, tolerance: 0.0005 }, feedback: 'Correct' },
          { fraction: 0, feedback: 'No, that is not the correct answer' },
        ],
      },
    });
    const taken = await play.takeQuiz(quiz, 'cy@school.test', new Map([[solution.title, '7.3891']]));
    expect(taken.outcome.review![String(solution.id)]).toMatchObject({ correct: true });
  });

  test("a hotspot whose picture's size only the picture file tells: its regions placed in per cent of it", async () => {
    const { content, templates } = await play.upload(
      'interactionmix_saxony_v3.zip',
      folderPackage(join(LMS, 'tests', 'interactionmix_saxony_v3')),
    );
    const line = content.report.lines.find((l) => l.type === 'hotspot');
    expect(line).toMatchObject({ status: 'imported' });
    // Its hot text, the three wrong facts to find, comes in as a hot text question (ADR 295).
    expect(content.report.lines.filter((l) => l.status === 'skipped')).toEqual([]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const hotspot = quiz.activities.flatMap((a) => a.items).find((i) => i.questionType === 'hotspot')!;
    // The JPEG is 400 × 320: the right circle at (239, 129), radius 12 pixels.
    expect(hotspot.definition).toMatchObject({
      regions: [
        expect.objectContaining({ shape: 'ellipse', x: 0.5975, y: 0.4031, radiusX: 0.03, radiusY: 0.0375 }),
      ],
    });
  });
});

describe('what the import follows and maps since ADR 277', () => {
  const includingPackage = (files: Record<string, Uint8Array | string>) =>
    zipSync({
      'imsmanifest.xml': strToU8(
        '<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>' +
          '<resource identifier="r" type="imsqti_item_xmlv2p2" href="item.xml"><file href="item.xml"/>' +
          '</resource></resources></manifest>',
      ),
      ...Object.fromEntries(
        Object.entries(files).map(([path, bytes]) => [
          path,
          typeof bytes === 'string' ? strToU8(bytes) : bytes,
        ]),
      ),
    });
  const item = (body: string) =>
    '<?xml version="1.0"?><assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" ' +
    'xmlns:xi="http://www.w3.org/2001/XInclude" identifier="i" title="Included" adaptive="false" ' +
    'timeDependent="false"><responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">' +
    `<correctResponse><value>A</value></correctResponse></responseDeclaration><itemBody>${body}</itemBody>` +
    '</assessmentItem>';

  test("an item whose hot text is in a file it includes (IMS's set items) comes in with that file's words to pick", async () => {
    const { content, templates } = await play.upload(
      'set.zip',
      includingPackage({
        'item.xml': sample('tests', 'tests', 'rtest01-set02.xml'),
        'rtest01-fragment.xml': sample('tests', 'tests', 'rtest01-fragment.xml'),
      }),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'hot text', notes: [] }),
    ]);
    const [question] = (await play.teacherQuiz(templates[0]!)).activities[0]!.items as [Item];
    expect(question.title).toContain('Read the passage and then select the <em>first verb</em>.');
    const { spans } = question.definition as { spans: { text: string; right: boolean }[] };
    expect(spans.map((s) => s.text)).toEqual(['quick', 'brown', 'fox', 'jumped', 'lazy', 'dog']);
    expect(spans.filter((s) => s.right).map((s) => s.text)).toEqual(['jumped']);
  });

  test('an include the package does not hold, or in a cycle, leaves the item skipped with its reason', async () => {
    const admin = (await t.signIn('super@demo.test')).accessToken;
    const refused = await uploadFile(
      t,
      admin,
      'cycle.zip',
      includingPackage({
        'item.xml': item('<p>Pick one.</p><xi:include href="missing.xml"/><xi:include href="item.xml"/>'),
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      content: {
        message: 'The package holds no questions the console can import.',
        report: {
          lines: [
            expect.objectContaining({
              status: 'skipped',
              notes: [
                'Its question is in another file it includes (XInclude) that the package does not hold, or that ' +
                  'includes itself; the item alone asks nothing.',
              ],
            }),
          ],
        },
      },
    });
  });

  test('an include that leaves the package refuses the upload, and nothing is stored', async () => {
    const admin = (await t.signIn('super@demo.test')).accessToken;
    const before = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(
      await uploadFile(
        t,
        admin,
        'escape.zip',
        includingPackage({ 'item.xml': item('<xi:include href="../../etc/passwd" parse="text"/>') }),
      ),
    ).toMatchObject({
      status: 400,
      content: { message: 'The package contains a path outside the package: ../../etc/passwd' },
    });
    const after = await t.db
      .selectFrom('quizzes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  test('includes that multiply one small file (a file included 100 times, each including it again) meet the XML budget', async () => {
    const admin = (await t.signIn('super@demo.test')).accessToken;
    const hundred = (href: string) => `<xi:include href="${href}"/>`.repeat(100);
    const result = await uploadFile(
      t,
      admin,
      'amplified.zip',
      includingPackage({
        'item.xml': item(hundred('a.xml')),
        'a.xml': `<div xmlns:xi="http://www.w3.org/2001/XInclude">${hundred('b.xml')}</div>`,
        'b.xml': `<div xmlns:xi="http://www.w3.org/2001/XInclude">${hundred('c.xml')}</div>`,
        'c.xml': `<p>${'x'.repeat(1000)}</p>`,
      }),
    );
    expect(result).toMatchObject({
      status: 400,
      content: { message: 'The package has more than 10 MB of XML to read.' },
    });
  });

  test("IMS's slider is the numeric question it scores as, answered on the same slider: carried exactly (ADR 297)", async () => {
    const { content, templates } = await play.upload(
      'slider.zip',
      itemsPackage({ 'slider.xml': sample('items_2.2', 'slider.xml') }),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({ status: 'imported', type: 'numeric', notes: [] }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const [question] = quiz.activities[0]!.items as [Item];
    expect(question.title).toContain('what percentage of the UK population');
    const shares = (
      question.definition as { answers: { match: { value: number }; fraction: number }[] }
    ).answers
      .map((answer) => [answer.match.value, answer.fraction])
      .sort(([a], [b]) => a! - b!);
    expect(shares).toEqual([
      [12, 0.5],
      [13, 0.5],
      [14, 1],
      [15, 1],
      [16, 1],
      [17, 1],
      [18, 1],
      [19, 0.5],
      [20, 0.5],
    ]);
    expect((question.definition as { slider: unknown }).slider).toEqual({
      lowerBound: 0,
      upperBound: 100,
      step: 1,
    });
    const near = await play.takeQuiz(quiz, 'eve@school.test', new Map([[question.title, '19']]));
    // The student is shown the slider's bounds and step, and no answer.
    expect(near.shown).toContain('"sliderLowerBound":0,"sliderUpperBound":100,"sliderStep":1');
    expect(near.shown).not.toMatch(/"answers"|mapKey/);
    expect(near.outcome.review![String(question.id)]).toMatchObject({ correct: false, earned: 0.5 });
    const right = await play.takeQuiz(quiz, 'fay@school.test', new Map([[question.title, '15']]));
    expect(right.outcome.review![String(question.id)]).toMatchObject({ correct: true });
  });

  test("Canvas's categorization is a matching of its answers to their groups; answers in no group are named", async () => {
    const { content, templates } = await play.upload(
      'categorization.xml',
      sample('items_1.2', 'categorization.xml'),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({
        status: 'changed',
        type: 'matching',
        notes: [
          'It sorted answers into groups: each answer is a prompt matched with its group, and each one placed ' +
            'right earns its share of the points (Canvas gave points per whole group).',
          '"Distractor2", "Distractor1" belonged to no group; they are left out.',
        ],
      }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = titled(quiz, 'Hello there');
    const { pairs } = question.definition as { pairs: { prompt: string; answer: string }[] };
    expect(pairs.map((pair) => [pair.prompt, pair.answer])).toEqual([
      ['A1', 'Category_A'],
      ['A2', 'Category_A'],
      ['B1', 'Category_B'],
      ['B2', 'Category_B'],
    ]);
    // Three of the four placed right: three quarters of its point.
    const taken = await play.takeQuiz(
      quiz,
      'dee@school.test',
      new Map([
        [
          question.title,
          [
            { prompt: 'A1', answer: 'Category_A' },
            { prompt: 'A2', answer: 'Category_B' },
            { prompt: 'B1', answer: 'Category_B' },
            { prompt: 'B2', answer: 'Category_B' },
          ],
        ],
      ]),
    );
    expect(taken.outcome.review![String(question.id)]).toMatchObject({ earned: 0.75, max: 1 });
  });
});
