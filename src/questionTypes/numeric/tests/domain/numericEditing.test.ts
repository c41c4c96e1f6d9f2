/**
 * What the numeric editor changes (ADR 198): an answer switched to another kind keeps its number, a tolerance
 * switched between an amount and a percent keeps the number written, removing the first unit keeps what every other
 * unit means, and a stored share outside Moodle's list is still offered.
 */
import fc from 'fast-check';
import { NumericDefinitionSchema, type NumericMatch } from '../../domain/numeric';
import {
  asPercent,
  asPointsShare,
  asShare,
  withKind,
  withMultiplier,
  withoutUnit,
  withRelative,
  withUnitAdded,
  withUnitName,
} from '../../domain/numericEditing';
import { ANSWER_SHARES, shareChoices } from '../../../shared/domain/answerShares';

test.each<[NumericMatch, NumericMatch['kind'], NumericMatch]>([
  [
    { kind: 'exact', value: 9.81 },
    'tolerance',
    { kind: 'tolerance', value: 9.81, tolerance: 0, relative: false },
  ],
  [{ kind: 'exact', value: 9.81 }, 'range', { kind: 'range', min: 9.81, max: 9.81 }],
  [{ kind: 'tolerance', value: 3, tolerance: 0.5, relative: false }, 'exact', { kind: 'exact', value: 3 }],
  [{ kind: 'range', min: 4, max: 6 }, 'exact', { kind: 'exact', value: 4 }],
  [{ kind: 'range', min: 4, max: 6 }, 'range', { kind: 'range', min: 4, max: 6 }],
])('%o as %s is %o', (match, kind, expected) => {
  expect(withKind(match, kind)).toEqual(expected);
});

test('a tolerance of 5 stays 5 when it becomes a percent of the value, and back', () => {
  const amount: NumericMatch = { kind: 'tolerance', value: 40, tolerance: 5, relative: false };
  const percent = withRelative(amount, true);
  expect(percent).toEqual({ kind: 'tolerance', value: 40, tolerance: 0.05, relative: true });
  expect(withRelative(percent, false)).toEqual(amount);
  expect(withRelative({ kind: 'exact', value: 1 }, true)).toEqual({ kind: 'exact', value: 1 });
});

test('a share of the points written above 100 % is all of them; a tolerance keeps its percent', () => {
  expect(asPointsShare(150)).toBe(1);
  expect(asPointsShare(40)).toBe(0.4);
  expect(asShare(150)).toBe(1.5);
});

test('percents and shares convert without floating point noise', () => {
  expect(asPercent(0.07)).toBe(7);
  expect(asShare(7)).toBe(0.07);
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100_000 }), (hundredths) => {
      const percent = hundredths / 100;
      expect(asPercent(asShare(percent))).toBe(percent);
    }),
  );
});

test('units are added empty, renamed and given a multiplier; the first unit keeps 1', () => {
  let units = withUnitAdded([]);
  units = withUnitName(units, 0, 'km');
  units = withUnitName(withUnitAdded(units), 1, 'm');
  units = withMultiplier(units, 1, 0.001);
  expect(withMultiplier(units, 0, 5)).toEqual(units);
  expect(units).toEqual([
    { unit: 'km', multiplier: 1 },
    { unit: 'm', multiplier: 0.001 },
  ]);
});

test('removing the first unit makes the next the first and keeps what each unit means', () => {
  const units = [
    { unit: 'km', multiplier: 1 },
    { unit: 'm', multiplier: 0.001 },
    { unit: 'cm', multiplier: 0.00001 },
  ];
  expect(withoutUnit(units, 0)).toEqual([
    { unit: 'm', multiplier: 1 },
    { unit: 'cm', multiplier: 0.01 },
  ]);
  expect(withoutUnit(units, 1)).toEqual([units[0], units[2]]);
  expect(withoutUnit([units[0]!], 0)).toEqual([]);
});

test('every share offered is a definition’s share, and a stored one outside the list is offered in its place', () => {
  for (const fraction of ANSWER_SHARES) {
    const definition = { answers: [{ id: 'a', match: { kind: 'exact', value: 1 }, fraction }], units: [] };
    expect(NumericDefinitionSchema.safeParse(definition).success).toBe(true);
  }
  expect(shareChoices(0.5)).toBe(ANSWER_SHARES);
  const choices = shareChoices(0.55);
  expect(choices).toContain(0.55);
  expect(choices.indexOf(0.55)).toBe(choices.indexOf(0.6) + 1);
});
