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
  /** ADR 186: the callback was opened in a browser that did not start that sign-in. */
  ssoOtherBrowser:
    'This sign-in with your institution was not started in this browser. Please start it again here.',
  /** ADR 186: the account exists with a password; its owner links it by signing in with that password once. */
  ssoConfirmWithPassword:
    'An account with this e-mail address already exists. Sign in below with its password once to link it to your institution; after that, your institution signs you in.',
  /** ADR 186: the account cannot be linked to this sign-in by its owner (it has no password). */
  ssoNotLinked:
    'This account is not linked to your institution. Sign in the way you usually do, or ask your administrator.',
  /** ADR 269: a quiz whose deadline has passed is not sent to students; the share says why. */
  deadlinePassed:
    "This quiz's deadline has passed, so its students could no longer take it. Move the deadline first.",
  /** ADR 366: an LTI launch named the e-mail of an account with a password; its owner links it by signing in once. */
  ltiConfirmWithPassword:
    'An account with this e-mail address already exists. Sign in below with its password once to link it to your course platform; after that, open the tool from your course again and it signs you in.',
  ltiCodeInvalid:
    'This sign-in from your course has expired or was already used. Open the tool again from your course.',
} as const;

/** An error whose message is only an HTTP status, not a reason (the API client's `ApiError.bare`). */
const reasonless = (error: Error) => (error as { readonly reasonless?: unknown }).reasonless === true;

/**
 * What a failure says to the user: the error's own message (the server's, through `ApiError`), or `fallback` when
 * it has none (a bare HTTP status is none) — SPEC's 'Oops, something went wrong' unless the caller names its own.
 */
export function messageOf(error: unknown): string;
export function messageOf<F extends string | null>(error: unknown, fallback: F): string | F;
export function messageOf(error: unknown, fallback: string | null = MESSAGES.oops): string | null {
  return error instanceof Error && error.message && !reasonless(error) ? error.message : fallback;
}
