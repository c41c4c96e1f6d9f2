/**
 * Strings of the feedback after actions: sharing explained, download progress, the trial state.
 */
import { SHARE_MESSAGES } from '../../domain/shared/emails';

export const feedback = {
  shareAccountsOnly: SHARE_MESSAGES.accountsOnly,
  /** SPEC gives no text for a new sponsor; the edit's 'Sponsor successfully updated' has this shape. */
  sponsorCreated: 'Sponsor successfully created',
  downloadProgressLabel: 'Downloading the package',
  downloadPreparing: 'Preparing the package…',
  downloadReceived: '{{received}} of {{total}} received',
  downloadReceivedUnknown: '{{received}} received',
  downloadCancel: 'Cancel download',
  trialLockedDates:
    'Your trial period ended on {{date}}: the dates stay as they are until your account manager extends it, and everything else in the quiz can still be edited, shared and downloaded.',
  trialLockedDeadline:
    'The trial period ended on {{date}}: the deadline stays as it is until the account manager extends it, and these results can still be read and downloaded.',
} as const;
