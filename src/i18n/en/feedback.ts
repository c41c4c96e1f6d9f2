/**
 * Strings of the feedback after actions: sharing explained, download progress, the trial state.
 */
import { SHARE_MESSAGES } from '../../domain/emails';

export const feedback = {
  shareAccountsOnly: SHARE_MESSAGES.accountsOnly,
  downloadProgressLabel: 'Downloading the package',
  downloadPreparing: 'Preparing the package…',
  downloadReceived: '{{received}} of {{total}} received',
  downloadReceivedUnknown: '{{received}} received',
  downloadCancel: 'Cancel download',
} as const;
