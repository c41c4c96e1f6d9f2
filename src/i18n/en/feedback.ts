/**
 * Strings of the feedback after actions: sharing explained, download progress, the trial state.
 */
import { SHARE_MESSAGES } from '../../domain/emails';

export const feedback = {
  shareAccountsOnly: SHARE_MESSAGES.accountsOnly,
} as const;
