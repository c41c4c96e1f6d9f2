/**
 * The migrations are one sequence found from their folder (ADR 324): server/db/migrationList.ts is written from
 * server/db/migrations/, and every migration after the ones numbered per area takes the next number.
 */
import { readFileSync } from 'node:fs';
import {
  MIGRATION_FILE,
  MIGRATION_LIST,
  migrationListSource,
  readMigrationNames,
} from '../../scripts/migrations/migrationList';
import { UNORDERED_ERA } from '../../server/db/unorderedRuns';

const names = readMigrationNames();
const numberOf = (name: string) => Number(name.slice(0, 3));

test('server/db/migrationList.ts lists every file of server/db/migrations/, in the order they run', () => {
  expect(
    readFileSync(MIGRATION_LIST, 'utf8'),
    'server/db/migrationList.ts is out of date: run npm run migrations',
  ).toBe(migrationListSource(names));
});

test('a migration file is a three-digit number and lower-case words joined by underscores', () => {
  expect(names.filter((name) => !MIGRATION_FILE.test(`${name}.ts`))).toEqual([]);
});

test('after the migrations numbered per area, each new one takes the next number', () => {
  const later = names.filter((name) => !UNORDERED_ERA.includes(name));
  const next = numberOf(UNORDERED_ERA.at(-1)!) + 1;
  expect(later.map(numberOf), 'number a new migration after the last one, with no gap').toEqual(
    later.map((_, i) => next + i),
  );
});

test('every migration of the unordered era is still in the folder, under its name', () => {
  expect(UNORDERED_ERA.filter((name) => !names.includes(name))).toEqual([]);
  expect([...UNORDERED_ERA].sort()).toEqual(UNORDERED_ERA);
});
