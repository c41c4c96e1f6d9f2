/**
 * Wire contract of the identity providers (ADR 182), shared by the client and the server.
 *
 * @publicModule sign-in through an institution asks which provider serves an e-mail.
 */
import * as z from 'zod';
import { ListRequestSchema, listResponseSchema } from '../../domain/shared/listQuery';
import {
  IdentityProviderFieldsSchema,
  IdentityProviderSchema,
} from '../../domain/identityProviders/identityProviders';
import { TEXT_MAX } from '../../domain/shared/fields';
import { RecordVersionSchema } from '../../domain/shared/recordVersions';

export const IDENTITY_PROVIDER_PATHS = {
  list: '/api/admin/identity_provider/list',
  create: '/api/admin/identity_provider',
  one: (id: number | string) => `/api/admin/identity_provider/${id}`,
} as const;

/** The public half: which e-mails may sign in through a provider, the flow's two redirects, the hand-over. */
export const SINGLE_SIGN_ON_PATHS = {
  lookup: '/api/auth/sso/lookup',
  start: '/api/auth/sso/start',
  callback: '/api/auth/sso/callback',
} as const;

export const IdentityProviderListRequestSchema = ListRequestSchema;
export const IdentityProviderListResponseSchema = listResponseSchema(IdentityProviderSchema);
export const IdentityProviderSaveRequestSchema = IdentityProviderFieldsSchema;
export type IdentityProviderSaveRequest = z.input<typeof IdentityProviderSaveRequestSchema>;
/** An edit names the version it was made on (ADR 188); a create names none. */
export const IdentityProviderUpdateRequestSchema = IdentityProviderSaveRequestSchema.extend({
  version: RecordVersionSchema,
});
export type IdentityProviderUpdateRequest = z.input<typeof IdentityProviderUpdateRequestSchema>;
export const IdentityProviderResponseSchema = IdentityProviderSchema;

const email = z.string().max(TEXT_MAX.email);

/** Reveals only whether the e-mail's domain has an enabled provider. */
export const SsoLookupRequestSchema = z.object({ email });
export const SsoLookupResponseSchema = z.object({ available: z.boolean() });

export const SsoStartQuerySchema = z.object({ email });
const param = z.string().max(4000).optional();
/** What a provider sends back (RFC 6749 section 4.1.2, RFC 9207); the handler checks it all. */
export const SsoCallbackQuerySchema = z.object({
  code: param,
  state: param,
  iss: param,
  error: param,
  error_description: param,
  session_state: param,
});
