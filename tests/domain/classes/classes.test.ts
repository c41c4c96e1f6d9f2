import { classDatesText, datesInOrder } from '../../../src/domain/classes/classes';

test.each([
  ['en', '01/31/2026 – 12/01/2026'],
  ['ja', '2026/01/31 – 2026/12/01'],
  ['de', '31.01.2026 – 01.12.2026'],
] as const)('in %s the days show as %s whatever the time zone', (code, shown) => {
  expect(classDatesText({ startDate: '2026-01-31', endDate: '2026-12-01' }, code)).toBe(shown);
});

test.each([
  [{ startDate: '2026-01-12', endDate: '2026-05-08' }, '01/12/2026 – 05/08/2026'],
  [{ startDate: '2026-01-12', endDate: null }, '01/12/2026'],
  [{ startDate: null, endDate: '2026-05-08' }, '05/08/2026'],
  [{ startDate: null, endDate: null }, ''],
])("a class's dates read as one line: %o → %s", (dates, shown) => {
  expect(classDatesText(dates, 'en')).toBe(shown);
});

test.each([
  [{ startDate: '2026-01-12', endDate: '2026-01-11' }, false],
  [{ startDate: '2026-01-12', endDate: '2026-01-12' }, true],
  [{ startDate: null, endDate: '2026-01-01' }, true],
])('the end date may not come before the start: %o → %s', (dates, ok) => {
  expect(datesInOrder(dates)).toBe(ok);
});
