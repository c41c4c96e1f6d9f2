/**
 * QTI 2.2 items whose values are drawn for each student from random variables (a QTI template) come in with one
 * draw (ADR 280), read from the real samples under ../shared/formats/samples through the import route: the numbers
 * drawn are in the question's text, its right answer agrees with them, a note names the draw, and a student who
 * answers with those numbers is right.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, type ImportedItem as Item } from './importedQuizPlay';
import { itemsPackage, folderPackage } from './samplePackages';

const SAMPLES = resolve(__dirname, '../../../../shared/formats/samples');
const LMS = join(SAMPLES, 'lms', 'instructure-qti');
const sample = (...path: string[]) => new Uint8Array(readFileSync(join(LMS, ...path)));

const ITEMS = [
  'template.xml',
  'template_image.xml',
  'Example04-feedbackBlock-templateBlock.xml',
  'mc_calc3.xml',
  'mc_calc5.xml',
  'mc_stat2.xml',
];

/** The note of an item drawn once, naming the values drawn. */
const drawNote = (values: string) =>
  `Its values were drawn for each student from random variables (a QTI template): one draw (${values}) is ` +
  'kept, so every student gets the same numbers.';

/** A question's text as the student reads it: its HTML's tags left out, entities read. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The question of a quiz whose text matches, with the text's groups. */
function asking(quiz: Quiz, pattern: RegExp): { item: Item; groups: string[] } {
  const item = quiz.activities.flatMap((a) => a.items).find((i) => pattern.test(plain(i.title)));
  expect(item, String(pattern)).toBeDefined();
  return { item: item!, groups: pattern.exec(plain(item!.title))!.slice(1) };
}

/** A numeric question's one right answer: its value, and how far from it an answer may be. */
function rightNumber(item: Item) {
  const definition = item.definition as { answers: { match: { value: number; tolerance?: number } }[] };
  expect(definition.answers).toHaveLength(1);
  return definition.answers[0]!.match;
}

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

describe('QTI 2.2 items with template variables, drawn once', () => {
  test('each comes in with the drawn numbers in its text, a right answer that agrees with them, and a note naming the draw', async () => {
    const pictures = Object.fromEntries(
      ['plane.png', 'train.png', 'bus.png'].map((p) => [`images/${p}`, sample('items_2.2', 'images', p)]),
    );
    const { content, templates } = await play.upload(
      'templates.zip',
      itemsPackage(Object.fromEntries(ITEMS.map((name) => [name, sample('items_2.2', name)])), pictures),
    );
    expect(content.report.lines.map((l) => [l.type, l.status])).toEqual([
      ['numeric', 'changed'],
      ['numeric', 'changed'],
      ['numeric', 'changed'],
      ['fill in the blanks', 'changed'],
      ['multiple answer', 'changed'],
      ['fill in the blanks', 'changed'],
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const line = (start: string) => content.report.lines.find((l) => l.item.startsWith(start))!;

    // "Digging a Hole": A people dig it in MIN minutes, so B people in 120 / B.
    const hole = asking(
      quiz,
      /If it takes (\d+) (men|women|children) (\d+) minutes to dig a hole, how long would it take (\d+) \2 to dig/,
    );
    const [a, people, minutes, b] = hole.groups as [string, string, string, string];
    expect(Number(a) * Number(minutes)).toBe(120);
    expect(rightNumber(hole.item)).toEqual({ kind: 'exact', value: 120 / Number(b) });
    expect(line('If it takes').notes).toEqual([drawNote(`PEOPLE = ${people}, A = ${a}, B = ${b}`)]);

    // "Transportation": the picture of the drawn means of transport, and three hours at its speed.
    const travel = asking(quiz, /average speed of (\d+) km\/h\. How far does he travel in 3 hours\?/);
    const speed = Number(travel.groups[0]);
    const transport = ({ 600: 'plane', 200: 'train', 50: 'bus' } as Record<number, string>)[speed];
    expect(transport).toBeDefined();
    expect(rightNumber(travel.item)).toEqual({ kind: 'exact', value: 3 * speed });
    expect(line("Mick's Travels").notes).toEqual([drawNote(`TRANSPORT = ${transport}`)]);
    // Only the drawn picture is shown (and stored); the two the template hides are not.
    expect(content.images.stored).toBe(1);
    expect(content.images.notImported).toEqual([]);

    // Example 4: side b of the drawn triangle to 3 significant figures (the sine rule, or sin B when A is 90°).
    const triangle = asking(quiz, /In triangle ABC, side a=(\d+), angle A=(\d+)° and angle B=(\d+)°\./);
    const [side, angleA, angleB] = triangle.groups.map(Number) as [number, number, number];
    const radians = (degrees: number) => (degrees * Math.PI) / 180;
    const sideB = (side * Math.sin(radians(angleB))) / Math.sin(radians(angleA));
    expect(rightNumber(triangle.item)).toMatchObject({
      kind: 'tolerance',
      value: Number(sideB.toPrecision(3)),
    });
    expect(line('In triangle ABC').notes).toContain(drawNote(`iA = ${angleA}, iB = ${angleB}, ia = ${side}`));

    // The divisors of the drawn number, without 1 and itself, is the right option of the blank.
    const divisors = asking(quiz, /What are the divisors of (\d+) without 1 and (\d+) \?/);
    const number = Number(divisors.groups[0]);
    expect(divisors.groups[1]).toBe(divisors.groups[0]);
    const expected = Array.from({ length: number - 2 }, (_, i) => i + 2).filter((d) => number % d === 0);
    const gap = (
      divisors.item.definition as {
        gaps: { id: string; options: { id: string; text: string }[]; right: string }[];
      }
    ).gaps[0]!;
    expect(gap.options.find((o) => o.id === gap.right)!.text).toBe(expected.join(',') || '-');

    // "a/b of c is equal to:": the right option is the product, in the drawn numbers.
    const fraction = asking(quiz, /^(\d+)\/(\d+) of (-\d+) is equal to:$/);
    const [numerator, denominator, whole] = fraction.groups.map(Number) as [number, number, number];
    const options = fraction.item.textOptions;
    const right = fraction.item.rightAnswer.map((id) => options.find((o) => o.id === id)!.text);
    expect(right).toEqual([String((numerator * whole) / denominator)]);

    // The statistics of the drawn set: its smallest, greatest, mean and standard deviation, to two decimals.
    const stats = asking(quiz, /Here is a set of numbers: ([-\d;]+)/);
    const set = stats.groups[0]!.split(';').map(Number);
    const mean = set.reduce((x, y) => x + y, 0) / set.length;
    const sd = Math.sqrt(set.reduce((sum, x) => sum + (x - mean) ** 2, 0) / set.length);
    const gaps = (stats.item.definition as { gaps: { id: string; answers: { text: string }[] }[] }).gaps;
    expect(gaps.map((g) => Number(g.answers[0]!.text))).toEqual([
      Math.min(...set),
      Math.max(...set),
      Math.round(mean * 100) / 100,
      Math.round(sd * 100) / 100,
    ]);

    // A student who answers with the numbers of the text is right; one who answers other numbers is not.
    const taken = await play.takeQuiz(
      quiz,
      'ada@school.test',
      new Map<string, unknown>([
        [hole.item.title, String(120 / Number(b))],
        [travel.item.title, String(3 * speed)],
        [triangle.item.title, sideB.toPrecision(3)],
        [
          stats.item.title,
          [Math.min(...set), Math.max(...set), Math.round(mean * 100) / 100, Math.round(sd * 100) / 100].map(
            (value, i) => ({ gap: gaps[i]!.id, answer: String(value) }),
          ),
        ],
        [divisors.item.title, [{ gap: gap.id, answer: expected.join(',') || '-' }]],
      ]),
    );
    for (const { item } of [hole, travel, triangle, stats, divisors])
      expect(taken.outcome.review![String(item.id)], item.title).toMatchObject({ correct: true });
    const wrong = await play.takeQuiz(
      quiz,
      'bob@school.test',
      new Map<string, unknown>([[triangle.item.title, (sideB + 1).toPrecision(3)]]),
    );
    expect(wrong.outcome.review![String(triangle.item.id)]).toMatchObject({ correct: false });
  });

  test('the feedback examples test comes in whole: its triangle drawn once, e to a power calculated (ADR 291)', async () => {
    const { content } = await play.upload(
      'feedbackTest.zip',
      folderPackage(join(LMS, 'tests', 'feedbackTest')),
    );
    const drawn = content.report.lines.filter((l) =>
      l.notes.some((note) => note.includes('(a QTI template)')),
    );
    expect(drawn.map((l) => [l.type, l.status])).toEqual([['numeric', 'changed']]);
    expect(drawn.map((l) => l.item)).toEqual([
      expect.stringMatching(/^In triangle ABC, side a=\d+, angle A=\d+° and angle B=\d+°\./),
    ]);
    expect(content.report.lines.find((l) => l.item.startsWith('Find the value of e^{iA}'))).toMatchObject({
      type: 'calculated',
      status: 'imported',
      notes: [],
    });
    expect(content.report.lines.filter((l) => l.notes.some((note) => note.includes('QTI template')))).toEqual(
      drawn,
    );
  });
});
