/**
 * Items of every question type the console holds, as Canvas and the QTI 2.2 reference wrote them (the real samples
 * under ../shared/formats/samples), come in through the import route as their own type (ADR 204): true/false, short
 * answer, numeric, essay, matching and ordering. A teacher's quiz made of them is then taken through the take API:
 * a student's right answers earn the points, wrong ones do not, each answer's feedback comes back, and an essay waits
 * for a person to score it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, titled } from './importedQuizPlay';
import { itemsPackage } from './samplePackages';

const SAMPLES = resolve(__dirname, '../../../../shared/formats/samples');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(SAMPLES, ...path)));

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

describe("Canvas's common cartridge (QTI 1.2 with Canvas's question types)", () => {
  test('its true/false, short answer, matching, numeric and essay come in as those types', async () => {
    const { content, templates } = await play.upload(
      'canvas_cartridge.imscc',
      sample('import', 'canvas_cartridge.imscc'),
    );
    const quiz = templates[0]!;
    expect(quiz.title).toBe('Every Canvas Interaction');
    const typeOf = (start: string) => titled(quiz, start).questionType ?? 'choice';
    expect(
      ['Question 2', 'Question 3', 'Question 7', 'Question 8', 'Question 10'].map((start) => typeOf(start)),
    ).toEqual(['trueFalse', 'shortAnswer', 'matching', 'numeric', 'essay']);
    // Each answer's feedback, then the question's on a right or a wrong answer, as Canvas shows both (ADR 393).
    expect(titled(quiz, 'Question 2').definition).toEqual({
      answer: true,
      feedbackTrue: 'Answer Feedback, True, Correct Item Feedback, Correct',
      feedbackFalse: 'Answer Feedback, False, Incorrect Item Feedback, Incorrect',
    });
    expect(titled(quiz, 'Question 2').feedback).toBe('Item Feedback, Neutral');
    expect(titled(quiz, 'Question 7').definition).toMatchObject({
      pairs: [
        { prompt: 'A', answer: '1' },
        { prompt: 'B', answer: '2' },
      ],
    });
    // What could not come in is named with why; what came in changed says what changed.
    const line = (start: string) => content.report.lines.find((l) => l.item.startsWith(start))!;
    // Canvas's feedback on a wrong short answer is its last answer, `*` worth nothing, as Moodle writes it.
    expect(line('Question 3')).toMatchObject({ status: 'imported', type: 'short answer', notes: [] });
    const lastAnswer = (titled(quiz, 'Question 3').definition as { answers: object[] }).answers.at(-1);
    expect(lastAnswer).toMatchObject({ text: '*', fraction: 0, feedback: expect.any(String) });
    // The calculated question is a calculated question, drawn for each student (ADR 291), with its feedback on a
    // right and a wrong answer (ADR 404).
    expect(content.report.lines.find((l) => l.type === 'calculated')).toMatchObject({
      item: expect.stringMatching(/^Formula, Answer is 42/),
      status: 'imported',
      notes: [],
    });
    expect(titled(quiz, 'Formula, Answer is 42').outcomeFeedback).toEqual({
      right: 'Item Feedback, Correct',
      wrong: 'Item Feedback, Incorrect',
    });

    const teacherQuiz = await play.teacherQuiz(quiz);
    const right = new Map<string, unknown>([
      ['Question 2, True/False, Answer is True', true],
      ['Question 3, Fill in the', 'blank'],
      [
        'Question 7, Matching, Correct Answer A:1, B:2',
        [
          { prompt: 'A', answer: '1' },
          { prompt: 'B', answer: '2' },
        ],
      ],
      [titled(teacherQuiz, 'Question 8').title, '42'],
      ['Question 10, Essay', 'A cell is the smallest unit of life.'],
    ]);
    const good = await play.takeQuiz(teacherQuiz, 'ada@school.test', right);
    expect(good.shown).not.toMatch(/Answer Feedback|"answer":true|pair-1/);
    const review = good.outcome.review!;
    const of = (start: string) => review[String(titled(teacherQuiz, start).id)]!;
    for (const start of ['Question 2', 'Question 3', 'Question 7', 'Question 8'])
      expect(of(start), start).toMatchObject({ correct: true });
    // The general feedback, then the true answer's own joined with the question's on a right answer (ADR 393).
    expect(of('Question 2').feedback).toEqual([
      'Item Feedback, Neutral',
      'Answer Feedback, True, Correct Item Feedback, Correct',
    ]);
    expect(of('Question 8').feedback).toContain('Answer Feedback, 41.5-42.5, range Item Feedback, Correct');
    expect(good.outcome.needsGrading).toBe(true);

    const wrong = new Map<string, unknown>([
      ['Question 2, True/False, Answer is True', false],
      ['Question 3, Fill in the', 'Blanks'],
      [
        'Question 7, Matching, Correct Answer A:1, B:2',
        [
          { prompt: 'A', answer: '1' },
          { prompt: 'B', answer: '3' },
        ],
      ],
      [titled(teacherQuiz, 'Question 8').title, '7'],
    ]);
    const bad = await play.takeQuiz(teacherQuiz, 'bob@school.test', wrong);
    const badReview = bad.outcome.review!;
    const badOf = (start: string) => badReview[String(titled(teacherQuiz, start).id)]!;
    expect(badOf('Question 2')).toMatchObject({ correct: false, earned: 0 });
    // The false answer's own feedback, then the question's on a wrong answer (ADR 393).
    expect(badOf('Question 2').feedback).toContain(
      'Answer Feedback, False, Incorrect Item Feedback, Incorrect',
    );
    expect(badOf('Question 3')).toMatchObject({ correct: false, earned: 0 });
    // Matching earns per pair (ADR 199): one of two.
    expect(badOf('Question 7')).toMatchObject({ correct: false, earned: badOf('Question 7').max / 2 });
    // Canvas's feedback on a wrong number is shown on a wrong number.
    expect(badOf('Question 8')).toMatchObject({ correct: false, earned: 0 });
    expect(badOf('Question 8').feedback).toContain('Item Feedback, Incorrect');
  });
});

describe('the QTI 2.2 reference items', () => {
  test('text entry, extended text, match, order and a true/false choice come in as their types and score', async () => {
    const items = {
      'text_entry.xml': sample('lms/instructure-qti/items_2.2/text_entry.xml'),
      'extended_text.xml': sample('lms/instructure-qti/items_2.2/extended_text.xml'),
      'match.xml': sample('lms/instructure-qti/items_2.2/match.xml'),
      'order.xml': sample('lms/instructure-qti/items_2.2/order.xml'),
      'choice_true_false.xml': sample('lms/instructure-qti/items_2.2/choice_true_false.xml'),
    };
    // The pictures the items show ship with them, as in the reference package (a missing one is reported).
    const pictures = {
      'images/postcard.png': sample('lms/instructure-qti/items_2.2/images/postcard.png'),
      'images/sign.png': sample('lms/instructure-qti/items_2.2/images/sign.png'),
    };
    const { content, templates } = await play.upload('reference.zip', itemsPackage(items, pictures));
    expect(content.report.lines.map((l) => [l.type, l.status])).toEqual([
      ['short answer', 'imported'],
      ['essay', 'imported'],
      ['matching', 'imported'],
      ['ordering', 'imported'],
      ['true/false', 'imported'],
    ]);
    expect(content.report.lines[0]!.notes).toEqual([]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const [entry, essay, match, order, trueFalse] = quiz.activities[0]!.items;
    expect(entry).toMatchObject({
      questionType: 'shortAnswer',
      // "york" earns half the points in the item, as here (case counts: "York" earns them all).
      definition: { answers: [{ text: 'York' }, { text: 'york', fraction: 0.5 }], caseSensitive: true },
    });
    expect(order).toMatchObject({
      questionType: 'ordering',
      definition: {
        items: [{ text: 'Michael Schumacher' }, { text: 'Rubens Barrichello' }, { text: 'Jenson Button' }],
      },
    });
    expect(trueFalse).toMatchObject({ questionType: 'trueFalse', definition: { answer: true } });

    const pairs = (match!.definition as { pairs: { prompt: string; answer: string }[] }).pairs;
    expect(pairs.map((pair) => [pair.prompt, pair.answer])).toEqual([
      ['Antonio', 'Prospero'],
      ['Capulet', 'Montague'],
      ['Demetrius', 'Lysander'],
    ]);
    const answers = new Map<string, unknown>([
      [entry!.title, 'York'],
      [essay!.title, 'Dear Sam, thank you for your postcard.'],
      [match!.title, pairs.map(({ prompt, answer }) => ({ prompt, answer }))],
      [order!.title, ['Michael Schumacher', 'Rubens Barrichello', 'Jenson Button']],
      [trueFalse!.title, true],
    ]);
    const { outcome } = await play.takeQuiz(quiz, 'cy@school.test', answers);
    const review = outcome.review!;
    for (const item of [entry!, match!, order!, trueFalse!])
      expect(review[String(item.id)], item.title).toMatchObject({ correct: true });
    expect(outcome.needsGrading).toBe(true);

    const lower = await play.takeQuiz(quiz, 'dee@school.test', new Map([[entry!.title, 'york']]));
    // Its lower-case spelling earns the half the item gives it.
    const lowerReview = lower.outcome.review![String(entry!.id)]!;
    expect(lowerReview).toMatchObject({ correct: false, earned: lowerReview.max / 2 });
  });
});
