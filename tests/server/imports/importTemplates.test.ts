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

/** The note of an item kept with its versions (ADR 309), each student getting one of them. */
const VERSIONS_NOTE =
  /^Its values are drawn for each student from random variables: each student gets one of \d+ versions drawn from them \(the editor shows version 1\)\.$/;

/** A template as the teacher has it after a first edit: version 1 for everyone (ADR 309). */
const versionOne = (quiz: Quiz): Quiz => ({
  ...quiz,
  activities: quiz.activities.map((activity) => ({
    ...activity,
    items: activity.items.map(({ versions: _versions, ...item }) => item),
  })),
});

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

/** A numeric question's answers: each accepted value, its share of the points and its feedback. */
const numericAnswers = (item: Item) =>
  (
    item.definition as {
      answers: { match: { value: number; tolerance?: number }; fraction: number; feedback?: string }[];
    }
  ).answers;

/** A numeric question's one right answer: its value, and how far from it an answer may be. */
function rightNumber(item: Item) {
  const answers = numericAnswers(item);
  expect(answers).toHaveLength(1);
  return answers[0]!.match;
}

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

describe('QTI 2.2 items with template variables, drawn into versions (ADR 280, 309)', () => {
  test('each comes in with the drawn numbers in its text, a right answer that agrees with them, and its versions', async () => {
    const pictures = Object.fromEntries(
      ['plane.png', 'train.png', 'bus.png'].map((p) => [`images/${p}`, sample('items_2.2', 'images', p)]),
    );
    const { content, templates } = await play.upload(
      'templates.zip',
      itemsPackage(Object.fromEntries(ITEMS.map((name) => [name, sample('items_2.2', name)])), pictures),
    );
    // Two show feedback their type here has no place for (after three attempts, on a count of wrong blanks): named,
    // so they are changed (ADR 395); the others keep theirs on a right and a wrong answer and on a choice (ADR 404,
    // 407), Example 4 its right, nearly right and wrong answers' (ADR 408).
    expect(content.report.lines.map((l) => [l.type, l.status])).toEqual([
      ['numeric', 'imported'],
      ['numeric', 'imported'],
      ['numeric', 'changed'],
      ['fill in the blanks', 'imported'],
      ['multiple answer', 'imported'],
      ['fill in the blanks', 'changed'],
    ]);
    for (const line of content.report.lines)
      expect(line.notes).toEqual([
        ...(line.status === 'changed'
          ? [expect.stringMatching(/^Its feedback .* (is|are) not kept: a /)]
          : []),
        expect.stringMatching(VERSIONS_NOTE),
      ]);
    // Version 1 is the draw ADR 280 kept: its text and right answer agree (each version's are checked in
    // importTemplateVersions.test.ts).
    const quiz = await play.teacherQuiz(versionOne(templates[0]!));

    // "Digging a Hole": A people dig it in MIN minutes, so B people in 120 / B.
    const hole = asking(
      quiz,
      /If it takes (\d+) (men|women|children) (\d+) minutes to dig a hole, how long would it take (\d+) \2 to dig/,
    );
    const [a, people, minutes, b] = hole.groups as [string, string, string, string];
    expect(Number(a) * Number(minutes)).toBe(120);
    expect(rightNumber(hole.item)).toEqual({ kind: 'exact', value: 120 / Number(b) });
    expect(people).toMatch(/men|women|children/);

    // "Transportation": the picture of the drawn means of transport, and three hours at its speed.
    const travel = asking(quiz, /average speed of (\d+) km\/h\. How far does he travel in 3 hours\?/);
    const speed = Number(travel.groups[0]);
    const transport = ({ 600: 'plane', 200: 'train', 50: 'bus' } as Record<number, string>)[speed];
    expect(transport).toBeDefined();
    expect(rightNumber(travel.item)).toEqual({ kind: 'exact', value: 3 * speed });
    // Each version shows its own picture: the three pictures are stored, each once, and each version points at its.
    expect(content.images.stored).toBe(3);
    expect(content.images.notImported).toEqual([]);
    const travels = templates[0]!.activities
      .flatMap((a) => a.items)
      .find((i) => i.title.includes('average speed'))!;
    const shown = [travels.title, ...(travels.versions ?? []).map((v) => v.title)].map(
      (title) => /<img src="([^"]+)"/.exec(title)?.[1],
    );
    expect(new Set(shown).size).toBe(3);
    for (const picture of shown) expect(picture).toMatch(/^\/media\//);

    // Example 4: side b of the drawn triangle to 3 significant figures (the sine rule, or sin B when A is 90°).
    const triangle = asking(quiz, /In triangle ABC, side a=(\d+), angle A=(\d+)° and angle B=(\d+)°\./);
    const [side, angleA, angleB] = triangle.groups.map(Number) as [number, number, number];
    const radians = (degrees: number) => (degrees * Math.PI) / 180;
    const sideB = (side * Math.sin(radians(angleB))) / Math.sin(radians(angleA));
    // Right to 3 figures earns the whole and "OK"; right to 2 figures half and "Not far off"; else "Incorrect".
    expect(numericAnswers(triangle.item)).toEqual([
      expect.objectContaining({
        match: expect.objectContaining({ kind: 'tolerance', value: Number(sideB.toPrecision(3)) }),
        fraction: 1,
        feedback: 'OK',
      }),
      expect.objectContaining({
        match: expect.objectContaining({ kind: 'tolerance', value: Number(sideB.toPrecision(2)) }),
        fraction: 0.5,
        feedback: 'Not far off - check your rounding...',
      }),
      expect.objectContaining({ fraction: 0, feedback: 'Incorrect' }),
    ]);

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
    // The drawn fraction is an equation (ADR 390).
    const fraction = asking(quiz, /^\\\(\\frac\{(\d+)\}\{(\d+)\}\\\) of (-\d+) is equal to:$/);
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
    expect(wrong.outcome.review![String(triangle.item.id)]).toMatchObject({
      correct: false,
      earned: 0,
      feedback: ['Incorrect'],
    });
    const near = await play.takeQuiz(
      quiz,
      'cy@school.test',
      new Map<string, unknown>([[triangle.item.title, sideB.toPrecision(2)]]),
    );
    expect(near.outcome.review![String(triangle.item.id)]).toMatchObject({
      correct: false,
      earned: 5,
      max: 10,
      feedback: ['Not far off - check your rounding...'],
    });
  });

  test('the feedback examples test comes in whole: its triangle in versions, e to a power calculated (ADR 291)', async () => {
    const { content } = await play.upload(
      'feedbackTest.zip',
      folderPackage(join(LMS, 'tests', 'feedbackTest')),
    );
    const drawn = content.report.lines.filter((l) => l.notes.some((note) => VERSIONS_NOTE.test(note)));
    // Its adaptive feedback (per attempt) has no place here, and is named (ADR 395).
    expect(drawn.map((l) => [l.type, l.status])).toEqual([['numeric', 'changed']]);
    expect(drawn.map((l) => l.item)).toEqual([
      expect.stringMatching(/^In triangle ABC, side a=\d+, angle A=\d+° and angle B=\d+°\./),
    ]);
    expect(content.report.lines.find((l) => l.item.startsWith('Find the value of e^{iA}'))).toMatchObject({
      type: 'calculated',
      // Its right and wrong feedback are the question's (ADR 404, 407).
      status: 'imported',
      notes: [],
    });
    expect(
      content.report.lines.filter((l) => l.notes.some((note) => note.includes('random variables'))),
    ).toEqual(drawn);
  });
});
