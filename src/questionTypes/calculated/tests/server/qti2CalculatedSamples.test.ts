/**
 * The real QTI 2.2 samples whose template only draws numbers and computes with them come in as calculated questions
 * (ADR 291), each student drawing their own: Example 3 (e to a drawn power, to 3 decimal places, with its solution)
 * in both places the samples hold it. What the teacher sees (the wildcard, its range, the formula, the tolerance),
 * what a student reads and asks for (their numbers in the text and in the solution), and the domain's scoring of
 * their answers against what QTI's `equalRounded` accepts. Example 4 (a triangle) draws what a calculated question
 * cannot hold, and keeps its draws as versions (ADR 309).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readQti2ItemTyped } from '../../../../../server/imports/qti2Reader';
import { roundedTo } from '../../../../../server/imports/qti2TemplateMath';
import { parseXml } from '../../../../../server/imports/xmlTree';
import { calculatedText, calculatedType } from '../../domain/calculated';
import type { StoredQuestion } from '../../../shared/domain/questionType';

const LMS = resolve(__dirname, '../../../../../../shared/formats/samples/lms/instructure-qti');
/** Where the samples hold an item: its folder, and its path. */
const places = (paths: readonly (readonly string[])[]) =>
  paths.map((path) => ({ folder: path.slice(0, -1).join('/'), path }));

const EXAMPLE_3 = places([
  ['items_2.2', 'Example03-feedbackBlock-solution-random.xml'],
  ['tests', 'feedbackTest', 'id-aaa0bbf5da1d', 'Example03-feedbackBlock-solution-random.xml'],
]);
const EXAMPLE_4 = places([
  ['items_2.2', 'Example04-feedbackBlock-templateBlock.xml'],
  ['tests', 'feedbackTest', 'id-d599169403d2', 'Example04-feedbackBlock-templateBlock.xml'],
]);

const readSample = (path: readonly string[]) =>
  readQti2ItemTyped(parseXml(new Uint8Array(readFileSync(join(LMS, ...path))), path.at(-1)!)).result;

/** The question a sample comes in as, stored as the import stores it. */
function stored(path: readonly string[]) {
  const result = readSample(path);
  if (result.kind !== 'question') throw new Error(`not a question: ${JSON.stringify(result)}`);
  const { question } = result;
  const asStored: StoredQuestion = {
    id: 42,
    title: question.title,
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: question.questionType,
    points: question.points,
    definition: question.definition,
    hints: question.hints,
  };
  return { question, asStored };
}

/** The student of an attempt: the power of e their text shows, their score for an answer, their solution. */
function student(question: StoredQuestion, attempt: string) {
  const text = calculatedText(question, attempt);
  const power = Number(/^Find the value of e\^(-?\d+) to 3 decimal places\.$/.exec(text)?.[1]);
  return {
    text,
    power,
    right: (answer: string) => calculatedType.score(question, answer, undefined, attempt).correct,
    solution: () => calculatedType.studentHint(question, question.hints![0]!.text, attempt),
  };
}

/** QTI's own verdict on an answer: `equalRounded figures="3" roundingMode="decimalPlaces"` against e^power. */
const qtiAccepts = (answer: number, power: number) =>
  roundedTo(answer, 3, false) === roundedTo(Math.exp(power), 3, false);

const ATTEMPTS = Array.from({ length: 24 }, (_, i) => `${i + 1}`);

describe.each(EXAMPLE_3)('Example 3 ($folder): e to a drawn power', ({ path }) => {
  test('comes in as a calculated question, exactly: the drawn power is the wildcard {iA} from 1 to 4', () => {
    const { question } = stored(path);
    expect(question).toMatchObject({
      questionType: 'calculated',
      title: 'Find the value of e^{iA} to 3 decimal places.',
      definition: {
        variables: [{ name: 'iA', min: 1, max: 4, decimals: 0 }],
        // fAns = exp(iA), compared rounded to 3 decimal places: the answer is shown with 3.
        formula: 'round(exp(iA), 3)',
        tolerance: 0.0005,
        relative: false,
        decimals: 3,
      },
      points: 10,
    });
    // Nothing was drawn at import: no note of a draw. Its right and wrong feedback are the question's (ADR 404, 407).
    expect(question.notes ?? []).toEqual([]);
    expect(question.outcomeFeedback).toEqual({
      right: 'Correct',
      wrong: 'No, that is not the correct answer',
    });
    // The solution button is the question's solution; it shows the student's power and the rounded value.
    expect(question.hints).toEqual([
      { text: '<p>[e^{iA}, =, exp({iA}); , =, {=round(exp(iA), 3)}]</p>', penalty: 1, solution: true },
    ]);
  });

  test("each student reads their own power of e, and is scored on it as QTI's equalRounded scores", () => {
    const { asStored } = stored(path);
    const powers = new Set<number>();
    for (const attempt of ATTEMPTS) {
      const { power, right } = student(asStored, attempt);
      expect([1, 2, 3, 4]).toContain(power);
      powers.add(power);
      const shown = Number(Math.exp(power).toFixed(3));
      // The value to 3 decimal places, and the value with every digit (QTI rounds it too): right.
      expect(right(Math.exp(power).toFixed(3))).toBe(true);
      expect(right(String(Math.exp(power)))).toBe(true);
      // Another power's value, one thousandth off, or a value rounded down when it rounds up: wrong.
      expect(right(Math.exp(power + 1).toFixed(3))).toBe(false);
      expect(right((shown + 0.001).toFixed(3))).toBe(false);
      expect(right(Math.exp(power).toFixed(2))).toBe(false);
      // Every answer of four decimals around it is judged as QTI judges it, but for the upper end of the half
      // unit, which QTI rounds up and refuses and the tolerance's closed range accepts (ADR 291).
      for (let step = -9; step <= 9; step++) {
        const answer = Number(((Math.round(shown * 1000) * 10 + step) / 10_000).toFixed(4));
        expect(right(String(answer)), `${answer} for e^${power}`).toBe(
          step === 5 || qtiAccepts(answer, power),
        );
        if (step === 5) expect(qtiAccepts(answer, power)).toBe(false);
      }
    }
    // Students draw their own numbers: every power of the range is drawn.
    expect([...powers].sort()).toEqual([1, 2, 3, 4]);
  });

  test('the solution a student asks for shows their power and its value to 3 decimal places', () => {
    const { asStored } = stored(path);
    for (const attempt of ATTEMPTS.slice(0, 8)) {
      const { power, solution } = student(asStored, attempt);
      expect(solution()).toBe(
        `<p>[e^${power}, =, exp(${power}); , =, ${Number(Math.exp(power).toFixed(3))}]</p>`,
      );
    }
  });
});

describe.each(EXAMPLE_4)('Example 4 ($folder): a triangle drawn from lists', ({ path }) => {
  test('keeps its draws as versions: a calculated question cannot hold what it draws', () => {
    // Angle A from a list that holds 90 three times, angle B in steps of 5 unlike A, the kind of triangle as text,
    // the answer to 3 significant figures and half the points at 2: none of it is a calculated question's.
    const result = readSample(path);
    expect(result).toMatchObject({
      kind: 'question',
      question: { questionType: 'numeric', hints: [{ penalty: 1, solution: true }] },
    });
    if (result.kind !== 'question') return;
    // Its feedback on a right, a nearly right and a wrong answer is its answers' own (ADR 408); what it shows after
    // three attempts has no place in a numeric question: named, nothing else (ADR 395).
    expect(result.question.notes).toEqual([
      expect.stringMatching(
        /^Its feedback "You have had three attempts.*" is not kept: a numeric question here has no place for it\.$/,
      ),
    ]);
    // Other triangles, each a numeric question of its own side b, with the same solution hint's penalty.
    const versions = result.question.versions ?? [];
    expect(versions.length).toBeGreaterThan(1);
    for (const version of versions)
      expect(version).toMatchObject({
        questionType: 'numeric',
        title: expect.stringMatching(/^In triangle ABC, side a=\d+, angle A=\d+° and angle B=\d+°\./),
        hints: [{ penalty: 1, solution: true }],
      });
  });
});
