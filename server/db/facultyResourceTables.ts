/** Kysely table interfaces of faculty Resources (migration 095, ADR 317). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FacultyResourceTables {}
