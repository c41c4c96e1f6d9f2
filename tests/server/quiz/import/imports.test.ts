import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate, zipSync } from 'fflate';
import { seedContent } from '../../../../server/seed/content';
import { bearer, createTestApp, type TestApp } from '../../testApp';
import { SAMPLES_DIR } from '../exports/packageValidator';

let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db, { storageDir: t.config.storageDir });
  superToken = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

const URL = '/api/admin/quiz/template/from_package/qti';

function multipart(files: { name: string; bytes: Uint8Array }[]) {
  const boundary = '----quiz-import-test';
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/zip\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(files: { name: string; bytes: Uint8Array }[], token = superToken) {
  const body = multipart(files);
  const response = await t.app.inject({
    method: 'POST',
    url: URL,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return { status: response.statusCode, content: response.json().content };
}

const templateCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'template')
        .executeTakeFirstOrThrow()
    ).n,
  );

async function storedQuestions(quizId: number) {
  const items = await t.db
    .selectFrom('quiz_items')
    .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
    .select([
      'quiz_items.id',
      'quiz_items.title',
      'quiz_items.is_multiple',
      'quiz_items.right_answer',
      'quiz_items.question_type',
      'quiz_items.definition',
    ])
    .where('quiz_activities.quiz_id', '=', quizId)
    .orderBy('quiz_activities.sort_index')
    .orderBy('quiz_items.sort_index')
    .execute();
  return Promise.all(
    items.map(async (item) => {
      const options = await t.db
        .selectFrom('quiz_item_options')
        .select(['id', 'text'])
        .where('item_id', '=', item.id)
        .orderBy('sort_index')
        .execute();
      return {
        title: item.title,
        multiple: item.is_multiple,
        options: options.map((o) => o.text),
        right: options.filter((o) => item.right_answer.includes(o.id)).map((o) => o.text),
        // A question of another type than choice (ADR 204): its type and definition.
        ...(item.question_type !== 'choice' ? { type: item.question_type, definition: item.definition } : {}),
      };
    }),
  );
}

const sample = (name: string) => ({
  name: name.replace(/\.imscc$/, '.zip'),
  bytes: new Uint8Array(readFileSync(join(SAMPLES_DIR, name))),
});

describe('importing the sample packages', () => {
  test('every sample package imports with its choice questions with right answers, and its other types defined', async () => {
    for (const name of readdirSync(SAMPLES_DIR)) {
      const result = await upload([sample(name)]);
      expect(result.status, `${name}: ${JSON.stringify(result.content)}`).toBe(200);
      expect(result.content.message).toBe('Uploaded files successfully processed');
      expect(result.content.created.length, name).toBeGreaterThan(0);
      for (const quiz of result.content.created) {
        const questions = await storedQuestions(quiz.id);
        // A text block is an item but not a question (ADR 260).
        expect(questions.filter((q) => !('type' in q) || q.type !== 'textBlock').length).toBe(quiz.questions);
        for (const question of questions) {
          if ('type' in question) {
            expect(question.options, `${name}: ${question.title}`).toEqual([]);
            expect(question.definition, `${name}: ${question.title}`).toBeTypeOf('object');
            continue;
          }
          expect(question.options.length, `${name}: ${question.title}`).toBeGreaterThan(1);
          expect(question.right.length, `${name}: ${question.title}`).toBeGreaterThan(0);
        }
      }
    }
  });

  test("Canvas's QTI 1.2 export keeps its questions, options and right answers, its true/false and its essay", async () => {
    const result = await upload([sample('canvas_qti_1.2_export.zip')]);
    expect(result.content.created).toEqual([expect.objectContaining({ title: 'WIJsfijdi', questions: 4 })]);
    expect(await storedQuestions(result.content.created[0].id)).toEqual([
      {
        title: 'afsdf',
        multiple: false,
        options: [],
        right: [],
        type: 'trueFalse',
        definition: { answer: true },
      },
      { title: 'sdfsdfs', multiple: false, options: ['True', 'Sss', 'False'], right: ['True'] },
      { title: 'sdfsdfgs', multiple: true, options: ['ssdsd', 'asdsad', 'ddsd'], right: ['ssdsd', 'asdsad'] },
      { title: 'dsfsdfsdf', multiple: false, options: [], right: [], type: 'essay', definition: {} },
    ]);
    expect(result.content.skipped).toEqual([]);
  });

  test('the IMS QTI 2.1 entry test keeps single and multiple choice, its true/false, text entry and essay', async () => {
    const result = await upload([sample('ims_qti_2.1_VE_TP_06.zip')]);
    const questions = await storedQuestions(result.content.created[0].id);
    expect(questions.map((q) => ('type' in q ? q.type : q.multiple))).toEqual([
      'trueFalse',
      false,
      true,
      'shortAnswer',
      'essay',
    ]);
    expect(questions[0]).toMatchObject({ definition: { answer: true } });
    expect(questions[2]!.right).toHaveLength(3);
    expect(result.content.skipped).toEqual([]);
  });

  test('the generic QTI 1.2 package takes the right answer from the condition that gives points', async () => {
    const result = await upload([sample('instructure_test_qti_1.2.zip')]);
    const [first, second, third] = await storedQuestions(result.content.created[0].id);
    expect(first).toMatchObject({ type: 'trueFalse', definition: { answer: false } });
    expect(second!.right).toEqual(['At least 3 hours']);
    expect(third!.multiple).toBe(true);
    expect(third!.right).toHaveLength(4);
  });
});

describe('the other sample packages, question by question (read from the packages)', () => {
  const typesOf = (skipped: { item: string; type: string }[]) => skipped.map((s) => [s.item, s.type]);

  test("Canvas's common cartridge: its full quiz and its question bank, every one of their 24 items in the report", async () => {
    const result = await upload([sample('canvas_cartridge.imscc')]);
    expect(result.status).toBe(200);
    // Canvas's own QTI under non_cc_assessments/ is read in place of the CC profile's copy (5 of the 12 items),
    // and its question bank becomes a question bank of the console (ADR 259), with a warning.
    expect(result.content.created).toEqual([
      expect.objectContaining({ title: 'Every Canvas Interaction', questions: 11 }),
    ]);
    expect(result.content.warnings).toEqual([
      expect.stringContaining('The question bank "Every Canvas Interaction" is imported as a question bank'),
    ]);
    const stored = await storedQuestions(result.content.created[0].id);
    expect(stored.map((q) => [q.title.slice(0, 11), 'type' in q ? q.type : 'choice'])).toEqual([
      ['Question 1,', 'choice'],
      ['Question 2,', 'trueFalse'],
      ['Question 3,', 'shortAnswer'],
      ['Question 4,', 'fillInBlanks'],
      ['Question 5,', 'choice'],
      ['Question 6,', 'fillInBlanks'],
      ['Question 7,', 'matching'],
      ['Question 8,', 'numeric'],
      // Question 9, calculated: drawn for each student (ADR 291).
      ['Formula, An', 'calculated'],
      ['Question 10', 'essay'],
      // Question 11, file upload: answered by sending a file (ADR 294).
      ['Question 11', 'fileUpload'],
      // Question 12, text only: a text block (ADR 260).
      ['Question 12', 'textBlock'],
    ]);
    expect(stored.filter((q) => !('type' in q))).toEqual([
      {
        title: 'Question 1, Multiple Choice, Answer is C',
        multiple: false,
        options: ['C', 'A', 'B', 'D'],
        right: ['C'],
      },
      {
        title: 'Question 5, Multiple Answers, Correct Answers: A, B, C',
        multiple: true,
        options: ['A', 'B', 'C', 'D', 'E', 'F'],
        right: ['A', 'B', 'C'],
      },
    ]);
    const report = result.content.report;
    // Its text only question (and the bank's copy) is a text block (ADR 260); its calculated question (and the
    // bank's copy) comes in exactly (ADR 291); so does its file upload (and the bank's copy, ADR 294).
    // Its matching, blanks, multiple answer and calculated questions keep their feedback (ADR 404, 406).
    expect([report.total, report.imported, report.changed, report.skipped]).toEqual([24, 24, 0, 0]);
    expect(typesOf(result.content.skipped)).toEqual([]);
    expect(JSON.stringify(result.content.skipped)).not.toContain('text_only_question');
  });

  test('the IMS QTI 2.1 entry test (Instructure copy): its 5 items, MathML options as equations, the SVG figure reported', async () => {
    const result = await upload([sample('instructure_test_qti_2.1.zip')]);
    const title = 'QTI v2.1 Entry Profile Single Test/TestPart Instance with Single Section with 5 Items';
    expect(result.content.created).toEqual([expect.objectContaining({ title, questions: 5 })]);
    const [trueFalse, fraction, statements, entry, essay] = await storedQuestions(
      result.content.created[0].id,
    );
    // The body's instruction outside the prompt is part of the question.
    expect(trueFalse).toEqual({
      title:
        '<p>Answer the following question.</p><div>Sigmund Freud and Carl Jung both belong to the psychoanalytic school of psychology.</div>',
      multiple: false,
      options: [],
      right: [],
      type: 'trueFalse',
      definition: { answer: true },
    });
    expect(entry).toMatchObject({ type: 'shortAnswer' });
    expect(essay).toMatchObject({ type: 'essay' });
    expect(fraction!.title).toContain(
      '<div>In the figure above, what fraction of the rectangle <em>ABCD</em> is shaded?</div>',
    );
    expect(fraction!.title).not.toContain('not imported');
    // Each option is a MathML fraction (<mfrac><mn>1</mn><mn>6</mn></mfrac> … 1/2), stored as the equation an
    // author would write (ADR 390); the right one is D, 1/3.
    expect(fraction).toMatchObject({
      multiple: false,
      options: [
        '\\(\\frac{1}{6}\\)',
        '\\(\\frac{1}{5}\\)',
        '\\(\\frac{1}{4}\\)',
        '\\(\\frac{1}{3}\\)',
        '\\(\\frac{1}{2}\\)',
      ],
      right: ['\\(\\frac{1}{3}\\)'],
    });
    // The same, read straight from the item's XML: every <mfrac> of two <mn>s, in order.
    const itemXml = strFromU8(
      unzipSync(sample('instructure_test_qti_2.1.zip').bytes)[
        'Items/Item_VE_IP_02/qtiv2p1_EntryTest_VE_IP_02.xml'
      ]!,
    );
    const fractions = [
      ...itemXml.matchAll(/<mfrac>\s*<mn>\s*(\d+)\s*<\/mn>\s*<mn>\s*(\d+)\s*<\/mn>\s*<\/mfrac>/g),
    ].map((m) => `\\(\\frac{${m[1]}}{${m[2]}}\\)`);
    expect(fraction!.options).toEqual(fractions);
    // The passage and its table, outside the prompt, are part of the question (sanitised rich text).
    expect(statements!.title).toContain('<table><caption>Results of the Class Vote</caption><tbody><tr>');
    expect(statements!.title).toContain("Ms. Smith's class contains 24 students.");
    expect(statements).toEqual({
      title: expect.stringMatching(/<div>Indicate which of the following statements are accurate\.<\/div>$/),
      multiple: true,
      options: [
        'The majority of students voted for Red.',
        'Twice as many students voted for Red a voted for Blue.',
        'Two percent of students voted for Yellow.',
        'Red received more votes than any other color.',
        'Twenty-five percent of students voted for Green.',
      ],
      right: [
        'The majority of students voted for Red.',
        'Twice as many students voted for Red a voted for Blue.',
        'Red received more votes than any other color.',
      ],
    });
    expect(typesOf(result.content.skipped)).toEqual([]);
    // The essay's passage shows three pictures, stored with it.
    expect(result.content.images).toEqual({
      stored: 3,
      notImported: [expect.objectContaining({ image: 'apip_VE_IP_02.svg' })],
    });
  });

  test('the QTI 2.2 feedback test: multiple answer, multiple choice with its picture, true/false, essay; the adaptive item skipped', async () => {
    const result = await upload([sample('instructure_test_qti_2.2.zip')]);
    expect(result.content.created).toEqual([
      expect.objectContaining({ title: 'Simple Feedback Test', questions: 4 }),
    ]);
    const [water, luggage, freud, essay] = await storedQuestions(result.content.created[0].id);
    expect(water).toEqual({
      title: 'Which of the following elements are used to form water?',
      multiple: true,
      options: ['Hydrogen', 'Helium', 'Carbon', 'Oxygen', 'Nitrogen', 'Chlorine'],
      right: ['Hydrogen', 'Oxygen'],
    });
    expect(luggage).toMatchObject({
      multiple: false,
      options: [
        'You must stay with your luggage at all times.',
        'Do not let someone else look after your luggage.',
        'Remember your luggage when you leave.',
      ],
      right: ['You must stay with your luggage at all times.'],
    });
    expect(luggage!.title).toMatch(
      /^<p>Look at the text in the picture.<\/p><div>What does it say\?<\/div><p><img src="\/media\/uploads\/quiz-images\/[^"]+\.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"><\/p>$/,
    );
    expect(freud).toMatchObject({ type: 'trueFalse', definition: { answer: true } });
    expect(essay).toMatchObject({ type: 'essay' });
    // The adaptive item mixes choices with inline choices and text entries: left out, named by every type it
    // holds that a question cannot (each once, in the item's order).
    expect(typesOf(result.content.skipped)).toEqual([
      ['Adaptive - choice of input type', 'inlineChoiceInteraction, textEntryInteraction'],
    ]);
    expect(result.content.images).toEqual({ stored: 1, notImported: [] });
  });

  test("QTIWorks' web developer test: its 9 items in test order, the inline-choice item as blanks", async () => {
    const result = await upload([sample('qtiworks_WebDeveloperTest1.zip')]);
    expect(result.content.created).toEqual([
      expect.objectContaining({ title: 'Web Developer Website', questions: 9 }),
    ]);
    const questions = await storedQuestions(result.content.created[0].id);
    expect(questions[0]).toEqual({
      title:
        '<p><b>Question 1</b></p><div>From what you have learned so far, what file extension is required in order to view your webpage in a web browser?<br><br></div>',
      multiple: false,
      options: ['.xml', '.php', '.html'],
      right: ['.html'],
    });
    // Question 9 (maxChoices 2): Read and Execute are right.
    expect(questions[8]).toEqual({
      title:
        '<p><b>Question 9</b></p><div>Even though your homepage is in the correct folder, you still aren\u2019t able to view it in a web browser.<br>What permissions need to be set so that your webpage can be viewed?</div>',
      multiple: true,
      options: ['Read', 'Execute', 'Write', 'Edit'],
      right: ['Read', 'Execute'],
    });
    expect(questions.map((q) => q.multiple)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(questions[7]).toMatchObject({ type: 'fillInBlanks' });
    expect(typesOf(result.content.skipped)).toEqual([]);
  });
});

describe('hostile or broken uploads are refused and store nothing', () => {
  const manifest = strToU8(
    '<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>' +
      '<resource identifier="r" type="imsqti_item_xmlv2p1" href="item.xml"><file href="item.xml"/></resource>' +
      '</resources></manifest>',
  );
  const item = strToU8(
    '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="Cells">' +
      '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse>' +
      '<value>A</value></correctResponse></responseDeclaration><itemBody><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">' +
      '<prompt>Which organelle makes ATP?</prompt><simpleChoice identifier="A">Mitochondrion</simpleChoice>' +
      '<simpleChoice identifier="B">Ribosome</simpleChoice></choiceInteraction></itemBody></assessmentItem>',
  );

  function bomb(): Uint8Array {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, data) => {
      if (error) throw error;
      chunks.push(data);
    });
    const manifestEntry = new ZipDeflate('imsmanifest.xml');
    zip.add(manifestEntry);
    manifestEntry.push(manifest, true);
    const entry = new ZipDeflate('item.xml', { level: 1 });
    zip.add(entry);
    const zeros = new Uint8Array(1024 * 1024);
    for (let i = 0; i < 120; i++) entry.push(zeros, false);
    entry.push(item, true);
    zip.end();
    return new Uint8Array(Buffer.concat(chunks));
  }

  const cases: [string, () => { name: string; bytes: Uint8Array }[], number, RegExp][] = [
    [
      'a file that is not a zip',
      () => [{ name: 'quiz.zip', bytes: strToU8('just text') }],
      400,
      /not a valid zip/,
    ],
    [
      'a file that is not named .zip',
      () => [{ name: 'quiz.tar', bytes: zipSync({ 'imsmanifest.xml': manifest }) }],
      400,
      /Only \.zip, \.imscc, \.h5p, \.xml, \.gift and \.txt files/,
    ],
    [
      'two files at once',
      () => [
        { name: 'a.zip', bytes: zipSync({ 'imsmanifest.xml': manifest, 'item.xml': item }) },
        { name: 'b.zip', bytes: zipSync({ 'imsmanifest.xml': manifest, 'item.xml': item }) },
      ],
      400,
      /exactly one file/,
    ],
    [
      'a package without a manifest',
      () => [{ name: 'q.zip', bytes: zipSync({ 'item.xml': item }) }],
      400,
      /no imsmanifest\.xml/,
    ],
    [
      'a manifest naming a missing file',
      () => [{ name: 'q.zip', bytes: zipSync({ 'imsmanifest.xml': manifest }) }],
      400,
      /missing a file .*item\.xml/,
    ],
    [
      'an entry escaping the package',
      () => [
        {
          name: 'q.zip',
          bytes: zipSync({ 'imsmanifest.xml': manifest, 'item.xml': item, '../../evil.sh': strToU8('x') }),
        },
      ],
      400,
      /outside the package/,
    ],
    [
      'more entries than allowed',
      () => [
        {
          name: 'q.zip',
          bytes: zipSync(
            Object.fromEntries([
              ['imsmanifest.xml', manifest],
              ['item.xml', item],
              ...Array.from({ length: 2001 }, (_, i) => [`f/${i}.txt`, strToU8('x')]),
            ]),
          ),
        },
      ],
      400,
      /more than 2000 files/,
    ],
    ['a zip bomb', () => [{ name: 'q.zip', bytes: bomb() }], 400, /unpacks to more than 100 MB/],
    [
      'XML with a DOCTYPE',
      () => [
        {
          name: 'q.zip',
          bytes: zipSync({
            'imsmanifest.xml': strToU8(
              '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><manifest>&x;</manifest>',
            ),
            'item.xml': item,
          }),
        },
      ],
      400,
      /DOCTYPE/,
    ],
    [
      'an upload over the size limit',
      () => [{ name: 'q.zip', bytes: new Uint8Array(21 * 1024 * 1024) }],
      413,
      /too large\. The limit is 20 MB/,
    ],
  ];

  test.each(cases)('%s', async (_label, files, status, message) => {
    const before = await templateCount();
    const result = await upload(files());
    expect(result.status).toBe(status);
    expect(result.content.message).toMatch(message);
    expect(await templateCount()).toBe(before);
  });

  test('a small valid package imports its question', async () => {
    const result = await upload([
      { name: 'cells.ZIP', bytes: zipSync({ 'imsmanifest.xml': manifest, 'item.xml': item }) },
    ]);
    expect(result.status).toBe(200);
    expect(await storedQuestions(result.content.created[0].id)).toEqual([
      {
        title: 'Which organelle makes ATP?',
        multiple: false,
        options: ['Mitochondrion', 'Ribosome'],
        right: ['Mitochondrion'],
      },
    ]);
  });

  test('characters XML does not allow (a NUL, a lone surrogate) are left out of what is stored', async () => {
    const hostile = strToU8(
      strFromU8(item)
        .replace('Which organelle makes ATP?', 'Which organelle&#x0;\u0000 makes ATP?')
        .replace('Ribosome', 'Ribo&#xD800;some'),
    );
    const result = await upload([
      { name: 'nul.zip', bytes: zipSync({ 'imsmanifest.xml': manifest, 'item.xml': hostile }) },
    ]);
    expect(result.status).toBe(200);
    expect(await storedQuestions(result.content.created[0].id)).toEqual([
      {
        title: 'Which organelle makes ATP?',
        multiple: false,
        options: ['Mitochondrion', 'Ribosome'],
        right: ['Mitochondrion'],
      },
    ]);
  });

  test('only a super admin may import', async () => {
    const token = (await t.signIn('admin@demo.test')).accessToken;
    const result = await upload(
      [{ name: 'q.zip', bytes: zipSync({ 'imsmanifest.xml': manifest, 'item.xml': item }) }],
      token,
    );
    expect(result.status).toBe(403);
  });
});
