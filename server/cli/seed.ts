/**
 * `npm run seed` migrates and seeds (demo accounts on an empty store, flags, content); without the demo (SEED_DEMO
 * off, ADR 361) the flags alone. `npm run seed -- --quizzes N` also adds N generated quizzes.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb, describeDb } from '../db/createDb';
import { migrateToLatest } from '../db/migrator';
import { seedGeneratedQuizzes } from '../seed/content';
import { seedDatabase } from '../seed/index';

const { values } = parseArgs({ options: { quizzes: { type: 'string' } } });
const quizzes = values.quizzes === undefined ? 0 : Number(values.quizzes);
if (!Number.isInteger(quizzes) || quizzes < 0) {
  console.error('--quizzes takes a whole number');
  process.exit(2);
}

const config = loadConfig();
const db = createDb(config);
try {
  console.log(`Database: ${describeDb(config)}`);
  await migrateToLatest(db);
  const { accountsCreated, demo } = await seedDatabase(db, config);
  if (!demo) console.log('SEED_DEMO is off: no demo account or content (see `npm run create-admin`).');
  else console.log(accountsCreated ? 'Demo accounts created.' : 'Accounts exist already; left as they are.');
  if (quizzes > 0) {
    await seedGeneratedQuizzes(db, quizzes);
    console.log(`${quizzes} generated quizzes added.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
