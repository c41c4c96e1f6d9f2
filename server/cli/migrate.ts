/** `npm run migrate` applies every pending migration; `npm run migrate -- --down` reverts the last one. */
import { loadConfig } from '../config';
import { createDb, describeDb } from '../db/createDb';
import { migrateDown, migrateToLatest } from '../db/migrator';

const down = process.argv.slice(2).includes('--down');
const config = loadConfig();
const db = createDb(config);
try {
  console.log(`Database: ${describeDb(config)}`);
  const ran = down ? await migrateDown(db) : await migrateToLatest(db);
  console.log(ran.length > 0 ? ran.join('\n') : 'Nothing to do.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
