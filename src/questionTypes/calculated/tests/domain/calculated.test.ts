/**
 * The calculated question's domain (ADR 291): the formula read by jsep and evaluated by our whitelist only, the
 * draw seeded by the attempt and the question, scoring and descriptions of an attempt's own numbers, and the
 * checks beside the fields.
 */
import fc from 'fast-check';
import {
  calculatedIssues,
  calculatedText,
  calculatedType,
  type CalculatedDefinition,
} from '../../domain/calculated';
import { drawOf, wildcardsOf } from '../../domain/calculatedDraw';
import { evaluate, FORMULA_REASONS, readFormula, writeFormula } from '../../domain/calculatedFormula';
import type { StoredQuestion } from '../../../shared/domain/questionType';

const valueOf = (formula: string, values: Record<string, number> = {}) => {
  const read = readFormula(formula, Object.keys(values));
  if (!read.ok) throw new Error(read.message);
  return evaluate(read.formula, new Map(Object.entries(values)));
};

describe('the formula', () => {
  test.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['2 ^ 3 ^ 2', 512],
    ['2 ** 3', 8],
    ['-x + 1', -4],
    ['{x} * 2', 10],
    ['sqrt(16) + abs(-2) + pow(2, 3)', 14],
    ['round(2.345, 2) + floor(1.7) + ceil(1.2)', 5.35],
    ['min(4, x, 9) + max(1, 2)', 6],
    ['log10(1000) + ln(1) + log(1) + exp(0)', 4],
    ['sin(0) + cos(0) + tan(0) + asin(0) + acos(1) + atan(0)', 1],
  ])('%s is %s', (formula, value) => {
    expect(valueOf(formula, { x: 5 })).toBeCloseTo(value, 9);
  });

  test('pi is a name or a call', () => {
    expect(valueOf('pi')).toBe(Math.PI);
    expect(valueOf('2 * pi()')).toBe(2 * Math.PI);
  });

  test.each([
    ['', FORMULA_REASONS.empty],
    ['1 +', FORMULA_REASONS.parse],
    ['x.constructor', FORMULA_REASONS.notAllowed],
    ['x[0]', FORMULA_REASONS.notAllowed],
    ['"1" + 1', FORMULA_REASONS.notAllowed],
    ['x == 1', FORMULA_REASONS.notAllowed],
    ['x % 2', FORMULA_REASONS.notAllowed],
    ['this', FORMULA_REASONS.notAllowed],
    ['y + 1', FORMULA_REASONS.unknownName('y')],
    ['constructor', FORMULA_REASONS.unknownName('constructor')],
    ['alert(1)', FORMULA_REASONS.unknownFunction('alert')],
    ['toString(1)', FORMULA_REASONS.unknownFunction('toString')],
    ['x.sqrt(4)', FORMULA_REASONS.notAllowed],
    ['sqrt(1, 2)', FORMULA_REASONS.arguments('sqrt')],
  ])('%j is refused: %s', (formula, message) => {
    expect(readFormula(formula, ['x'])).toEqual({ ok: false, message });
  });

  test('written again, it reads the same value (Moodle style: {x} and pow)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (x, y) => {
        for (const formula of [
          'x - (y - 1)',
          '-(x + y) ^ 2',
          'x / (y * 2)',
          '2 ^ -1 * x',
          'round(x / y, 1)',
        ]) {
          const read = readFormula(formula, ['x', 'y']);
          if (!read.ok) throw new Error(formula);
          const values = new Map([
            ['x', x],
            ['y', y],
          ]);
          for (const style of [
            { variable: (n: string) => n },
            { variable: (n: string) => `{${n}}`, power: (a: string, b: string) => `pow(${a}, ${b})` },
          ])
            expect(valueOf(writeFormula(read.formula, style), { x, y })).toBeCloseTo(
              evaluate(read.formula, values),
              9,
            );
        }
      }),
    );
  });
});

const DEFINITION: CalculatedDefinition = {
  variables: [
    { name: 'a', min: 1, max: 10, decimals: 0 },
    { name: 'b', min: 0.5, max: 2.5, decimals: 1 },
  ],
  formula: 'a * b',
  tolerance: 0.01,
  relative: true,
  decimals: 2,
};
const question: StoredQuestion = {
  id: 7,
  title: '<p>What is {a} times {b}?</p>',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'calculated',
  definition: DEFINITION,
};

describe('the draw', () => {
  test('each value is on its grid, within its range; the same seed draws the same', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const draw = drawOf(DEFINITION, seed);
        const a = draw.values.get('a')!;
        const b = draw.values.get('b')!;
        expect(Number.isInteger(a) && a >= 1 && a <= 10).toBe(true);
        expect(b >= 0.5 && b <= 2.5 && Math.abs(b * 10 - Math.round(b * 10)) < 1e-9).toBe(true);
        expect(draw.answer).toBeCloseTo(a * b, 9);
        expect(drawOf(DEFINITION, seed)).toEqual(draw);
      }),
    );
  });

  test('every value of a small range is drawn, and attempts draw differently', () => {
    const seen = new Set(
      Array.from({ length: 200 }, (_, i) => drawOf(DEFINITION, `attempt-${i}`).values.get('a')),
    );
    expect([...seen].sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('a draw without a value (a division by zero) is drawn again', () => {
    const definition = {
      ...DEFINITION,
      variables: [{ name: 'a', min: 0, max: 1, decimals: 0 }],
      formula: '1 / a',
    };
    for (let i = 0; i < 50; i++) expect(drawOf(definition, `s${i}`).answer).toBe(1);
  });
});

describe('an attempt', () => {
  test('reads its own numbers, is right with its own answer, and is described with it', () => {
    for (const attempt of ['101', '102', '103.2']) {
      const text = calculatedText(question, attempt);
      const [, a, b] = /What is (\d+) times (\d\.\d)\?/.exec(text)!;
      const right = Number(a) * Number(b);
      expect(calculatedType.score(question, String(right), undefined, attempt)).toMatchObject({
        correct: true,
      });
      // Within 1 % of it.
      expect(calculatedType.score(question, String(right * 1.009), undefined, attempt).correct).toBe(true);
      expect(calculatedType.score(question, String(right * 1.02 + 0.1), undefined, attempt).correct).toBe(
        false,
      );
      expect(calculatedType.describeRight(question, attempt)).toBe(`${right.toFixed(2)} ± 1 %`);
    }
    // The teacher's answer key, without an attempt, names the formula.
    expect(calculatedType.describeRight(question)).toBe('= a * b ± 1 %');
  });

  test("a hint shows the attempt's numbers: each wildcard, and each {=formula} computed from them", () => {
    for (const attempt of ['101', '102', '103.2']) {
      const [, a, b] = /What is (\d+) times (\d\.\d)\?/.exec(calculatedText(question, attempt))!;
      const hint = calculatedType.studentHint(
        question,
        '<p>{a} × {b} = {=round(a * b, 2)}; as Moodle writes it {={a} * 10}; {=a +} and {c} stay</p>',
        attempt,
      );
      const product = Number((Number(a) * Number(b)).toFixed(2));
      expect(hint).toBe(
        `<p>${a} × ${b} = ${product}; as Moodle writes it ${Number(a) * 10}; {=a +} and {c} stay</p>`,
      );
    }
  });

  test('the student sees no formula, range or tolerance', () => {
    expect(JSON.stringify(calculatedType.studentView())).not.toMatch(/a \* b|tolerance|"min"|"max"|formula/);
  });
});

describe('the checks beside the fields', () => {
  test('wildcards without a range, an inverted range, a formula without a value', () => {
    expect(wildcardsOf('{a} and {b} and {a} and {c}')).toEqual(['a', 'b', 'c']);
    expect(
      calculatedIssues('{a} {c}', {
        ...DEFINITION,
        variables: [{ name: 'a', min: 5, max: 1, decimals: 0 }],
        formula: 'a / 0',
      }),
    ).toEqual([
      { field: 'variables', code: 'noRange', name: 'c' },
      { field: 'variables', code: 'minAboveMax', name: 'a' },
      { field: 'formula', code: 'noValue' },
    ]);
    expect(calculatedIssues('No wildcard', { ...DEFINITION, variables: [], formula: '1' })).toEqual([
      { field: 'variables', code: 'noWildcard' },
    ]);
    expect(calculatedIssues(question.title, DEFINITION)).toEqual([]);
  });
});
