/**
 * Numbers as lab science writes them (ADR 378–380): scientific notation in every common form, magnitudes from 1e-30
 * to 1e30 compared relatively, units in any equivalent form, and separate credit for the value, the unit and the
 * significant figures, each with its feedback; a definition stored before these settings reads and scores as before.
 */
import {
  NumericDefinitionSchema,
  numericOf,
  numericType,
  type NumericDefinition,
} from '../../domain/numeric';
import { MEASURE_MESSAGES, type NumericMeasure } from '../../domain/numericMeasure';
import { canonicalNumber, readNumber } from '../../domain/numericParse';
import { convertUnit } from '../../domain/numericUnits';
import type { StoredQuestion } from '../../../shared/domain/questionType';

const question = (definition: NumericDefinition, points = 2): StoredQuestion => ({
  id: 1,
  title: 'How far apart are the fringes?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'numeric',
  points,
  definition,
});
const exact = (value: number) => [{ id: 'a', match: { kind: 'exact' as const, value }, fraction: 1 }];

describe('scientific notation in every common form', () => {
  test.each([
    ['6.02e23', 'en', 6.02e23, '6.02e23'],
    ['6.02E23', 'en', 6.02e23, '6.02e23'],
    ['6.02E+23', 'en', 6.02e23, '6.02e23'],
    ['6.02×10^23', 'en', 6.02e23, '6.02e23'],
    ['6.02 × 10^23', 'en', 6.02e23, '6.02e23'],
    ['6.02*10^23', 'en', 6.02e23, '6.02e23'],
    ['6.02·10²³', 'en', 6.02e23, '6.02e23'],
    ['6.02 x 10^(23)', 'en', 6.02e23, '6.02e23'],
    ['1.60×10⁻¹⁹', 'en', 1.6e-19, '1.60e-19'],
    ['6,02×10^23', 'de', 6.02e23, '6.02e23'],
    ['1,0e-30', 'fr', 1e-30, '1.0e-30'],
    ['−2.50e3', 'en', -2500, '-2.50e3'],
  ])('%s in %s is %d, sent as %s', (written, language, value, canonical) => {
    const read = readNumber(written, language)!;
    expect(read.value).toBe(value);
    expect(canonicalNumber(read)).toBe(canonical);
  });

  test('the digits are sent as written, so their significant figures count on the server', () => {
    expect(canonicalNumber(readNumber('1.50', 'en')!)).toBe('1.50');
    expect(canonicalNumber(readNumber('0,0100', 'de')!)).toBe('0.0100');
    expect(canonicalNumber(readNumber('1.0 cm', 'en', 'any')!)).toBe('1.0 cm');
  });

  test.each(['6.02×10^', '6.02×10^x', '6.02 × 23', '10^23 mm'])('%s is not a number', (written) => {
    expect(readNumber(written, 'en')).toBeUndefined();
  });
});

describe('magnitudes from 1e-30 to 1e30 are compared relatively', () => {
  const tiny = question({ answers: exact(1e-30), units: [] });
  test.each([
    ['1e-30', true],
    ['1.0000000001e-30', true],
    ['2e-30', false],
    ['0', false],
    ['1e-31', false],
  ])('%s for an exact 1e-30 is right: %s', (answer, right) => {
    expect(numericType.score(tiny, answer).correct).toBe(right);
  });

  test('a 5 % tolerance at 1e-25 holds 1.04e-25 and refuses 1.1e-25 and 0', () => {
    const definition: NumericDefinition = {
      answers: [
        { id: 'a', match: { kind: 'tolerance', value: 1e-25, tolerance: 0.05, relative: true }, fraction: 1 },
      ],
      units: [],
    };
    expect(numericType.score(question(definition), '1.04e-25').correct).toBe(true);
    expect(numericType.score(question(definition), '1.1e-25').correct).toBe(false);
    expect(numericType.score(question(definition), '0').correct).toBe(false);
  });

  test('values up to 1e30 are stored, and larger ones are refused', () => {
    expect(NumericDefinitionSchema.safeParse({ answers: exact(1e30), units: [] }).success).toBe(true);
    expect(NumericDefinitionSchema.safeParse({ answers: exact(-1e30), units: [] }).success).toBe(true);
    expect(NumericDefinitionSchema.safeParse({ answers: exact(1e31), units: [] }).success).toBe(false);
  });
});

describe('units of lab science convert to the answer’s unit', () => {
  test.each([
    [1, 'µm', 'nm', 1000],
    [1, 'μm', 'nm', 1000],
    [1, 'um', 'nm', 1000],
    [250, 'uL', 'mL', 0.25],
    [1, 'Å', 'nm', 0.1],
    [25, '°C', 'K', 298.15],
    [298.15, 'K', 'degC', 25],
    [1, 'atm', 'kPa', 101.325],
    [1, 'mmHg', 'Pa', 133.322387415],
    [760, 'Torr', 'kPa', 101.325],
    [0.5, 'M', 'mmol/L', 500],
    [2, 'mol/L', 'M', 2],
    [1, 'kJ/mol', 'J/mol', 1000],
    [1, 'eV', 'J', 1.602176634e-19],
    [1, 'kDa', 'g', 1.6605390666e-21],
    [1, 'L', 'cm^3', 1000],
    [1, 'm/s²', 'm s^-2', 1],
    [1, 'J/(mol K)', 'J mol^-1 K^-1', 1],
    [2, 'h', 'min', 120],
  ])('%d %s is %d %s', (number, from, to, expected) => {
    expect(convertUnit(number, from, to)).toBeCloseTo(
      expected,
      9 - Math.round(Math.log10(Math.abs(expected))),
    );
  });

  test.each([
    ['kg', 'm'],
    ['furlong', 'm'],
    ['m', 'm/'],
    ['mol', 'M'],
  ])('%s does not convert to %s', (from, to) => {
    expect(convertUnit(1, from, to)).toBeUndefined();
  });
});

describe('an instructor’s fringe-spacing question: unit required, 2 significant figures', () => {
  const measure: NumericMeasure = {
    unit: { symbol: 'mm', rule: 'required' },
    sigFigs: { rule: 'exactly', count: 2 },
    weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
    feedback: {
      unit: 'Give the unit of the spacing.',
      sigFigs: 'Right value, but give it in 2 significant figures.',
    },
  };
  const fringes = question({ answers: exact(10.2), units: [], measure }, 2);

  test.each([
    ['10 mm', 2, []],
    ['1.0 cm', 2, []],
    ['0.010 m', 2, []],
    ['10.2 mm', 1.6, ['Right value, but give it in 2 significant figures.']],
    ['10', 1.6, ['Give the unit of the spacing.']],
    ['1e1 mm', 1.6, ['Right value, but give it in 2 significant figures.']],
    ['12 mm', 0, []],
    ['10 kg', 0, []],
    ['1.0 m', 0, []],
  ])('%s earns %d of 2 points', (answer, earned, feedback) => {
    const score = numericType.score(fringes, answer);
    expect(score.earned).toBe(earned);
    expect(score.correct).toBe(earned === 2);
    expect(score.feedback).toEqual(feedback);
  });

  test('the right answer is shown to its figures with its unit, and the page shows no unit to copy', () => {
    expect(numericType.describeRight(fringes)).toBe('10 mm');
    expect(numericType.studentView(fringes)).toMatchObject({ unit: null, units: '', anyUnit: true });
    const optional = question({
      answers: exact(10.2),
      units: [],
      measure: { ...measure, unit: { symbol: 'mm', rule: 'optional' } },
    });
    expect(numericType.studentView(optional)).toMatchObject({ unit: 'mm', anyUnit: true });
    expect(numericType.score(optional, '10').earned).toBe(2);
  });

  test('by default all the points go to the value: wrong figures lose nothing but still say so', () => {
    const valueOnly = question({
      answers: exact(10.2),
      units: [],
      measure: { ...measure, weights: { value: 1, unit: 0, sigFigs: 0 } },
    });
    expect(numericType.score(valueOnly, '10.2 mm')).toMatchObject({
      earned: 2,
      feedback: ['Right value, but give it in 2 significant figures.'],
    });
  });

  test('at least n figures condones more, as long as they round to the value', () => {
    const atLeast = question({
      answers: exact(10.2),
      units: [],
      measure: { ...measure, sigFigs: { rule: 'atLeast', count: 2 } },
    });
    expect(numericType.score(atLeast, '10.2 mm').earned).toBe(2);
    expect(numericType.score(atLeast, '10.46 mm').earned).toBe(2);
    expect(numericType.score(atLeast, '10.6 mm').earned).toBe(0);
    expect(numericType.score(atLeast, '1e1 mm').earned).toBe(1.6);
  });
});

describe('the measure’s settings are checked where they are stored', () => {
  const issues = (measure: unknown) =>
    NumericDefinitionSchema.safeParse({ answers: exact(1), units: [], measure }).error?.issues.map(
      (issue) => [issue.path.join('.'), issue.message],
    );

  test.each([
    [
      { unit: { symbol: 'furlongs', rule: 'required' }, weights: { value: 1, unit: 0, sigFigs: 0 } },
      'measure.unit.symbol',
      MEASURE_MESSAGES.unknownUnit,
    ],
    [
      { unit: { symbol: 'mm', rule: 'required' }, weights: { value: 0.5, unit: 0.2, sigFigs: 0 } },
      'measure.weights',
      MEASURE_MESSAGES.weightsSum,
    ],
    [
      { weights: { value: 0.5, unit: 0.5, sigFigs: 0 } },
      'measure.weights.unit',
      MEASURE_MESSAGES.unitWeightWithoutUnit,
    ],
    [
      { weights: { value: 0.5, unit: 0, sigFigs: 0.5 } },
      'measure.weights.sigFigs',
      MEASURE_MESSAGES.sigFigsWeightWithoutRule,
    ],
  ])('%j is refused beside %s', (measure, path, message) => {
    expect(issues(measure)).toEqual([[path, message]]);
  });

  test('a definition stored before measures reads and scores exactly as before', () => {
    const old = {
      answers: [
        { id: 'a', match: { kind: 'tolerance', value: 9.81, tolerance: 0.05, relative: false }, fraction: 1 },
        { id: 'b', match: { kind: 'range', min: 9, max: 11 }, fraction: 0.5, feedback: 'Roughly.' },
      ],
      units: [
        { unit: 'm/s²', multiplier: 1 },
        { unit: 'cm/s²', multiplier: 0.01 },
      ],
    };
    expect(numericOf(old)).toEqual(old);
    const g = question(old as NumericDefinition);
    expect(numericType.score(g, '981.0 cm/s²')).toMatchObject({ earned: 2, feedback: [] });
    expect(numericType.score(g, '10')).toMatchObject({ earned: 1, feedback: ['Roughly.'] });
    expect(numericType.score(g, '9.81 m/s')).toMatchObject({ earned: 0 });
    expect(numericType.studentView(g)).toEqual({ maxLength: 100, unit: 'm/s²', units: 'm/s²\ncm/s²' });
  });
});
