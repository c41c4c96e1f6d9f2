/**
 * docs/decisions/README.md lists every decision record with its area and status, opens with at most 15 records to
 * read first, and a record that supersedes another is named on that other record's Status line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DECISION_AREAS, READ_FIRST } from '../../scripts/decisions/decisionAreas';
import { decisionIndex, readDecisions, supersededWhole } from '../../scripts/decisions/decisionIndex';

const dir = join(resolve(fileURLToPath(import.meta.url), '../../..'), 'docs/decisions');
const records = readDecisions(dir);
const index = () => (existsSync(join(dir, 'README.md')) ? readFileSync(join(dir, 'README.md'), 'utf8') : '');

test('every decision record is listed in docs/decisions/README.md', () => {
  const unlisted = records.filter((record) => !index().includes(`](${record.file})`)).map((r) => r.file);
  expect(unlisted, 'run npm run decisions').toEqual([]);
});

test('the index shows each record with its title and status as the record says them', () => {
  expect(index(), 'docs/decisions/README.md is out of date: run npm run decisions').toBe(
    decisionIndex(records),
  );
});

test('a record that supersedes another is named on that record’s Status line', () => {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const missing = records.flatMap((record) =>
    record.supersedes
      .filter((number) => !byNumber.get(number)?.supersededBy.includes(record.number))
      .map((number) => `ADR ${number} should say "Status: superseded … by ADR ${record.number}"`),
  );
  expect(missing).toEqual([]);
});

test('a Status line names later records that exist', () => {
  const numbers = new Set(records.map((record) => record.number));
  const wrong = records.flatMap((record) =>
    record.supersededBy
      .filter((number) => !numbers.has(number) || number <= record.number)
      .map((number) => `${record.file}: ADR ${number}`),
  );
  expect(wrong).toEqual([]);
});

test('every decision record has exactly one area', () => {
  const without = records.filter((record) => record.area === undefined).map((record) => record.file);
  expect(without, 'give each record an area in scripts/decisions/decisionAreas.ts').toEqual([]);
  const listed = Object.values(DECISION_AREAS).flat();
  const twice = listed.filter((number, index) => listed.indexOf(number) !== index);
  expect(twice, 'a record is in one area only').toEqual([]);
});

test('"Read these first" names at most 15 records, each existing and not replaced whole', () => {
  expect(READ_FIRST.length).toBeLessThanOrEqual(15);
  const byNumber = new Map(records.map((record) => [Number(record.number), record]));
  const wrong = READ_FIRST.filter(({ number }) => {
    const record = byNumber.get(number);
    return !record || supersededWhole(record);
  }).map(({ number }) => number);
  expect(wrong).toEqual([]);
});
