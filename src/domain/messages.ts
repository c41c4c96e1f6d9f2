/** User-facing messages of SPEC sections 5 and 8 that rules produce. Verbatim; the i18n catalog keys them. */
export const MESSAGES = {
  required: 'This field is required',
  passwordTooShort: 'Password is too short - should be 6 chars minimum.',
  passwordsDoNotMatch: 'Passwords do not match',
  oops: 'Oops, something went wrong',
  noQuizAccess: 'You have no access to quizzes based on your subscription level.',
  /** The session ended (refresh refused or the account deactivated): the console signs out and the server says so. */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** SPEC section 4: refused by the quiz save and shown by the editor's Access Type control. */
  accessTypeLocked: 'Access type cannot change once the quiz has been distributed to students.',
} as const;
