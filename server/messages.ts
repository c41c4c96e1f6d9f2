import { MESSAGES } from '../src/domain/shared/messages';

/** Messages the server sends in `content.message`. Verbatim: the console shows them as they are. */
export const SERVER_MESSAGES = {
  validationFailed: 'Validation failed',
  invalidCredentials: 'Invalid e-mail or password.',
  /** Under a minute the wait is told in seconds, otherwise in whole minutes (rounded up). */
  tooManyAttempts: (seconds: number) => {
    const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
    return `Too many failed sign-in attempts. Try again in ${count} ${count === 1 ? unit : `${unit}s`}.`;
  },
  signInRequired: 'Sign in to continue.',
  sessionExpired: MESSAGES.sessionExpired,
  forbidden: 'You do not have access to this area.',
  invitationInvalid: 'This invitation link is invalid or has already been used.',
  invitationExpired: 'This invitation link has expired. Ask for a new one.',
  handOverExpired: 'This sign-in expired or was already used. Sign in again.',
  emailTaken: 'An account with this e-mail already exists.',
  notFound: 'Not found',
  unknownFlag: 'Unknown feature flag.',
  internal: 'Internal server error',
  /** A bucket outage (ADR 254): answered 503 with Retry-After. */
  storageUnavailable: 'The file store is not answering. Try again in a moment.',
} as const;
