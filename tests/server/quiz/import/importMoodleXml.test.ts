/**
 * Moodle XML import (ADR 152). The document below is written for these tests and reproduces the structures of
 * Moodle's own fixtures (question/format/xml/tests/fixtures in moodle/moodle): category pseudo-questions with
 * `$course$/…` paths and nested categories (nested_categories_with_questions.xml), a multichoice question with
 * HTML question text in CDATA, an embedded `<file encoding="base64">` shown as `@@PLUGINFILE@@/name`, images and
 * feedback inside answers (multichoice.xml), a truefalse question with an embedded image in its text and another
 * in its general feedback (truefalse.xml), and an essay between questions.
 */
import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8 } from 'fflate';
import { readXmlDocument } from '../../../../server/imports/packageReader';
import { readQtiUpload } from '../../../../server/imports/readQtiUpload';
import { DRAFT_NOTES } from '../../../../server/imports/questionDraft';
import { REPAIR_NOTES } from '../../../../server/imports/repairForEditor';
import { samplePng } from '../../../../server/seed/documents';
import { createTestApp, type TestApp } from '../../testApp';
import { expectReportAddsUp, storedQuiz, uploadFile } from './importUpload';

const png = new Uint8Array(samplePng(4, 4));
const base64 = Buffer.from(png).toString('base64');

const category = (path: string) => `
  <question type="category">
    <category><text>${path}</text></category>
    <info format="moodle_auto_format"><text>Category for tests</text></info>
  </question>`;

const answer = (fraction: number, text: string, feedback = '', format = 'html') => `
    <answer fraction="${fraction}" format="${format}">
      <text><![CDATA[${text}]]></text>
      <feedback format="html"><text><![CDATA[${feedback}]]></text></feedback>
    </answer>`;

const multichoice = (name: string, text: string, single: boolean, answers: string) => `
  <question type="multichoice">
    <name><text>${name}</text></name>
    <questiontext format="html"><text><![CDATA[${text}]]></text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <single>${single}</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    ${answers}
  </question>`;

const MOODLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 2295  -->
  <question type="multichoice">
    <name><text>Organelle</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Which organelle makes ATP? <img src="@@PLUGINFILE@@/cell%20diagram.png" alt="A cell" width="48" height="48" /></p>]]></text>
<file name="cell diagram.png" path="/" encoding="base64">${base64}</file>
    </questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>See chapter 2.</p>]]></text></generalfeedback>
    <single>true</single>
    ${answer(100, '<p>Mitochondrion</p>', '<p>Right, well done!</p>')}
    <answer fraction="0" format="html">
      <text><![CDATA[<p><img src="@@PLUGINFILE@@/ribosome.png" alt="Ribosome" /> Ribosome</p>]]></text>
      <file name="ribosome.png" path="/" encoding="base64">${base64}</file>
      <feedback format="html"><text><![CDATA[<p>Sorry, try again.</p>]]></text></feedback>
    </answer>
    ${answer(0, 'Nucleus', 'Sorry, try again.', 'moodle_auto_format')}
  </question>
${category('$course$/top/Cells')}
${multichoice(
  'Membranes',
  '<p>Which of these are in the cell membrane?</p>',
  false,
  answer(50, 'Phospholipids', 'Yes') + answer(50, 'Proteins', 'Yes') + answer(-100, 'Chlorophyll', 'No'),
)}
  <question type="truefalse">
    <name><text>Cell wall (False)</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Animal cells <img src="@@PLUGINFILE@@/wall.png" alt="A wall" /> have a <em>cell wall</em>.</p>]]></text>
<file name="wall.png" encoding="base64">${base64}</file>
    </questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p><img src="@@PLUGINFILE@@/infos.png" alt="Informations" />Plants do.</p>]]></text>
<file name="infos.png" encoding="base64">${base64}</file>
    </generalfeedback>
    <answer fraction="0" format="moodle_auto_format">
      <text>true</text>
      <feedback format="html"><text><![CDATA[<p>Your answer is incorrect.</p>]]></text></feedback>
    </answer>
    <answer fraction="100" format="moodle_auto_format">
      <text>false</text>
      <feedback format="html"><text><![CDATA[<p>Your answer is correct.</p>]]></text></feedback>
    </answer>
  </question>
${category('$course$/top/Cells/Genetics')}
  <question type="essay">
    <name><text>Explain meiosis</text></name>
    <questiontext format="moodle_auto_format"><text>Explain meiosis in your own words.</text></questiontext>
    <responseformat>editor</responseformat>
  </question>
  <question type="description">
    <name><text>About genes</text></name>
    <questiontext format="html"><text><![CDATA[<p>The next questions are about genes.</p>]]></text></questiontext>
  </question>
${multichoice(
  'Bases',
  '<p>Which base pairs with adenine in DNA?</p>',
  true,
  answer(100, 'Thymine') + answer(50, 'Uracil', 'Only in RNA') + answer(0, 'Guanine'),
)}
  <question type="shortanswer">
    <name><text>Gene carrier</text></name>
    <questiontext format="html"><text><![CDATA[<p>What carries genes?</p>]]></text></questiontext>
    <answer fraction="100" format="moodle_auto_format"><text>DNA</text></answer>
  </question>
  <question type="cloze">
    <name><text>Cloze genes</text></name>
    <questiontext format="html"><text><![CDATA[<p>Genes are made of {1:SHORTANSWER:=DNA}.</p>]]></text></questiontext>
  </question>
${category('$course$/top/Cells')}
${multichoice(
  'Best guess',
  '<p>Roughly how many cells are in a human body?</p>',
  true,
  answer(90, '30 trillion') + answer(0, '30 million') + answer(0, '30 trillion'),
)}
</quiz>
`;

/** The questions and skipped items the document holds (categories are not items). */
const ITEMS_IN_FILE = 9;

describe('reading Moodle XML', () => {
  const { read, files } = readXmlDocument(strToU8(MOODLE_XML), 'Cell biology.xml');

  test('one quiz named after the file; questions before any category go in Activity 1, each category names its own', () => {
    expect(read.quizzes.map((q) => q.title)).toEqual(['Cell biology']);
    expect(read.quizzes[0]!.activities.map((a) => [a.title, a.items.map((i) => i.title)])).toEqual([
      ['Activity 1', ['Which organelle makes ATP?']],
      [
        'Cells',
        [
          'Which of these are in the cell membrane?',
          'Animal cells have a cell wall.',
          'Roughly how many cells are in a human body?',
        ],
      ],
      [
        'Genetics',
        [
          'Explain meiosis in your own words.',
          'The next questions are about genes.',
          'Which base pairs with adenine in DNA?',
          'What carries genes?',
          'Genes are made of _____.',
        ],
      ],
    ]);
  });

  test('multichoice: options are the answers as plain text, never their feedback; the 100% answer is right; the general feedback kept', () => {
    const [organelle] = read.quizzes[0]!.activities[0]!.items;
    expect(organelle).toMatchObject({
      isMultiple: false,
      options: ['Mitochondrion', 'Ribosome', 'Nucleus'],
      right: [0],
    });
    expect(organelle!.kind === 'question' && organelle!.options.join('\n')).not.toMatch(
      /well done|try again|chapter 2/i,
    );
    // The general feedback is the question's own (ADR 204).
    expect(organelle).toMatchObject({ feedback: 'See chapter 2.' });
  });

  test("an embedded image of the question text or of an answer becomes a file of the upload, an answer's as its option's picture", () => {
    const organelle = read.quizzes[0]!.activities[0]!.items[0]!;
    expect(organelle.kind === 'question' && organelle.images).toEqual([
      { src: '@@PLUGINFILE@@/cell%20diagram.png', alt: 'A cell', path: 'moodle/question-1/cell diagram.png' },
      // The answer's picture is its option's own (ADR 311).
      {
        src: '@@PLUGINFILE@@/ribosome.png',
        alt: 'Ribosome',
        path: 'moodle/question-1/ribosome.png',
        entryPicture: true,
      },
    ]);
    expect(files.get('moodle/question-1/cell diagram.png')).toEqual(png);
    expect(files.get('moodle/question-1/ribosome.png')).toEqual(png);
  });

  test('multiple answer (single false): the answers with a positive fraction are right', () => {
    const membranes = read.quizzes[0]!.activities[1]!.items[0]!;
    expect(membranes).toMatchObject({
      isMultiple: true,
      options: ['Phospholipids', 'Proteins', 'Chlorophyll'],
      right: [0, 1],
    });
    expect(membranes.kind === 'question' && membranes.notes).toBeUndefined();
  });

  test("truefalse: a true/false question with the 100% answer right, the text's emphasis kept, the feedback's image not taken", () => {
    const wall = read.quizzes[0]!.activities[1]!.items[1]!;
    expect(wall).toMatchObject({
      questionType: 'trueFalse',
      definition: { answer: false },
      html: '<p>Animal cells  have a <em>cell wall</em>.</p>',
    });
    expect(wall.kind === 'question' && wall.images.map((i) => i.path)).toEqual([
      'moodle/question-4/wall.png',
    ]);
  });

  test('partial credit keeps the best answer right and says so; no full-marks answer keeps the best one; duplicates merge', () => {
    const bases = read.quizzes[0]!.activities[2]!.items[2]!;
    expect(bases).toMatchObject({ options: ['Thymine', 'Uracil', 'Guanine'], right: [0] });
    expect(bases.kind === 'question' && bases.notes).toEqual([
      DRAFT_NOTES.partialCredit([
        [0, 100],
        [1, 50],
      ]),
    ]);
    expect(bases.kind === 'question' && bases.notes?.[0]).toBe(
      'Partial credit (A 100%, B 50%) cannot be kept: only the best option (A) is right here.',
    );
    const guess = read.quizzes[0]!.activities[1]!.items[2]!;
    expect(guess).toMatchObject({ options: ['30 trillion', '30 million'], right: [0] });
    expect(guess.kind === 'question' && guess.notes).toEqual([
      DRAFT_NOTES.bestAsRight(90),
      DRAFT_NOTES.duplicateOption('30 trillion'),
    ]);
  });

  test('essay, shortanswer and cloze are stored as their types; a description as a text block (ADR 260)', () => {
    const genetics = read.quizzes[0]!.activities[2]!.items;
    expect(genetics.map((item) => item.kind === 'question' && (item.questionType ?? 'choice'))).toEqual([
      'essay',
      'textBlock',
      'choice',
      'shortAnswer',
      'fillInBlanks',
    ]);
    expect(genetics[1]).toMatchObject({ title: 'The next questions are about genes.', points: 0 });
    expect(read.skipped).toEqual([]);
  });

  test("a question text under 3 characters takes the question's name as its title, once noted", () => {
    const doc = `<quiz>${multichoice('Greeting', 'Hi', true, answer(100, 'Hello') + answer(0, 'Bye'))}</quiz>`;
    const [hi] = readXmlDocument(strToU8(doc), 'short.xml').read.quizzes[0]!.activities[0]!.items;
    expect(hi).toMatchObject({ title: 'Greeting', options: ['Hello', 'Bye'], right: [0] });
    expect(hi!.kind === 'question' && hi!.notes).toEqual([REPAIR_NOTES.shortTitle('Hi', 'Greeting')]);
    expect(hi).not.toHaveProperty('name');
  });

  test('a document of only questions with no counterpart, or over the XML budget, is refused with a message', () => {
    const essays = `<quiz><question type="ddmarker"><name><text>E</text></name></question></quiz>`;
    expect(() => readXmlDocument(strToU8(essays), 'essays.xml')).toThrow(
      'The file holds no questions the console can import.',
    );
    expect(() => readXmlDocument(strToU8(MOODLE_XML), 'big.xml', 1000)).toThrow('MB of XML to read');
  });

  test('the upload reader hands back the bytes of exactly the images the questions show', () => {
    const { images } = readQtiUpload(strToU8(MOODLE_XML), 'Cell biology.xml');
    expect([...images.keys()].sort()).toEqual([
      'moodle/question-1/cell diagram.png',
      'moodle/question-1/ribosome.png',
      'moodle/question-4/wall.png',
    ]);
  });
});

describe('uploading Moodle XML', () => {
  let t: TestApp;
  let token: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'import-moodle-'));

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    token = (await t.signIn('super@demo.test')).accessToken;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('stores the quiz by category, its embedded images, and a report that accounts for every item', async () => {
    const result = await uploadFile(t, token, 'Cell biology.xml', MOODLE_XML);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    expect(result.content.created).toEqual([
      expect.objectContaining({ title: 'Cell biology', questions: 8 }),
    ]);
    const quiz = await storedQuiz(t, result.content.created[0]!.id);
    expect(quiz.activities.map((a) => a.title)).toEqual(['Activity 1', 'Cells', 'Genetics']);
    const [organelle] = quiz.activities[0]!.questions;
    expect(organelle).toMatchObject({
      options: ['Mitochondrion', 'Ribosome', 'Nucleus'],
      right: ['Mitochondrion'],
    });
    expect(organelle!.title).toMatch(
      /^<p>Which organelle makes ATP\?<\/p><p><img src="\/media\/uploads\/quiz-images\//,
    );
    expect(quiz.activities[1]!.questions[0]).toMatchObject({
      multiple: true,
      right: ['Phospholipids', 'Proteins'],
    });
    // The answer's picture is stored as its option's own picture (ADR 311), no longer shown in the question.
    expect(result.content.images.stored).toBe(3);
    expect(result.content.images.notImported).toEqual([]);
    expect(organelle!.title).not.toContain('Option B');
    const pictured = await t.db
      .selectFrom('quiz_item_options')
      .where('picture', 'is not', null)
      .select(['text', 'picture'])
      .execute();
    expect(pictured).toContainEqual({
      text: 'Ribosome',
      picture: {
        src: expect.stringMatching(/^\/media\/uploads\/quiz-images\/[\w-]+\.png$/),
        alt: 'Ribosome',
      },
    });

    expectReportAddsUp(result.content.report, ITEMS_IN_FILE);
    // The multichoice with a picture answer is carried exactly now (ADR 311).
    expect(result.content.report).toMatchObject({ imported: 6, changed: 3, skipped: 0 });
    // Feedback is text: a picture in it is named in the report, not dropped without a word.
    expect(result.content.report.lines.flatMap((line) => line.notes)).toContain(
      "The feedback's picture infos.png is not kept: feedback here is text.",
    );
  });

  test('a Moodle XML file with nothing to import is refused and stores nothing', async () => {
    const result = await uploadFile(
      t,
      token,
      'markers.xml',
      '<quiz><question type="ddmarker"></question></quiz>',
    );
    expect(result.status).toBe(400);
    expect(result.content.message).toBe('The file holds no questions the console can import.');
  });
});
