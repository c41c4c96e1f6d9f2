/** Writes server/db/migrationList.ts from the files in server/db/migrations/ (`npm run migrations`, ADR 324). */
import { writeFileSync } from 'node:fs';
import { MIGRATION_LIST, migrationListSource, readMigrationNames } from './migrations/migrationList';

const names = readMigrationNames();
writeFileSync(MIGRATION_LIST, migrationListSource(names));
console.log(`${names.length} migrations in server/db/migrationList.ts`);
