/** Messages the server sends in `content.message`. Verbatim: the console shows them as they are. */
export const SERVER_MESSAGES = {
  validationFailed: 'Validation failed',
  invalidCredentials: 'Invalid e-mail or password.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  signInRequired: 'Sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this area.',
  invitationInvalid: 'This invitation link is invalid or has already been used.',
  invitationExpired: 'This invitation link has expired. Ask for a new one.',
  emailTaken: 'An account with this e-mail already exists.',
  notFound: 'Not found',
  unknownFlag: 'Unknown feature flag.',
  internal: 'Internal server error',
} as const;
