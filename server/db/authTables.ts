/** Kysely table interfaces of accounts and sessions. */
export interface AuthTables {}
