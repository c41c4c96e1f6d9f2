/** Kysely table interfaces of the publisher's desk: articles' history (migration 093, ADR 314). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PublishTables {}
