/** Every screen that reads a record (RecordScreen, ADR 191): Try again, and what a read that failed or found nothing says. */
export const record = {
  retry: 'Try again',
  /** The link under a not-found text: the list the record belongs to, by its title. */
  backTo: 'Back to {{list}}',
  loadFailed: 'This could not be loaded.',
  notFound: 'Not found. It does not exist or is not shared with you.',
  refreshFailed: 'This could not be loaded again. What you see is from the last time it loaded.',
} as const;
