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
  trialEnded: 'Your trial period ended on {{date}}',
  trialPeriodEnded: 'The trial period ended on {{date}}',
  trialEditor: 'You can still write, edit, share and download quizzes, and read their results.',
  trialResults: 'You can still read these results and download them.',
  trialExtend: 'To extend your access, contact your account manager.',
} as const;
