import { classDatesText, datesInOrder, displayDay } from '../../../src/domain/classes/classes';

test.each([
  ['2026-01-31', '01/31/2026'],
  ['2026-12-01', '12/01/2026'],
])('the day %s shows as %s whatever the time zone', (day, shown) => {
  expect(displayDay(day)).toBe(shown);
});

test.each([
  [{ startDate: '2026-01-12', endDate: '2026-05-08' }, '01/12/2026 – 05/08/2026'],
  [{ startDate: '2026-01-12', endDate: null }, '01/12/2026'],
  [{ startDate: null, endDate: '2026-05-08' }, '05/08/2026'],
  [{ startDate: null, endDate: null }, ''],
])("a class's dates read as one line: %o → %s", (dates, shown) => {
  expect(classDatesText(dates)).toBe(shown);
});

test.each([
  [{ startDate: '2026-01-12', endDate: '2026-01-11' }, false],
  [{ startDate: '2026-01-12', endDate: '2026-01-12' }, true],
  [{ startDate: null, endDate: '2026-01-01' }, true],
])('the end date may not come before the start: %o → %s', (dates, ok) => {
  expect(datesInOrder(dates)).toBe(ok);
});
