/**
 * Every construct Moodle's "GIFT format" page documents, in fixtures/documented.gift (written for these tests, one
 * question per construct): each question is read as Moodle reads it (question/format/gift), by the question type
 * that claims it, and stored as that type (ADR 204).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { giftSources } from '../../../../server/imports/giftReader';
import { reportOf } from '../../../../server/imports/importReport';
import { readTextQuestions } from '../../../../server/imports/textFormats';
import { describeWithTypes } from '../../../../src/questionTypes/shared/server/readWithTypes';

const GIFT = readFileSync(join(__dirname, 'fixtures/documented.gift'), 'utf8');

/** The description each named question of the fixture is read as. */
function described(name: string) {
  const source = giftSources(GIFT).find((s) => s.name === name);
  expect(source, name).toBeDefined();
  const read = describeWithTypes('gift', source!);
  expect(read?.read.kind, name).toBe('read');
  return {
    kind: read!.kind,
    description: (read!.read as { description: Record<string, unknown> }).description,
  };
}

const prompt = (text: string) => ({ text, images: [] });

describe('the question types of the GIFT page', () => {
  test('multiple choice, the missing word and answers on their own lines are choice questions', () => {
    expect(described('Multiple choice')).toMatchObject({
      kind: 'choice',
      description: { options: ['Mitochondrion', 'Ribosome', 'Golgi body', 'Lysosome'], right: [0] },
    });
    expect(described('Missing word').description).toMatchObject({
      title: 'Plants take in _____ from the air for photosynthesis.',
      right: [1],
    });
    expect(described('Answers on their own lines').description).toMatchObject({
      options: ['stigma', 'ovary', 'anther'],
      right: [2],
    });
  });

  test('multiple answers: without = every answer with a positive weight is right', () => {
    expect(described('Multiple answers').description).toMatchObject({
      isMultiple: true,
      options: ['Helium', 'Neon', 'Oxygen', 'Nitrogen'],
      right: [0, 1],
    });
  });

  test.each([
    ['True statement', true],
    ['False statement', false],
    ['True spelled out', true],
    ['False abbreviated', false],
  ])('true/false: %s', (name, correct) => {
    expect(described(name)).toMatchObject({
      kind: 'trueFalse',
      description: { correct, answerFeedback: {} },
    });
  });

  test('short answer: every = answer is accepted, case never matters, in the text a blank', () => {
    expect(described('Short answer')).toEqual({
      kind: 'shortAnswer',
      description: {
        kind: 'shortAnswer',
        name: 'Short answer',
        prompt: prompt('Which gas do animals breathe out?'),
        feedback: {},
        notes: [],
        answers: [
          { text: 'carbon dioxide', fraction: 1, caseSensitive: false },
          { text: 'CO2', fraction: 1, caseSensitive: false },
        ],
      },
    });
    expect(described('Short answer in the text').description).toMatchObject({
      prompt: prompt('Two hydrogen atoms and one _____ atom make a water molecule.'),
      answers: [{ text: 'oxygen' }, { text: 'O' }],
    });
  });

  test('matching: each = prompt -> answer is a pair', () => {
    expect(described('Matching')).toMatchObject({
      kind: 'matching',
      description: {
        pairs: [
          { prompt: 'heart', answer: 'circulatory system' },
          { prompt: 'lungs', answer: 'respiratory system' },
          { prompt: 'stomach', answer: 'digestive system' },
        ],
        distractors: [],
      },
    });
  });

  test('numerical: value:tolerance, min..max, a value alone, and several weighted answers with feedback', () => {
    expect(described('Numerical with tolerance').description).toMatchObject({
      answers: [
        { match: { kind: 'tolerance', value: 373.15, tolerance: 0.5, relative: false }, fraction: 1 },
      ],
    });
    // Moodle stores a range as its middle with half its width as tolerance: the same numbers are accepted.
    expect(described('Numerical range').description).toMatchObject({
      answers: [{ match: { kind: 'range', min: 3.14, max: 3.15 }, fraction: 1 }],
    });
    expect(described('Numerical exact').description).toMatchObject({
      answers: [{ match: { kind: 'exact', value: 4 }, fraction: 1 }],
    });
    expect(described('Several numerical answers').description).toMatchObject({
      answers: [
        { match: { kind: 'exact', value: 1866 }, fraction: 1, feedback: 'Right: 1866.' },
        {
          match: { kind: 'tolerance', value: 1866, tolerance: 2 },
          fraction: 0.5,
          feedback: 'Close: it was 1866.',
        },
      ],
    });
  });

  test('essay: an empty answer section, answered in an editor', () => {
    expect(described('Essay')).toMatchObject({
      kind: 'essay',
      description: {
        prompt: prompt('Explain in your own words how vaccines train the immune system.'),
        responseFormat: 'html',
      },
    });
  });

  test('a text without answers is a description: a text block between the questions, worth nothing (ADR 260)', () => {
    const read = readTextQuestions(new TextEncoder().encode(GIFT), 'documented.gift');
    const items = read.quizzes.flatMap((q) => q.activities.flatMap((a) => a.items));
    expect(items.filter((i) => i.kind === 'question' && i.questionType === 'textBlock')).toEqual([
      expect.objectContaining({
        title: 'You may use a calculator for the questions that follow.',
        points: 0,
      }),
    ]);
    expect(read.skipped).toEqual([]);
  });
});

describe('the options of the GIFT page', () => {
  test('comment lines are left out and an escaped colon in a name is a colon', () => {
    expect(described('Name with : an escaped colon').description).toMatchObject({
      title: 'What is the chemical symbol for iron?',
      options: ['Fe', 'Ir', 'In'],
    });
  });

  test('feedback after # is never part of an answer; short answers keep theirs', () => {
    expect(described('Feedback').description).toMatchObject({
      options: ['nucleus', 'mitochondrion', 'ribosome'],
    });
    expect(described('Short answer with feedback').description).toMatchObject({
      answers: [
        { text: 'Mars', feedback: 'Right, iron oxide makes it red.' },
        { text: 'mars', feedback: 'Right.' },
      ],
    });
  });

  test('true/false feedback: the first # is shown on a wrong answer, the second on a right one', () => {
    expect(described('True/false with feedback').description).toMatchObject({
      correct: false,
      answerFeedback: { true: 'Wrong: bats can see.', false: 'Right: most bats see well.' },
    });
  });

  test('percentage weights: a choice keeps the best answer right and says so; a short answer keeps its shares', () => {
    expect(described('Percentage weights').description).toMatchObject({
      right: [0],
      notes: ['Partial credit (A 100%, B 50%) cannot be kept: only the best option (A) is right here.'],
    });
    expect(described('Short answer weights').description).toMatchObject({
      answers: [
        { text: 'photosynthesis', fraction: 1 },
        { text: 'photo synthesis', fraction: 0.5 },
      ],
    });
  });

  test('general feedback after #### is left out of the answers', () => {
    expect(described('General feedback').description).toMatchObject({
      options: ['red blood cells', 'white blood cells', 'platelets'],
    });
  });

  test('escaped special characters and \\n read as themselves', () => {
    expect(described('Special characters').description).toMatchObject({
      title: 'Which of these is written 1 + 1 = 2 in GIFT?',
      options: ['1 + 1 = 2', '1 ~ 2', '{1}', '# 2'],
      right: [0],
    });
    expect(described('Line break').description).toMatchObject({
      title: 'First line. Second line: which is a mammal?',
    });
  });

  test('[html] keeps the markup; [markdown] and [plain] are read as text', () => {
    expect(described('Format html').description).toMatchObject({
      title: 'Which organelle is green?',
      html: 'Which organelle is <b>green</b>?',
    });
    expect(described('Format markdown').description).toMatchObject({
      title: 'Which particle has **no** charge?',
    });
    expect(described('Format plain').description).toMatchObject({
      title: 'Which <element> is the lightest?',
    });
  });

  test('$CATEGORY: names the activity of the questions after it', () => {
    const read = readTextQuestions(new TextEncoder().encode(GIFT), 'documented.gift');
    expect(read.quizzes[0]!.activities.map((a) => a.title)).toEqual(['Activity 1', 'Physics']);
  });
});

describe('what Moodle reads beyond the page', () => {
  const one = (text: string) => describeWithTypes('gift', giftSources(text)[0]!)!;

  test('a matching pair without a prompt only adds a distractor answer', () => {
    expect(one('Match the planets.{=Mars -> red =Neptune -> blue = -> green}').read).toMatchObject({
      description: { pairs: [{ prompt: 'Mars' }, { prompt: 'Neptune' }], distractors: ['green'] },
    });
  });

  test('a numerical ~#feedback is any other answer, worth nothing, with that feedback', () => {
    expect(one('How many legs has a spider?{#=8 ~#Count again.}').read).toMatchObject({
      description: {
        answers: [
          { match: { kind: 'exact', value: 8 }, fraction: 1 },
          { match: { kind: 'any' }, fraction: 0, feedback: 'Count again.' },
        ],
      },
    });
  });

  test('a numerical answer that is not a number is unreadable, with the answer named', () => {
    expect(one('How many moons has Mars?{#two}').read).toEqual({
      kind: 'unreadable',
      reason: 'The answer "two" is not a number.',
    });
  });
});

describe('the report of the GIFT page', () => {
  test('every question is stored as its own type, the description as a text block; what changed is noted', () => {
    const lines = reportOf(readTextQuestions(new TextEncoder().encode(GIFT), 'documented.gift'));
    expect(lines.filter((l) => l.status !== 'imported').map((l) => [l.status, l.type, l.notes[0]])).toEqual([
      [
        'changed',
        'single answer',
        'Partial credit (A 100%, B 50%) cannot be kept: only the best option (A) is right here.',
      ],
    ]);
    // Moodle's partial credit on a short answer is kept as it is: "photo synthesis" earns half.
    const photosynthesis = lines.find((l) => l.item === 'Name the process plants use to make sugar.');
    expect(photosynthesis).toMatchObject({ status: 'imported', notes: [] });
    expect(lines.filter((l) => l.type === 'text block').map((l) => l.status)).toEqual(['imported']);
    const types = lines.map((l) => l.type);
    expect(types.filter((type) => type === 'true/false')).toHaveLength(5);
    expect(types.filter((type) => type === 'short answer')).toHaveLength(4);
    expect(types.filter((type) => type === 'numeric')).toHaveLength(4);
    expect(types.filter((type) => ['matching', 'essay'].includes(type))).toEqual(['matching', 'essay']);
    expect(lines).toHaveLength(30);
  });
});
