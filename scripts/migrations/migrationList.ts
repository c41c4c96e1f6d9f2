/**
 * server/db/migrationList.ts, written from the folder server/db/migrations/ (ADR 324): every file, imported
 * statically so the server's bundle (ADR 301), tsx and Vitest all load the same list, in its names' order, which is
 * the order they run in. `npm run migrations` writes it; tests/tools/migrationList.test.ts fails when it is stale.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'server', 'db', 'migrations');
export const MIGRATION_LIST = join(import.meta.dirname, '..', '..', 'server', 'db', 'migrationList.ts');

/** A migration file: a three-digit number, then its name in lower case words joined by `_`. */
export const MIGRATION_FILE = /^(\d{3})_([a-z0-9]+(?:_[a-z0-9]+)*)\.ts$/;

/** The names (file names without `.ts`) of the folder's migrations, in the order they run. */
export function readMigrationNames(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** The source of server/db/migrationList.ts for these names. */
export function migrationListSource(names: readonly string[]): string {
  const imports = names.map((name) => `import * as m${name} from './migrations/${name}';`);
  const entries = names.map((name) => `  '${name}': m${name},`);
  return [
    '/**',
    ' * Every migration in server/db/migrations/, in the order they run: written from the folder by `npm run',
    ' * migrations` (scripts/migrations/migrationList.ts, ADR 324); do not edit it by hand.',
    ' */',
    "import type { Migration } from 'kysely';",
    ...imports,
    '',
    'export const MIGRATIONS: Readonly<Record<string, Migration>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
