/**
 * Wire contract of SPEC section 7 "Auth", shared by the client and the server.
 *
 * @publicModule the session's paths and token shapes, read by uploads and feature flags.
 */
import * as z from 'zod';
import { InvitationRequestSchema, SessionUserSchema, TokenSchema } from '../../domain/session/session';
import { MESSAGES } from '../../domain/shared/messages';
import { RoleSchema } from '../../domain/access/roles';
import { UI_LANGUAGE_CODES } from '../../domain/shared/languages';
import { LIST_MAX, text, TEXT_MAX } from '../../domain/shared/fields';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export const AUTH_PATHS = {
  getAccessToken: '/api/admin/security/get_access_token',
  refreshAccessToken: '/api/admin/security/refresh_access_token',
  profile: '/api/admin/profile',
  finishRegistration: '/api/security/admin/registration/finish',
  invitations: '/api/admin/admins/invitation',
  featureFlags: '/api/admin/feature_flags',
  /** Sign-out (ADR 103): ends the session of the refresh token sent. */
  logout: '/api/admin/security/logout',
  /** Ends every session of the signed-in user. */
  logoutAll: '/api/admin/security/logout_all',
  /** Trades the one-time code of a sign-in made elsewhere (an identity provider, an LTI launch) for a token pair. */
  handOver: '/api/admin/security/hand_over',
} as const;

const requiredString = (max: number) => text(max, { required: MESSAGES.required });

export const GetAccessTokenRequestSchema = z.object({
  email: requiredString(TEXT_MAX.email),
  password: requiredString(TEXT_MAX.password),
});
export const RefreshAccessTokenRequestSchema = z.object({ refreshToken: requiredString(TEXT_MAX.token) });
/** Sign-out names its session by a refresh token, so it works after the access token has expired. */
export const LogoutRequestSchema = RefreshAccessTokenRequestSchema;
export const HandOverRequestSchema = z.object({ code: requiredString(TEXT_MAX.token) });
export const TokenResponseSchema = z.object({ token: TokenSchema });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const ProfileResponseSchema = SessionUserSchema;

/** Changes what the signed-in user may set on their own profile: the interface language (ADR 179). */
export const ProfileUpdateRequestSchema = z.object({ language: z.enum(UI_LANGUAGE_CODES) });
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;

export const FinishRegistrationRequestSchema = z.object({
  firstName: requiredString(TEXT_MAX.personName),
  lastName: requiredString(TEXT_MAX.personName),
  plainPassword: z.object({
    first: requiredString(TEXT_MAX.password),
    second: requiredString(TEXT_MAX.password),
  }),
  token: requiredString(TEXT_MAX.token),
});
export type FinishRegistrationRequest = z.infer<typeof FinishRegistrationRequestSchema>;

export const CreateInvitationRequestSchema = InvitationRequestSchema.extend({
  email: InvitationRequestSchema.shape.email.max(TEXT_MAX.email),
  roles: InvitationRequestSchema.shape.roles.max(LIST_MAX.roles),
});
export const InvitationResponseSchema = z.object({
  email: z.string(),
  roles: z.array(RoleSchema),
  token: z.string(),
  /** Path of the set-password screen under the route prefix, with the token in its query string. */
  link: z.string(),
  expiresAt: z.string(),
});
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;

/** A pending invitation (not yet used, not expired), as GET invitations lists it. */
export const PendingInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(z.string()),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Its link no longer works; Users management can send it again (ADR 245). */
  expired: z.boolean().default(false),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;
export const PendingInvitationsResponseSchema = z.object({ invitations: z.array(PendingInvitationSchema) });

/** Every flag by key, and each flag's version, which a switch names (ADR 188). */
export const FeatureFlagsResponseSchema = z.object({
  flags: z.record(z.string(), z.boolean()),
  versions: z.record(z.string(), RecordVersionSchema),
});
/** A switch of one flag, made on the version it was loaded with (ADR 188). */
export const FeatureFlagUpdateRequestSchema = z.object({
  enabled: z.boolean(),
  version: RecordVersionSchema,
});
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponseSchema>;
