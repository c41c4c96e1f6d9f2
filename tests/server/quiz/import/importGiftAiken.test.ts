/**
 * GIFT and Aiken import (ADR 152). The GIFT text below is written for these tests and reproduces the structures of
 * Moodle's own fixtures (question/format/gift/tests/fixtures/questions.gift.txt and
 * questions_in_category.gift.txt in moodle/moodle): `// question: N name: …` comments, a `$CATEGORY:` line,
 * `::name::[html]` text, answers spread over lines with `# feedback` and `[html]`/`[plain]` formats, weighted
 * multiple answers with penalties, `{T}`/`{TRUE}`/`{FALSE#…#…####…}`, an essay `{}`, a numerical range, a short
 * answer with weights, a matching question, and escaped `\=` and `\:` inside HTML. The Aiken text follows Moodle's
 * documented example (`A.` and `B)` options, `ANSWER:`).
 */
import { strToU8 } from 'fflate';
import { AIKEN_REASONS } from '../../../../server/imports/aikenReader';
import { readTextQuestions } from '../../../../server/imports/textFormats';
import { createTestApp, type TestApp } from '../../testApp';
import { expectReportAddsUp, storedQuiz, uploadFile } from './importUpload';

const GIFT = `// question: 0  name: switch category to $course$/top/Cells
$CATEGORY: $course$/top/Cells

// multiple choice with feedback for right and wrong answers
::Organelle:: Which organelle makes ATP?
{
    =Mitochondrion # right; good!
    ~Ribosome # [html]wrong, it's the <b>mitochondrion</b>
    ~[plain]Nucleus # wrong
}

// multiple answer with weights and penalties
::Membrane:: Which of these are in the cell membrane?
{
    ~%50%Phospholipids # right
    ~%-100%Chlorophyll # [html]wrong
    ~%50%Proteins # right
}

// essay
::Q8:: Describe a cell in your own words. {}

// question: 43  name: Greeting
::Microscope::[html]<a href\\="http\\://example.org/cell.mp3">Listen\\:</a><br /><br />Which <em>instrument</em> shows cells?{
\t~Telescope#Sorry.
\t=Microscope#Yes, well done!
}

$CATEGORY: $course$/top/Genetics

::Ratio:: What is a number from 1 to 5? {#3:2}

::Carrier::Which molecule carries genes?{
    =DNA#Good!
    =%50%RNA#Partly.
}

::Match::Match the base to its pair.{
    =Adenine -> Thymine
    =Cytosine -> Guanine
}

::TF1:: Genes are made of DNA.{T}

::TF2:: Bacteria have a nucleus.{FALSE#Look again.#Right.
####Bacteria are prokaryotes.}

Ribosomes make {~fats =proteins ~sugars} in the cell.

A text that asks nothing.
`;

/** Questions, descriptions and other types the GIFT text holds (categories and comments are not items). */
const GIFT_ITEMS = 11;

const AIKEN = `\uFEFFWhich organelle makes ATP?
A. Ribosome
B. Mitochondrion
C. Nucleus
ANSWER: B

Which of these is a prokaryote?
A) Yeast
B) E. coli
ANSWER: B

What do chloroplasts make?
A. Glucose
B. Protein
ANSWER: D

Which cells have a cell wall?
A. Plant cells
B. Animal cells

Which base pairs with adenine?
A. Thymine
B. Guanine
ANSWER: A
`;

describe('reading GIFT', () => {
  const read = readTextQuestions(strToU8(GIFT), 'Cell biology.gift');
  const [cells, genetics] = read.quizzes[0]!.activities;

  test('one quiz named after the file, an activity per $CATEGORY', () => {
    expect(read.quizzes.map((q) => q.title)).toEqual(['Cell biology']);
    expect([cells!.title, genetics!.title]).toEqual(['Cells', 'Genetics']);
  });

  test('multiple choice: = is right, ~ wrong, and the # feedback never becomes option text', () => {
    expect(cells!.items[0]).toMatchObject({
      title: 'Which organelle makes ATP?',
      isMultiple: false,
      options: ['Mitochondrion', 'Ribosome', 'Nucleus'],
      right: [0],
    });
    const options = read.quizzes
      .flatMap((q) => q.activities.flatMap((a) => a.items))
      .flatMap((item) => (item.kind === 'question' ? item.options : []));
    expect(options.join('\n')).not.toMatch(/good!|wrong|Sorry|well done|Look again|prokaryotes/i);
  });

  test('weighted answers without = are a multiple-answer question with the positive ones right', () => {
    expect(cells!.items[1]).toMatchObject({
      isMultiple: true,
      options: ['Phospholipids', 'Chlorophyll', 'Proteins'],
      right: [0, 2],
    });
  });

  test('[html] text keeps its markup as rich text, with escaped = and : read as themselves', () => {
    expect(cells!.items[3]).toMatchObject({
      title: 'Listen: Which instrument shows cells?',
      html: '<a href="http://example.org/cell.mp3">Listen:</a><br><br>Which <em>instrument</em> shows cells?',
      options: ['Telescope', 'Microscope'],
      right: [1],
    });
  });

  test('true/false from {T} and {FALSE#…#…####…} with the feedback on each answer; answers inside the text leave a blank', () => {
    const [, , , trueOne, falseOne, missingWord] = genetics!.items;
    expect(trueOne).toMatchObject({
      title: 'Genes are made of DNA.',
      questionType: 'trueFalse',
      definition: { answer: true },
    });
    expect(falseOne).toMatchObject({
      title: 'Bacteria have a nucleus.',
      questionType: 'trueFalse',
      definition: { answer: false, feedbackTrue: 'Look again.', feedbackFalse: 'Right.' },
      feedback: 'Bacteria are prokaryotes.',
    });
    expect(missingWord).toMatchObject({
      title: 'Ribosomes make _____ in the cell.',
      options: ['fats', 'proteins', 'sugars'],
      right: [1],
    });
  });

  test('essay, numerical, short answer and matching are stored as their types; a description as a text block', () => {
    const typed = [...cells!.items, ...genetics!.items].flatMap((item) =>
      item.kind === 'question' && item.questionType ? [[item.name, item.questionType]] : [],
    );
    expect(typed).toEqual([
      ['Q8', 'essay'],
      ['Ratio', 'numeric'],
      ['Carrier', 'shortAnswer'],
      ['Match', 'matching'],
      ['TF1', 'trueFalse'],
      ['TF2', 'trueFalse'],
      [undefined, 'textBlock'],
    ]);
    expect(genetics!.items[0]).toMatchObject({
      definition: { answers: [{ match: { kind: 'tolerance', value: 3, tolerance: 2 }, fraction: 1 }] },
    });
    // Moodle reads a question without answers as a description: text between the questions (ADR 260).
    expect(genetics!.items.at(-1)).toMatchObject({
      title: 'A text that asks nothing.',
      questionType: 'textBlock',
      points: 0,
    });
    expect(read.skipped).toEqual([]);
  });

  test('a text with neither GIFT answers nor Aiken options, or that is not text, is refused with a message', () => {
    expect(() => readTextQuestions(strToU8('Just some notes.\nNothing else.'), 'notes.txt')).toThrow(
      'The file notes.txt is neither GIFT',
    );
    expect(() => readTextQuestions(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), 'x.gift')).toThrow(
      'The file x.gift is not text',
    );
    // Text blocks alone ask nothing (ADR 260).
    expect(() =>
      readTextQuestions(strToU8('::D:: A text between questions.\n\n::N:: {#}'), 'notes.gift'),
    ).toThrow('The file holds no questions the console can import.');
  });
});

describe('reading Aiken', () => {
  const read = readTextQuestions(strToU8(AIKEN), 'ab.txt');

  test('lettered options with . or ) and the ANSWER letter; a short file name still makes a title', () => {
    expect(read.quizzes[0]!.title).toBe('Imported quiz: ab');
    expect(read.quizzes[0]!.activities[0]!.items).toEqual([
      expect.objectContaining({
        title: 'Which organelle makes ATP?',
        options: ['Ribosome', 'Mitochondrion', 'Nucleus'],
        right: [1],
      }),
      expect.objectContaining({
        title: 'Which of these is a prokaryote?',
        options: ['Yeast', 'E. coli'],
        right: [1],
      }),
      expect.objectContaining({
        title: 'Which base pairs with adenine?',
        options: ['Thymine', 'Guanine'],
        right: [0],
      }),
    ]);
  });

  test('a malformed block is skipped with the reason and the line it starts on', () => {
    expect(read.skipped.map((s) => [s.item, s.reason])).toEqual([
      ['What do chloroplasts make?', `${AIKEN_REASONS.badAnswer('D')} (line 12)`],
      ['Which cells have a cell wall?', `${AIKEN_REASONS.noAnswer} (line 17)`],
    ]);
  });

  test('UTF-16 text with a byte-order mark reads the same', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(AIKEN.slice(1), 'utf16le'))]);
    expect(readTextQuestions(utf16, 'ab.txt')).toEqual(read);
  });
});

describe('uploading GIFT and Aiken', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signIn('super@demo.test')).accessToken;
  });
  afterAll(() => t.close());

  test('a GIFT file is stored by category and the report accounts for every item', async () => {
    const result = await uploadFile(t, token, 'Cell biology.gift', GIFT);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    expect(result.content.created).toEqual([
      expect.objectContaining({ title: 'Cell biology', questions: 10 }),
    ]);
    const quiz = await storedQuiz(t, result.content.created[0]!.id);
    expect(quiz.activities.map((a) => [a.title, a.questions.length])).toEqual([
      ['Cells', 4],
      ['Genetics', 7],
    ]);
    expect(quiz.activities[0]!.questions[1]).toEqual({
      title: 'Which of these are in the cell membrane?',
      multiple: true,
      options: ['Phospholipids', 'Chlorophyll', 'Proteins'],
      right: ['Phospholipids', 'Proteins'],
    });
    expectReportAddsUp(result.content.report, GIFT_ITEMS);
    // Every item as it is: the short answer's half-credit RNA too.
    expect(result.content.report).toMatchObject({ imported: 11, changed: 0, skipped: 0 });
  });

  test('an Aiken .txt file is stored and its malformed blocks are in the report', async () => {
    const result = await uploadFile(t, token, 'Aiken cells.txt', AIKEN);
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    const quiz = await storedQuiz(t, result.content.created[0]!.id);
    expect(quiz.title).toBe('Aiken cells');
    expect(quiz.activities[0]!.questions[0]).toEqual({
      title: 'Which organelle makes ATP?',
      multiple: false,
      options: ['Ribosome', 'Mitochondrion', 'Nucleus'],
      right: ['Mitochondrion'],
    });
    expectReportAddsUp(result.content.report, 5);
    expect(result.content.report).toMatchObject({ imported: 3, skipped: 2 });
  });

  test('a file that is not text is refused with a clear message and nothing is stored', async () => {
    const result = await uploadFile(
      t,
      token,
      'photo.txt',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]),
    );
    expect(result.status).toBe(400);
    expect(result.content.message).toBe(
      'The file photo.txt is not text: save the questions as UTF-8 text and upload that.',
    );
  });
});
