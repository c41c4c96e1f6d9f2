/**
 * The examples of Moodle's "GIFT format" and "Moodle XML format" pages (docs.moodle.org), written again for these
 * tests with questions of our own (fixtures/moodleGiftPage.gift, fixtures/moodleXmlPage.xml): each is uploaded
 * through the import route, stored as the question type Moodle makes of it (ADR 204), and a student taking the
 * teacher's quiz is scored as Moodle would score the same answers: tolerances and ranges, the first answer a number
 * fits giving its share, units converted, wildcards, case, the feedback of the answer given.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, titled } from './importedQuizPlay';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, 'fixtures', name)));

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

/** Each answer's review (earned share of the points and feedback), by the start of its question's title. */
async function answered(quiz: Quiz, email: string, answers: readonly [string, unknown][]) {
  const byTitle = new Map(answers.map(([start, response]) => [titled(quiz, start).title, response]));
  const { outcome } = await play.takeQuiz(quiz, email, byTitle);
  return (start: string) => {
    const review = outcome.review![String(titled(quiz, start).id)]!;
    return { share: review.earned / review.max, feedback: review.feedback };
  };
}

describe("Moodle's GIFT page", () => {
  let quiz: Quiz;
  let report: { type: string; status: string; notes: string[] }[];

  beforeAll(async () => {
    const { content, templates } = await play.upload('gift page.gift', fixture('moodleGiftPage.gift'));
    report = content.report.lines;
    quiz = await play.teacherQuiz(templates[0]!);
  });

  test('every example is stored as the type Moodle makes of it', () => {
    expect(report.map((line) => line.type)).toEqual([
      'single answer',
      'single answer',
      'true/false',
      'true/false',
      'short answer',
      'short answer',
      'matching',
      'numeric',
      'numeric',
      'numeric',
      'numeric',
      'essay',
      'single answer',
      'short answer',
      'true/false',
      'single answer',
      'multiple answer',
      'numeric',
      'single answer',
      'numeric',
    ]);
    // Only the choice of percentages changed: one right option here, where Moodle gives half to another.
    expect(report.filter((line) => line.status !== 'imported')).toEqual([
      expect.objectContaining({
        notes: ['Partial credit (B 50%, C 100%) cannot be kept: only the best option (C) is right here.'],
      }),
    ]);
    expect(titled(quiz, 'Leaves are green because of _____ in their cells.')).toMatchObject({
      textOptions: [{ text: 'keratin' }, { text: 'chlorophyll' }, { text: 'melanin' }],
    });
    expect(titled(quiz, 'Two plus two makes _____.').definition).toMatchObject({
      answers: [{ text: 'four' }, { text: '4' }],
    });
    expect(titled(quiz, 'How many legs').feedback).toBe('Insects have three pairs of legs.');
    expect(titled(quiz, 'Which of these reads').textOptions.map((o) => o.text)).toEqual([
      '3 = 1 + 2',
      '3 ~ 1',
      '{3}',
    ]);
  });

  test('right answers earn the points Moodle gives, and the feedback of the answer given comes back', async () => {
    const review = await answered(quiz, 'gift.right@school.test', [
      ['The heart pumps', true],
      ['Humans have three lungs', false],
      ['Which planet is closest', 'mercury'],
      ['Two plus two', '4'],
      [
        'Match each animal',
        [
          { prompt: 'cow', answer: 'grass' },
          { prompt: 'owl', answer: 'mice' },
          { prompt: 'shark', answer: 'fish' },
        ],
      ],
      ['In which year did the Titanic', '1914'],
      ['What is the value of e', '2.7183'],
      ['Give pi', '3.145'],
      ['In which year did the Berlin Wall', '1989'],
      ['Who wrote Hamlet', 'William Shakespeare'],
      ['Bats are blind', false],
      ['How many legs', '6'],
      ['How many sides', '6'],
    ]);
    for (const start of [
      'The heart pumps',
      'Humans have three lungs',
      'Which planet is closest',
      'Two plus two',
      'Match each animal',
      'In which year did the Titanic',
      'What is the value of e',
      'Give pi',
      'In which year did the Berlin Wall',
      'Who wrote Hamlet',
      'Bats are blind',
      'How many legs',
      'How many sides',
    ])
      expect(review(start).share, start).toBe(1);
    expect(review('Who wrote Hamlet').feedback).toContain('Well done, in full.');
    expect(review('Bats are blind').feedback).toContain('Right: most bats see.');
  });

  test('wrong and partly right answers earn what Moodle gives: nothing, or the share of the answer they fit', async () => {
    const review = await answered(quiz, 'gift.wrong@school.test', [
      ['In which year did the Titanic', '1915'],
      ['What is the value of e', '2.72'],
      ['Give pi', '3.16'],
      // {#=1989:0 =%50%1989:1}: one year off fits only the second answer, worth half.
      ['In which year did the Berlin Wall', '1990'],
      ['Bats are blind', true],
      ['How many sides', '5'],
      ['Which planet is closest', 'Venus'],
      [
        'Match each animal',
        [
          { prompt: 'cow', answer: 'grass' },
          { prompt: 'owl', answer: 'fish' },
          { prompt: 'shark', answer: 'mice' },
        ],
      ],
    ]);
    expect(review('In which year did the Titanic').share).toBe(0);
    expect(review('What is the value of e').share).toBe(0);
    expect(review('Give pi').share).toBe(0);
    expect(review('In which year did the Berlin Wall').share).toBe(0.5);
    expect(review('Bats are blind')).toEqual({ share: 0, feedback: ['Bats see well.'] });
    expect(review('How many sides')).toEqual({ share: 0, feedback: ['Count the corners.'] });
    expect(review('Which planet is closest').share).toBe(0);
    expect(review('Match each animal').share).toBeCloseTo(1 / 3);
  });
});

describe("Moodle's Moodle XML page", () => {
  let quiz: Quiz;

  beforeAll(async () => {
    const { content, templates } = await play.upload('moodle page.xml', fixture('moodleXmlPage.xml'));
    expect(content.report.lines.map((line) => [line.type, line.status, line.notes[0] ?? ''])).toEqual([
      ['single answer', 'imported', ''],
      ['true/false', 'imported', ''],
      ['short answer', 'imported', ''],
      ['numeric', 'imported', ''],
      ['matching', 'imported', ''],
      ['essay', 'imported', ''],
      // A description is a text block between the questions (ADR 260).
      ['text block', 'imported', ''],
    ]);
    quiz = await play.teacherQuiz(templates[0]!);
  });

  test('each question keeps its grade, general feedback and the data of its type', () => {
    expect(titled(quiz, 'Which planet is the largest').feedback).toBe(
      'Jupiter is larger than all the others together.',
    );
    expect(titled(quiz, 'Which planet is the largest').textOptions.map((o) => o.text)).toEqual([
      'Jupiter',
      'Mars',
      'Venus',
    ]);
    expect(titled(quiz, 'The Moon is a planet.')).toMatchObject({
      points: 2,
      definition: {
        answer: false,
        feedbackTrue: 'No: it goes around the Earth.',
        feedbackFalse: 'Right: it is a moon.',
      },
    });
    expect(titled(quiz, 'How long is a marathon')).toMatchObject({
      points: 3,
      definition: {
        units: [
          { unit: 'km', multiplier: 1 },
          { unit: 'm', multiplier: 0.001 },
        ],
      },
    });
    expect(titled(quiz, 'Match each country').definition).toMatchObject({
      pairs: [
        { prompt: 'France', answer: 'Paris' },
        { prompt: 'Italy', answer: 'Rome' },
        { prompt: 'Spain', answer: 'Madrid' },
      ],
      distractors: [{ text: 'Lisbon' }],
    });
    expect(titled(quiz, 'Explain why the seasons change.')).toMatchObject({
      points: 5,
      definition: {
        lines: 15,
        maxWords: 300,
        graderInfo: "Mentions the tilt of the Earth's axis.",
        template: 'The seasons change because',
      },
    });
  });

  test('a student is scored as Moodle scores: wildcards, no case, tolerances by their order, units converted', async () => {
    const right = await answered(quiz, 'xml.right@school.test', [
      ['The Moon is a planet.', false],
      ['Which element', 'FERRUM'],
      ['How long is a marathon', '42195 m'],
      [
        'Match each country',
        [
          { prompt: 'France', answer: 'Paris' },
          { prompt: 'Italy', answer: 'Rome' },
          { prompt: 'Spain', answer: 'Madrid' },
        ],
      ],
    ]);
    expect(right('The Moon is a planet.')).toEqual({ share: 1, feedback: ['Right: it is a moon.'] });
    expect(right('Which element')).toEqual({ share: 1, feedback: ['Its symbol, yes.'] });
    expect(right('How long is a marathon')).toEqual({ share: 1, feedback: ['Right.'] });
    expect(right('Match each country').share).toBe(1);

    const near = await answered(quiz, 'xml.near@school.test', [
      ['How long is a marathon', '41'],
      ['Which element', 'copper'],
    ]);
    expect(near('How long is a marathon')).toEqual({ share: 0.5, feedback: ['Close.'] });
    expect(near('Which element').share).toBe(0);
    const far = await answered(quiz, 'xml.far@school.test', [['How long is a marathon', '10']]);
    expect(far('How long is a marathon')).toEqual({ share: 0, feedback: ['A marathon is about 42 km.'] });
  });
});
