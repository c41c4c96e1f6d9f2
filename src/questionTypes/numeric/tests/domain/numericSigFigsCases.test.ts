/**
 * Significant figures against the published cases of other systems (ADR 378), written here as data: STACK's
 * NumSigFigs and SigFigsStrict answer-test fixtures (maths/moodle-qtype_stack, tests/fixtures/answertestfixtures) and
 * PrairieLearn's to_precision cases (apps/prairielearn/python/test/to_precision_test.py). Taken: every case whose
 * student answer is a number as a student types one and whose option the console offers (exactly n, at least n =
 * STACK's [n,-1], figures only = [n,0]); left out: STACK's option errors and its [n,m] accuracy to fewer figures.
 * Where we decide otherwise the case says so and ADR 391 says why.
 */
import { readNumber } from '../../domain/numericParse';
import { agreesUnderFigures, figuresRight, type NumericMeasure } from '../../domain/numericMeasure';
import { roundToFigures, sigFigsOf } from '../../domain/numericSigFigs';
import { numericType, type NumericDefinition } from '../../domain/numeric';
import type { StoredQuestion } from '../../../shared/domain/questionType';

const question = (definition: NumericDefinition): StoredQuestion => ({
  id: 1,
  title: 'How much?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'numeric',
  points: 1,
  definition,
});

type Rule = 'exactly' | 'atLeast' | 'figures only';
type Case = readonly [written: string, rule: Rule, count: number, accepted: number, right: boolean];

/** STACK's NumSigFigs: the figures asked for, and the value to them (its answer note in brackets where useful). */
const STACK_NUM_SIG_FIGS: readonly Case[] = [
  ['0', 'exactly', 2, 0, false],
  ['0', 'exactly', 1, 0, true],
  ['0.0', 'exactly', 1, 0, true],
  ['0.0', 'exactly', 2, 0, false],
  ['0', 'exactly', 2, 0.0, false],
  ['0.0', 'exactly', 2, 0.0, false],
  ['0.00', 'exactly', 2, 0.0, true],
  ['5.4e21', 'exactly', 2, 5.3e21, false],
  ['5.3e21', 'exactly', 2, 5.3e21, true],
  ['5.3e22', 'exactly', 2, 5.3e22, true],
  ['5.3e20', 'exactly', 2, 5.3e22, false],
  ['9.8', 'exactly', 2, 10, true],
  ['9.5', 'exactly', 2, 10, false],
  ['10.0', 'exactly', 2, 10, false],
  ['6.02214086e23', 'exactly', 9, 6.02214086e23, true],
  ['6.0221409e23', 'exactly', 9, 6.02214086e23, false],
  ['6.02214087e23', 'exactly', 9, 6.02214086e23, false],
  ['6.02214085e23', 'exactly', 9, 6.02214086e23, false],
  ['5.3910632e-44', 'exactly', 8, 5.3910632e-44, true],
  ['5.391063e-44', 'exactly', 8, 5.3910632e-44, false],
  ['5.3910631e-44', 'exactly', 8, 5.3910632e-44, false],
  ['5.3910633e-44', 'exactly', 8, 5.3910632e-44, false],
  ['1.61622938e-35', 'exactly', 9, 1.61622938e-35, true],
  ['1.6162294e-35', 'exactly', 9, 1.61622938e-35, false],
  ['1.61622939e-35', 'exactly', 9, 1.61622938e-35, false],
  ['1.61622937e-35', 'exactly', 9, 1.61622938e-35, false],
  ['1.2345e82', 'exactly', 5, 1.2345e82, true],
  ['1.2346e82', 'exactly', 5, 1.2345e82, false],
  ['1.2344e82', 'exactly', 5, 1.2345e82, false],
  ['3.141', 'exactly', 3, 3.1415927, false],
  ['3.141', 'exactly', 4, 3.1415927, false],
  ['3.146', 'exactly', 4, 3.1415927, false],
  ['3.147', 'exactly', 4, 3.1415927, false],
  ['3.142', 'exactly', 4, 3.1415927, true],
  ['3.142', 'exactly', 4, Math.PI, true],
  ['3141', 'exactly', 4, 3.1415927, false],
  ['0.00123', 'exactly', 3, 0.001234567, true],
  ['1.23e-3', 'exactly', 3, 0.001234567, true],
  ['138*10^-3', 'exactly', 3, 138e-3, true],
  ['-138*10^-3', 'exactly', 3, -138e-3, true],
  ['138*10^-3', 'exactly', 3, -138e-3, false],
  ['1.38*10^-1', 'exactly', 3, 138e-3, true],
  ['1.24e-3', 'exactly', 3, 0.001234567, false],
  ['1.235e-3', 'exactly', 4, 0.001234567, true],
  ['1000', 'exactly', 2, 999, true],
  ['1E3', 'exactly', 2, 999, false],
  ['-100', 'exactly', 1, -149, true],
  ['-0.05', 'exactly', 1, -0.0499, true],
  ['1170', 'exactly', 3, 1174.34, true],
  ['61300', 'exactly', 3, 61250, true],
  ['0.1667', 'exactly', 4, 0.1667, true],
  ['0.1666', 'exactly', 4, 0.1667, false],
  ['0.1663', 'exactly', 4, 0.1667, false],
  ['0.1662', 'exactly', 4, 0.1667, false],
  ['0.166', 'exactly', 4, 0.1667, false],
  ['0.16667', 'exactly', 4, 0.1667, false],
  ['-3.141', 'exactly', 4, -3.1415927, false],
  ['-3.141', 'exactly', 3, -3.1415927, false],
  ['-3.141', 'exactly', 4, -3.1415927, false],
  ['-3.142', 'exactly', 4, -3.1415927, true],
  ['3.142', 'exactly', 4, -3.1415927, false],
  ['-3.142', 'exactly', 4, 3.1415927, false],
  ['-3.149', 'exactly', 4, 3.1415927, false],
  ['2.15', 'exactly', 3, 75701719 / 35227192, true],
  ['0.0499', 'exactly', 3, 0.04985, true],
  ['0.0498', 'exactly', 3, 0.04985, false],
  ['0.0498', 'exactly', 3, 0.04975, true],
  ['0.0497', 'exactly', 3, 0.04975, false],
  ['0.0499', 'exactly', 3, 0.0498, false],
  ['1.50', 'exactly', 3, 1.5, true],
  ['1.500', 'exactly', 3, 1.5, false],
  ['245.0', 'exactly', 3, 245, false],
  ['180', 'exactly', 3, 178.35, false],
  ['33', 'exactly', 3, 33.1558, false],
  ['12345.7', 'exactly', 6, 12345.654321, true],
  ['0.0010', 'figures only', 1, 0, false],
  ['0.0010', 'figures only', 2, 0, true],
  ['0.0010', 'figures only', 3, 0, false],
  ['0.001', 'figures only', 1, 0, true],
  ['0.001', 'figures only', 2, 0, false],
  ['0.00100', 'figures only', 2, 0, false],
  ['0.00100', 'figures only', 3, 0, true],
  ['0.00100', 'figures only', 4, 0, false],
  ['5.00', 'figures only', 2, 0, false],
  ['5.00', 'figures only', 3, 0, true],
  ['5.00', 'figures only', 4, 0, false],
  ['100', 'figures only', 1, 0, true],
  ['100', 'figures only', 2, 0, true],
  ['100', 'figures only', 3, 0, true],
  ['100', 'figures only', 4, 0, false],
  ['10.0', 'figures only', 2, 0, false],
  ['10.0', 'figures only', 3, 0, true],
  ['10.0', 'figures only', 4, 0, false],
  ['0', 'figures only', 1, 0, true],
  ['0', 'figures only', 2, 0, false],
  ['0.00', 'figures only', 1, 0, false],
  ['0.00', 'figures only', 2, 0, true],
  ['0.00', 'figures only', 3, 0, false],
  ['0.00', 'figures only', 4, 0, false],
  ['8.250', 'atLeast', 4, 8.25, true],
  ['8.25', 'atLeast', 4, 8.25, false],
  ['8.250000', 'atLeast', 4, 8.25, true],
  ['8.250434', 'atLeast', 4, 8.25, true],
  ['82.4', 'atLeast', 2, 82, true],
  ['82.5', 'atLeast', 2, 82, false],
  ['83', 'atLeast', 2, 82, false],
  ['0.1430', 'atLeast', 4, 1 / 7, false],
  ['0.1429', 'atLeast', 4, 1 / 7, true],
  ['0.1428', 'atLeast', 4, 1 / 7, false],
  ['0.143', 'atLeast', 4, 1 / 7, false],
  ['0.14284', 'atLeast', 4, 1 / 7, false],
  ['0.14285', 'atLeast', 4, 1 / 7, true],
  ['0.14286', 'atLeast', 4, 1 / 7, true],
  ['0.14291', 'atLeast', 4, 1 / 7, true],
  ['0.14294', 'atLeast', 4, 1 / 7, true],
  ['0.14295', 'atLeast', 4, 1 / 7, false],
  ['0.142', 'atLeast', 2, 1 / 7, true],
  ['0.14290907676', 'atLeast', 2, 1 / 7, true],
  ['0.143', 'atLeast', 2, 1 / 7, true],
  ['0.1433333', 'atLeast', 2, 1 / 7, true],
  ['0.144', 'atLeast', 2, 1 / 7, true],
  ['0.145', 'atLeast', 2, 1 / 7, true],
  ['0.146', 'atLeast', 2, 1 / 7, false],
  ['1.279', 'exactly', 4, Math.log10(19), true],
  ['3.14', 'exactly', 3, Math.PI, true],
  ['3.15', 'exactly', 3, Math.PI, false],
  ['1.73205', 'exactly', 6, Math.sqrt(3), true],
  ['1.50', 'exactly', 3, 1.5, true],
  ['1.50', 'exactly', 3, 1.5, true],
  ['1.234', 'exactly', 1, 4, false],
  ['1.5', 'exactly', 3, 1.5, false],
];

/** STACK's SigFigsStrict: exactly n figures, a trailing zero without a point never counted. */
const STACK_SIG_FIGS_STRICT: readonly (readonly [written: string, count: number, right: boolean])[] = [
  ['0.0010', 1, false],
  ['0.0010', 2, true],
  ['0.0010', 3, false],
  ['0.00100', 2, false],
  ['0.00100', 3, true],
  ['0.00100', 4, false],
  ['0.001', 1, true],
  ['0.001', 2, false],
  ['100', 1, true],
  ['100', 2, false],
  ['100', 3, false],
  ['100', 4, false],
  ['100.', 1, false],
  ['100.', 2, false],
  ['100.', 3, true],
  ['100.', 4, false],
  ['123.', 1, false],
  ['123.', 2, false],
  ['123.', 3, true],
  ['123.', 4, false],
  ['1.00e2', 1, false],
  ['1.00e2', 2, false],
  ['1.00e2', 3, true],
  ['1.00e2', 4, false],
  ['10.0', 2, false],
  ['10.0', 3, true],
  ['10.0', 4, false],
  ['0', 1, true],
  ['0', 2, false],
  ['0.0', 1, true],
  ['0.0', 2, false],
  ['.0', 1, true],
  ['.0', 2, false],
  ['.001030', 4, true],
  ['0.00', 1, false],
  ['0.00', 2, true],
  ['0.00', 3, false],
  ['25.00e1', 1, false],
  ['25.00e1', 3, false],
  ['25.00e1', 4, true],
  ['25.00e1', 5, false],
  ['15.1', 3, true],
  ['15.10', 3, false],
  ['15.100', 3, false],
];

/** PrairieLearn's to_precision: a value written to n figures; written so, it has n figures and is the value rounded. */
const PRAIRIELEARN_TO_PRECISION: readonly (readonly [value: number, count: number, written: string])[] = [
  [5.123, 2, '5.1'],
  [5.123, 3, '5.12'],
  [5.123, 4, '5.123'],
  [0.0123, 2, '0.012'],
  [123.456, 3, '1.23e2'],
  [0.00123, 2, '1.2e-3'],
  [-123.456, 3, '-1.23e2'],
  [123.456, 3, '123e0'],
  [1234.56, 3, '1.23e3'],
  [0.00123, 2, '1.2e-3'],
  [123.456, 3, '123'],
  [0.123456, 3, '0.123'],
  [-123.456, 3, '-123'],
  [0, 3, '0.00'],
  [0, 3, '0.00e0'],
  [1e10, 3, '1.00e10'],
];

/** STACK's numbers fixtures: the lower and upper count of significant figures of a written number. */
const STACK_NUMBERS: readonly (readonly [written: string, lower: number, upper: number])[] = [
  ['0', 1, 1],
  ['0.0', 1, 1],
  ['0.00', 2, 2],
  ['00.00', 2, 2],
  ['0.000', 3, 3],
  ['0.0001', 1, 1],
  ['0.0010', 2, 2],
  ['100.0', 4, 4],
  ['100.', 3, 3],
  ['00120', 2, 3],
  ['00.120', 3, 3],
  ['1.001', 4, 4],
  ['2.000', 4, 4],
  ['1234', 4, 4],
  ['123.4', 4, 4],
  ['2000', 1, 4],
  ['10000', 1, 5],
  ['2001', 4, 4],
  ['0.01030', 4, 4],
  ['+334.3', 4, 4],
  ['-0.00', 2, 2],
  ['-12.00', 4, 4],
  ['-121000', 3, 6],
  ['-303.30003', 8, 8],
  ['4.320e-3', 4, 4],
  ['0.020e3', 2, 2],
  ['1.00e3', 3, 3],
  ['10.0e1', 3, 3],
  ['0.020E3', 2, 2],
  ['1.00E3', 3, 3],
  ['10.0E1', 3, 3],
  ['52435 mg', 5, 5],
  ['-12.00 m', 4, 4],
  ['1030 m/s', 3, 4],
];

/**
 * STACK's Units: exactly n figures, a unit required (any equivalent one), the value to n figures in the answer's
 * unit (`*` between number and unit written as a student here writes it, a space).
 */
const STACK_UNITS: readonly (readonly [
  written: string,
  count: number,
  accepted: number,
  unit: string,
  right: boolean,
])[] = [
  ['12.3', 3, 12.3, 'm', false],
  ['12', 3, 12.3, 'm', false],
  ['12.3 m/s', 3, 12.3, 'm/s', true],
  ['12.4 m/s', 3, 12.3, 'm/s', false],
  ['-9.81 m/s^2', 3, -9.81, 'm/s^2', true],
  ['-9.82 m/s^2', 3, -9.815, 'm/s^2', true],
  ['-9.81 m/s^2', 3, -9.815, 'm/s^2', false],
  ['-9.81 m*s^(-2)', 3, -9.81, 'm/s^2', true],
  ['-9.82 m/s^2', 3, -9.81, 'm/s^2', false],
  ['-9.81 m/s/s', 3, -9.81, 'm/s^2', true],
  ['-9.81 m/s', 3, -9.81, 'm/s^2', false],
  ['-9.81', 3, -9.81, 'm/s^2', false],
  ['9.81 m/s', 3, -9.81, 'm/s^2', false],
  ['25 g', 2, 0.025, 'kg', true],
  ['26 g', 2, 0.025, 'kg', false],
  ['0.025 g', 2, 0.025, 'kg', false],
  ['1000 m', 2, 1, 'km', true],
  ['400 cm^3', 2, 0.4, 'l', true],
  ['400 ml', 2, 0.4, 'l', true],
  ['18 kJ', 2, 18000, 'J', true],
  ['18.1 kJ', 2, 18000, 'J', false],
  ['0 m/s', 1, 0, 'm/s', true],
  ['0.0 m/s', 1, 0, 'm/s', true],
  ['0.00 m/s', 2, 0, 'm/s', true],
  ['0.0 km/s', 1, 0, 'm/s', true],
  ['0.0 m', 1, 0, 'm/s', false],
  ['0.0', 1, 0, 'm/s', false],
  ['12 m/s', 3, 12.3, 'm/s', false],
  ['8.81 m/s', 3, -9.81, 'm/s^2', false],
  ['8.1 m/s', 3, -9.81, 'm/s^2', false],
  ['100 g', 2, 10, 'kg', false],
];

/** Our rule on a STACK case: the figures, and (unless figures only) the value to them. */
function ours([written, rule, count, accepted]: Case): boolean {
  const sigFigs = { rule: rule === 'atLeast' ? 'atLeast' : 'exactly', count } as const;
  const measure: NumericMeasure = { sigFigs, weights: { value: 1, unit: 0, sigFigs: 0 } };
  const read = readNumber(written, 'en')!;
  if (!figuresRight(sigFigs, read.written)) return false;
  return rule === 'figures only' || agreesUnderFigures(measure, read.number, accepted);
}

const numbersOurs = ([written, lower, upper]: (typeof STACK_NUMBERS)[number]) => {
  const figures = sigFigsOf(readNumber(written, 'en', 'any')!.written);
  return figures?.lower === lower && figures.upper === upper;
};

/** A STACK Units case as a question: the unit required, n figures, and full marks only with all three right. */
const unitsOurs = ([written, count, accepted, symbol]: (typeof STACK_UNITS)[number]) => {
  const measure: NumericMeasure = {
    unit: { symbol, rule: 'required' },
    sigFigs: { rule: 'exactly', count },
    weights: { value: 0.4, unit: 0.3, sigFigs: 0.3 },
  };
  const definition = {
    answers: [{ id: 'a', match: { kind: 'exact' as const, value: accepted }, fraction: 1 }],
    units: [],
    measure,
  };
  return numericType.score(question(definition), written).correct;
};

const strictOurs = ([written, count]: (typeof STACK_SIG_FIGS_STRICT)[number]) =>
  sigFigsOf(written)?.lower === count;

const precisionOurs = ([value, count, written]: (typeof PRAIRIELEARN_TO_PRECISION)[number]) => {
  const figures = sigFigsOf(written)!;
  return figures.lower <= count && count <= figures.upper && roundToFigures(value, count) === Number(written);
};

/**
 * Where we decide otherwise (ADR 391): PrairieLearn writes zero to 3 figures as 0.00 and 0.00e0, STACK counts 0.00 as
 * 2 figures (its fixtures '0.00', '-0.00', '0.00' to 2 and to 3); the two sources cannot both be followed, and we
 * count as STACK. A student's surplus figures under "at least n" are cut as their double rounds, as STACK cuts them
 * (0.145 of 1/7 to at least 2 is right, 82.5 of 82 is not).
 */
const DISAGREEMENTS = new Set([
  'PrairieLearn 0 to 3 figures is 0.00',
  'PrairieLearn 0 to 3 figures is 0.00e0',
]);
const stackName = (row: Case) =>
  `STACK ${row[0]} ${row[1] === 'atLeast' ? 'at least' : row[1]} ${row[2]} figures of ${row[3] === 1 / 7 ? '1/7' : row[3]}`;

describe('significant figures agree with STACK and PrairieLearn', () => {
  test.each(STACK_NUM_SIG_FIGS)('STACK NumSigFigs: %s, %s %d figures of %d, is right: %s', (...row) => {
    const name = stackName(row);
    expect(ours(row)).toBe(DISAGREEMENTS.has(name) ? !row[4] : row[4]);
  });

  test.each(STACK_SIG_FIGS_STRICT)('STACK SigFigsStrict: %s has exactly %d figures: %s', (...row) => {
    expect(strictOurs(row)).toBe(row[2]);
  });

  test.each(STACK_NUMBERS)('STACK numbers: %s has %d to %d figures', (...row) => {
    expect(numbersOurs(row)).toBe(true);
  });

  test.each(STACK_UNITS)('STACK Units: %s, %d figures of %d %s, is right: %s', (...row) => {
    expect(unitsOurs(row)).toBe(row[4]);
  });

  test.each(PRAIRIELEARN_TO_PRECISION)('PrairieLearn: %d to %d figures is %s', (...row) => {
    const name = `PrairieLearn ${row[0]} to ${row[1]} figures is ${row[2]}`;
    expect(precisionOurs(row)).toBe(!DISAGREEMENTS.has(name));
  });

  test('254 of the 256 cases taken agree (99.2 %), and each disagreement is one ADR 391 names', () => {
    const results = [
      ...STACK_NUM_SIG_FIGS.map((row) => ours(row) === row[4]),
      ...STACK_SIG_FIGS_STRICT.map((row) => strictOurs(row) === row[2]),
      ...STACK_NUMBERS.map(numbersOurs),
      ...STACK_UNITS.map((row) => unitsOurs(row) === row[4]),
      ...PRAIRIELEARN_TO_PRECISION.map(precisionOurs),
    ];
    const agreed = results.filter(Boolean).length;
    expect(results.length - agreed).toBe(DISAGREEMENTS.size);
    expect(`${agreed} of ${results.length}`).toBe('254 of 256');
    expect(agreed / results.length).toBeGreaterThanOrEqual(0.99);
  });
});
