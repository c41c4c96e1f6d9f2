/** The signed-in user and the tokens of a session (SPEC section 3), with the sign-in and registration forms. */
import * as z from 'zod';
import { UI_LANGUAGE_CODES } from '../shared/languages';
import { MESSAGES } from '../shared/messages';
import { RoleSchema } from '../access/roles';

export const PASSWORD_MIN_LENGTH = 6;

export const SessionUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  /** The account's trial or subscription end (ISO), which caps the deadlines it sets (ADR 066); null: none. */
  subscriptionEndsAt: z.string().nullable().optional(),
  /** The interface language the user chose (a SPEC code, ADR 179); null or absent: never chosen. */
  language: z.enum(UI_LANGUAGE_CODES).nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const TokenSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** ISO 8601 instant after which the refresh token is refused. */
  refreshTokenExpiredAt: z.string().min(1),
});
export type Token = z.infer<typeof TokenSchema>;

/** A refresh token is usable while its expiry lies in the future. `now` is passed in, never read here. */
export function canRefresh(token: Token | null, now: Date): boolean {
  if (!token?.refreshToken) return false;
  const expiresAt = Date.parse(token.refreshTokenExpiredAt);
  return Number.isFinite(expiresAt) && expiresAt > now.getTime();
}

/** How long before its expiry an access token is replaced, so a request never leaves with one about to lapse. */
const ACCESS_TOKEN_RENEW_BEFORE_MS = 30_000;

/**
 * When a signed access token (a JWT) expires, read from its `exp` claim, in ms since the epoch; null when it names
 * none or cannot be read. Not a check of the token: the server verifies it; the console only times its refresh.
 */
function accessTokenExpiresAt(accessToken: string): number | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The access token has lapsed or lapses within ACCESS_TOKEN_RENEW_BEFORE_MS of `now`: refresh it before sending,
 * rather than send it, be refused with a 401 (which the browser logs as a failed request) and retry.
 */
export function accessTokenNeedsRenewal(accessToken: string, now: Date): boolean {
  const expiresAt = accessTokenExpiresAt(accessToken);
  return expiresAt !== null && expiresAt - now.getTime() <= ACCESS_TOKEN_RENEW_BEFORE_MS;
}

const required = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);

export const SignInFormSchema = z.object({
  email: required,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

export const SetPasswordFormSchema = z
  .object({
    firstName: required,
    lastName: required,
    // An empty password is only missing, not also too short.
    password: z
      .string({ error: MESSAGES.required })
      .min(1, { error: MESSAGES.required, abort: true })
      .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
    repeatPassword: z.string({ error: MESSAGES.required }),
  })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    error: MESSAGES.passwordsDoNotMatch,
  });
export type SetPasswordForm = z.infer<typeof SetPasswordFormSchema>;

/** The set-password link's token (SPEC section 9) lives in ./signedOut, free of zod for the first paint. */
export { SET_PASSWORD_TOKEN_PREFIX_LENGTH, tokenFromQuery } from './signedOut';

/** The first 'field: [messages]' map of a failed zod parse, as the SPEC's error envelope carries it. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A checked form: its parsed value, or the field messages to show under it. */
export type FormCheck<T> =
  | { readonly valid: true; readonly value: T }
  | { readonly valid: false; readonly fieldErrors: Record<string, string[]> };

function check<T>(schema: z.ZodType<T>, form: unknown): FormCheck<T> {
  const result = schema.safeParse(form);
  return result.success
    ? { valid: true, value: result.data }
    : { valid: false, fieldErrors: fieldErrors(result.error) };
}

export const checkSignInForm = (form: unknown): FormCheck<SignInForm> => check(SignInFormSchema, form);
export const checkSetPasswordForm = (form: unknown): FormCheck<SetPasswordForm> =>
  check(SetPasswordFormSchema, form);

export const InvitationRequestSchema = z.object({
  email: z.email({ error: 'E-mail is not valid' }),
  roles: z.array(RoleSchema).min(1, 'Choose at least one role'),
});
export type InvitationRequest = z.infer<typeof InvitationRequestSchema>;
