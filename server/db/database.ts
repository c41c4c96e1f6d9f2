import type { AuthTables } from './authTables';
import type { ContentTables } from './contentTables';
import type { PlaylistTables } from './playlistTables';
import type { SubscriptionTables } from './subscriptionTables';

/** Every table of the store. */
export interface Database extends AuthTables, ContentTables, SubscriptionTables, PlaylistTables {}
