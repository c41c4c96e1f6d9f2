import type { AuthTables } from './authTables';
import type { ContentTables } from './contentTables';

/** Every table of the store. */
export interface Database extends AuthTables, ContentTables {}
