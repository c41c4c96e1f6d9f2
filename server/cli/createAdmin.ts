/**
 * `npm run create-admin -- --email you@example.com`: the first administrator of a store seeded without the demo
 * (ADR 361). Migrates the store, invites the address as a super admin and prints the one-time set-password link.
 * On the embedded store the server must be stopped (one process holds its directory); on PostgreSQL it may run.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb, describeDb } from '../db/createDb';
import { migrateToLatest } from '../db/migrator';
import { runningServer } from '../operations/backup';
import { FirstAdministratorError, inviteAdministrator } from '../operations/firstAdministrator';
import { INVITATION_TTL_DAYS } from '../auth/invitations';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (values.email === undefined) {
  console.error('Usage: npm run create-admin -- --email you@example.com');
  process.exit(2);
}

const config = loadConfig();
const server = config.databaseUrl ? null : runningServer(config);
if (server !== null) {
  console.error(
    `The server (process ${server}) holds the embedded store: stop it, run this again, then start it.`,
  );
  process.exit(1);
}
const db = createDb(config);
try {
  console.log(`Database: ${describeDb(config)}`);
  await migrateToLatest(db);
  const invitation = await inviteAdministrator(db, config, values.email, new Date());
  console.log(
    `${invitation.email} is invited as super admin. Open this link within ${INVITATION_TTL_DAYS} days ` +
      `(until ${invitation.expiresAt}) to choose the password; it works once:`,
  );
  console.log(invitation.link);
} catch (error) {
  console.error(error instanceof FirstAdministratorError || error instanceof Error ? error.message : error);
  process.exitCode = error instanceof FirstAdministratorError ? 2 : 1;
} finally {
  await db.destroy();
}
