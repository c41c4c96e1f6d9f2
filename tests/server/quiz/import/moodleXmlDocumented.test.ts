/**
 * Every question type Moodle's "Moodle XML format" page documents, in fixtures/documented-moodle.xml (written for
 * these tests, one question per type): each is read as Moodle reads it (question/format/xml), by the question type
 * that claims it and stored as that type (ADR 204); types with no counterpart are named with why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportOf } from '../../../../server/imports/importReport';
import { moodleSources } from '../../../../server/imports/moodleXml';
import { readXmlDocument } from '../../../../server/imports/packageReader';
import { parseXml } from '../../../../server/imports/xmlTree';
import { readCloze } from '../../../../src/questionTypes/fillInBlanks/server/clozeSyntax';
import { describeWithTypes } from '../../../../src/questionTypes/shared/server/readWithTypes';

const XML = new Uint8Array(readFileSync(join(__dirname, 'fixtures/documented-moodle.xml')));
const sources = moodleSources(parseXml(XML, 'documented-moodle.xml'));

function described(name: string) {
  const source = sources.find((s) => s.name === name);
  expect(source, name).toBeDefined();
  const read = describeWithTypes('moodleXml', source!);
  expect(read?.read.kind, name).toBe('read');
  return {
    kind: read!.kind,
    description: (read!.read as { description: Record<string, unknown> }).description,
  };
}

describe('the question types of the Moodle XML page', () => {
  test('multichoice: the answer with fraction 100 is right, feedback never in an option', () => {
    expect(described('Multiple choice')).toMatchObject({
      kind: 'choice',
      description: { options: ['Mitochondrion', 'Ribosome', 'Nucleus'], right: [0], isMultiple: false },
    });
  });

  test('truefalse: the answer worth 100 says which; each answer keeps its feedback', () => {
    expect(described('True/false')).toMatchObject({
      kind: 'trueFalse',
      description: {
        correct: false,
        points: 1,
        answerFeedback: { true: 'Most bats see well.', false: 'Right: they can see.' },
      },
    });
  });

  test('shortanswer: every answer in order with its share, * wildcards kept, one worth nothing for its feedback, usecase for case', () => {
    expect(described('Short answer')).toEqual({
      kind: 'shortAnswer',
      description: {
        kind: 'shortAnswer',
        name: 'Short answer',
        prompt: { text: 'Which gas do plants give off in sunlight?', images: [] },
        points: 2,
        feedback: {},
        notes: [],
        answers: [
          { text: 'oxygen', fraction: 1, caseSensitive: false, feedback: 'Yes.' },
          { text: 'O2', fraction: 1, caseSensitive: false, feedback: 'Yes, its formula.' },
          { text: 'oxy*', fraction: 0.5, caseSensitive: false, feedback: 'Nearly.' },
          // Moodle's catch-all: any other answer earns nothing and gets this feedback.
          { text: '*', fraction: 0, caseSensitive: false, feedback: 'Think of what we breathe.' },
        ],
      },
    });
    expect(described('Short answer, case sensitive').description).toMatchObject({
      answers: [{ text: 'Na', fraction: 1, caseSensitive: true }],
    });
  });

  test('matching: subquestions are pairs, one without text only adds a distractor', () => {
    expect(described('Matching').description).toMatchObject({
      pairs: [
        { prompt: 'heart', answer: 'circulatory system' },
        { prompt: 'lungs', answer: 'respiratory system' },
        { prompt: 'stomach', answer: 'digestive system' },
      ],
      distractors: ['nervous system'],
    });
  });

  test('essay: response format, lines, word limits, grader information and template', () => {
    expect(described('Essay').description).toMatchObject({
      points: 5,
      responseFormat: 'html',
      lines: 15,
      minWords: 50,
      maxWords: 300,
      graderInfo: 'Look for antigens and memory cells.',
      template: 'A vaccine ...',
      notes: [],
    });
  });

  test('essay: stored with its minimum and maximum of words, as Moodle asks them (ADR 279)', () => {
    const items = readXmlDocument(XML, 'documented-moodle.xml').read.quizzes.flatMap((quiz) =>
      quiz.activities.flatMap((activity) => activity.items),
    );
    const essay = items.find((item) => item.kind === 'question' && item.questionType === 'essay');
    expect(essay).toMatchObject({ definition: { minWords: 50, maxWords: 300, lines: 15 } });
    expect(essay).not.toHaveProperty('notes');
  });

  test('numerical: values with their tolerance, * for any other answer, and the units', () => {
    expect(described('Numerical').description).toMatchObject({
      answers: [
        {
          match: { kind: 'tolerance', value: 105, tolerance: 5, relative: false },
          fraction: 1,
          feedback: 'Right.',
        },
        { match: { kind: 'tolerance', value: 105, tolerance: 15 }, fraction: 0.5, feedback: 'Close.' },
        { match: { kind: 'any' }, fraction: 0, feedback: 'Pitches are about 100 m long.' },
      ],
      units: [
        { unit: 'm', multiplier: 1 },
        // Moodle: 100 cm make 1 m; the console: 1 cm is 0.01 m.
        { unit: 'cm', multiplier: 0.01 },
      ],
    });
  });

  test('cloze: each embedded answer is a gap of its kind, in the text', () => {
    expect(described('Embedded answers (cloze)').description).toEqual({
      kind: 'fillInBlanks',
      name: 'Embedded answers (cloze)',
      prompt: {
        text:
          "The closest planet to the Sun is _____. Its year lasts _____ days. Earth's moon is called the _____, and " +
          "water's formula is _____.",
        images: [],
      },
      feedback: { general: 'Mercury orbits in 88 days.' },
      notes: [],
      parts: [
        'The closest planet to the Sun is ',
        { gap: 0 },
        '. Its year lasts ',
        { gap: 1 },
        " days. Earth's moon is called the ",
        { gap: 2 },
        ", and water's formula is ",
        { gap: 3 },
        '.',
      ],
      gaps: [
        {
          kind: 'dropdown',
          options: [
            { text: 'Mercury', fraction: 1, feedback: 'Right' },
            { text: 'Venus', fraction: 0, feedback: 'No, second' },
            { text: 'Mars', fraction: 0 },
          ],
        },
        {
          kind: 'numeric',
          answers: [
            {
              match: { kind: 'tolerance', value: 88, tolerance: 1, relative: false },
              fraction: 1,
              feedback: 'Right',
            },
            {
              match: { kind: 'tolerance', value: 88, tolerance: 10, relative: false },
              fraction: 0.5,
              feedback: 'Close',
            },
          ],
        },
        {
          kind: 'typed',
          answers: [
            { text: 'Moon', fraction: 1, caseSensitive: false },
            { text: 'moon', fraction: 0.5, caseSensitive: false },
          ],
        },
        { kind: 'typed', answers: [{ text: 'H2O', fraction: 1, caseSensitive: true }] },
      ],
    });
  });

  test('ddwtos and gapselect: [[n]] is a gap whose right answer is the nth choice, among its group', () => {
    expect(described('Drag and drop into text').description).toMatchObject({
      parts: ['Plants make ', { gap: 0 }, ' from carbon dioxide and ', { gap: 1 }, '.'],
      gaps: [
        {
          kind: 'dropdown',
          options: [
            { text: 'sugar', fraction: 1 },
            { text: 'salt', fraction: 0 },
          ],
        },
        {
          kind: 'dropdown',
          options: [
            { text: 'water', fraction: 1 },
            { text: 'oil', fraction: 0 },
          ],
        },
      ],
      notes: ['Answers could be dragged into several gaps; each gap is now a dropdown of its group.'],
    });
    expect(described('Select missing words').description).toMatchObject({
      gaps: [
        {
          options: [
            { text: 'blood', fraction: 1 },
            { text: 'air', fraction: 0 },
          ],
        },
        {
          options: [
            { text: 'body', fraction: 1 },
            { text: 'lungs', fraction: 0 },
          ],
        },
      ],
    });
  });

  test('a description is a text block (ADR 260), calculatedsimple a calculated question (ADR 291); drag-and-drop markers are claimed by no type', () => {
    expect(
      describeWithTypes(
        'moodleXml',
        sources.find((s) => s.name === 'Description')!,
      ),
    ).toMatchObject({
      kind: 'textBlock',
      read: { kind: 'read' },
    });
    expect(
      describeWithTypes(
        'moodleXml',
        sources.find((s) => s.name === 'Calculated')!,
      ),
    ).toMatchObject({
      kind: 'calculated',
      read: {
        kind: 'read',
        description: {
          prompt: { text: 'What is {a} + {b}?' },
          formula: '{a}+{b}',
          tolerance: 0.01,
          relative: true,
          variables: [
            { name: 'a', min: 1, max: 10, decimals: 1 },
            { name: 'b', min: 1, max: 10, decimals: 1 },
          ],
        },
      },
    });
    for (const name of ['Drag and drop markers'])
      expect(
        describeWithTypes(
          'moodleXml',
          sources.find((s) => s.name === name)!,
        ),
        name,
      ).toBeUndefined();
  });
});

describe("the embedded answers' syntax", () => {
  test.each([
    ['{1:SA:=Paris}', { kind: 'typed', answers: [{ text: 'Paris', fraction: 1, caseSensitive: false }] }],
    ['{1:MW:=Paris}', { kind: 'typed', answers: [{ text: 'Paris', fraction: 1, caseSensitive: false }] }],
    ['{1:SAC:=Paris}', { kind: 'typed', answers: [{ text: 'Paris', fraction: 1, caseSensitive: true }] }],
    ['{2:NM:=7}', { kind: 'numeric', answers: [{ match: { kind: 'exact', value: 7 }, fraction: 1 }] }],
    [
      '{1:MCV:=a~b}',
      {
        kind: 'dropdown',
        options: [
          { text: 'a', fraction: 1 },
          { text: 'b', fraction: 0 },
        ],
      },
    ],
    [
      '{1:MULTICHOICE_S:%100%a~%0%b}',
      {
        kind: 'dropdown',
        options: [
          { text: 'a', fraction: 1 },
          { text: 'b', fraction: 0 },
        ],
      },
    ],
    [
      '{1:SA:=a\\}b~=c\\~d\\#e}',
      {
        kind: 'typed',
        answers: [
          { text: 'a}b', fraction: 1, caseSensitive: false },
          { text: 'c~d#e', fraction: 1, caseSensitive: false },
        ],
      },
    ],
    [
      '{1:MR:=a~=b}',
      {
        kind: 'unreadable',
        reason: 'A gap lets students pick several options; a gap here takes one answer.',
      },
    ],
  ])('%s', (written, gap) => {
    expect(readCloze(`Text ${written} end`).gaps).toEqual([expect.objectContaining(gap)]);
  });
});

describe('the report of the Moodle XML page', () => {
  test('every question has its line: each type stored as its own, what changed noted, the rest named with why', () => {
    const lines = reportOf(readXmlDocument(XML, 'documented-moodle.xml').read);
    const held =
      'the console holds choice, true/false, short-answer, numeric, essay, matching, ordering, fill-in-the-blank, hotspot, calculated, hot text and file upload questions.';
    expect(lines.map((l) => [l.status, l.type, l.notes[0] ?? ''])).toEqual([
      ['imported', 'single answer', ''],
      ['imported', 'true/false', ''],
      ['imported', 'short answer', ''],
      ['imported', 'short answer', ''],
      ['imported', 'matching', ''],
      // Its minimum of words is kept (ADR 279).
      ['imported', 'essay', ''],
      ['imported', 'numeric', ''],
      // A description is a text block between the questions (ADR 260).
      ['imported', 'text block', ''],
      // The options' feedback is kept (ADR 406); the number blank's tolerance is not.
      [
        'changed',
        'fill in the blanks',
        'A number blank accepts its values as typed text: tolerances and ranges were not kept.',
      ],
      [
        'changed',
        'fill in the blanks',
        'Answers could be dragged into several gaps; each gap is now a dropdown of its group.',
      ],
      ['imported', 'fill in the blanks', ''],
      // Drawn for each student (ADR 291); its wildcards had no dataset, so they get Moodle's first range.
      [
        'changed',
        'calculated',
        'The wildcards {a}, {b} had no dataset: each is drawn from 1.0 to 10.0 with one decimal, as Moodle offers.',
      ],
      ['skipped', 'ddmarker', `It asks to drag markers onto a picture; ${held}`],
    ]);
  });
});
