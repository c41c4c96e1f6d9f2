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
  /** Sign-in through an institution's identity provider (ADR 182): why it ended on the sign-in screen. */
  ssoExpired: 'The sign-in with your institution expired or was already used. Please try again.',
  ssoUnavailable: 'Sign-in with your institution is not available for this e-mail address.',
  ssoDenied: 'Your institution did not sign you in.',
  ssoUnverified: 'Your institution did not confirm your e-mail address.',
  ssoNotAllowed: 'This account cannot sign in through your institution. Sign in with your password.',
  ssoFailed: 'Sign-in with your institution failed. Please try again.',
  ltiCodeInvalid:
    'This sign-in from your course has expired or was already used. Open the tool again from your course.',
} as const;
