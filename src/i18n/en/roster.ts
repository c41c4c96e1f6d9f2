/** Where students stand on Results and Student links, Remind, and the links' Copy all and Download (ADR 211). */
export const roster = {
  stateNotStarted: 'Not started',
  stateOpened: 'Opened',
  stateInProgress: 'In progress',
  stateSubmitted: 'Submitted',
  stateLate: 'Late',
  stateMissing: 'Missing',
  stateNeedsGrading: 'Needs grading',
  colState: 'State',
  /** A newer attempt open while an earlier one counts (ADR 230). */
  openAttempt: 'Attempt {{number}}: {{state}}',
  filterLabel: 'Show students',
  filterAll: 'All ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Remind who has not submitted ({{count}})',
  reminded: 'Reminder on its way to: {{list}}',
  recentlyReminded: 'Not reminded again (reminded less than an hour ago): {{list}}',
  mailOff:
    'Mail is not set up on this server, so no reminder can be sent. Copy the e-mails of the students who have not submitted and write to them yourself, or copy their links from Student links on the class page.',
  copyEmails: 'Copy e-mails',
  emailsCopied: 'E-mails copied',
  linksHintMail:
    'Each student has a personal link, and this server mails it to them. You can also copy a link and hand it out.',
  linksHintNoMail:
    'Each student has a personal link. This server sends no mail: copy the links and hand them out yourself.',
  copyAll: 'Copy all',
  allCopied: 'All links copied',
  downloadLinks: 'Download CSV',
} as const;
