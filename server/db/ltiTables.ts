/** Kysely table interfaces of LTI 1.3 (migration 024, ADR 183). */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LtiTables {}
