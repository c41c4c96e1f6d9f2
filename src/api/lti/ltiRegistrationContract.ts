/** Wire contract of LTI Dynamic Registration (ADR 386), shared by the console and the server. */
import { RegistrationLinkFormSchema, RegistrationLinkSchema } from '../../domain/lti/ltiRegistration';

export const LTI_REGISTRATION_PATHS = {
  /** POST: a full admin makes a one-time registration link. */
  links: '/api/lti/registration-links',
  /** The link the platform opens, with `openid_configuration` and `registration_token` in its query. */
  register: (secret: string) => `/lti/register/${secret}`,
  /** The script the last page runs: it tells the platform's window the registration is over. */
  closeScript: '/lti/register-close.js',
} as const;

/** A link's secret: 32 random bytes, base64url. */
export const REGISTRATION_SECRET_PATTERN = /^[\w-]{43}$/;

export const RegistrationLinkRequestSchema = RegistrationLinkFormSchema;
export const RegistrationLinkResponseSchema = RegistrationLinkSchema;
