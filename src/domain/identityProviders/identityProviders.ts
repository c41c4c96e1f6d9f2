/**
 * OpenID Connect identity providers an institution registers for single sign-on (ADR 182): the form's rules with
 * their messages, the roles a provider may give new users, and how e-mail domains are written and matched.
 */
import * as z from 'zod';
import { MESSAGES } from '../shared/messages';
import { EMAIL_DOMAIN } from '../shared/emailDomain';

export { emailDomainOf } from '../shared/emailDomain';
import { DB_INT_MAX, FIELD_MESSAGES, hasBadCharacter } from '../shared/fields';
import { RecordVersionSchema } from '../shared/recordVersions';

/**
 * The roles a provider may give the users it creates: instructor roles only. An administrator role is never
 * given through a provider; administrators are invited (ADR 182).
 */
export const SSO_ROLES = ['ROLE_CS_USER', 'ROLE_CS_LTI_USER'] as const;
export type SsoRole = (typeof SSO_ROLES)[number];
export const SsoRoleSchema = z.enum(SSO_ROLES);

/**
 * How the console authenticates at the provider's token endpoint (ADR 253): 'auto' takes the first of the others
 * the provider's discovery lists; `private_key_jwt` signs with the key the console publishes at its JWKS address.
 */
export const CLIENT_AUTH_METHODS = [
  'auto',
  'client_secret_basic',
  'client_secret_post',
  'private_key_jwt',
] as const;
export type ClientAuthMethod = (typeof CLIENT_AUTH_METHODS)[number];

export const IDENTITY_PROVIDER_LIMITS = {
  name: 120,
  issuer: 500,
  clientId: 255,
  clientSecret: 2000,
  domains: 20,
  domainsText: 2000,
};

export const IDENTITY_PROVIDER_MESSAGES = {
  issuer: 'Must be an https:// address (http:// only on this machine)',
  domains: 'Enter one or more e-mail domains, like university.edu',
  domain: (domain: string) => `${domain} is not an e-mail domain`,
  domainTaken: (domain: string) => `${domain} is already served by another identity provider`,
  domainOutsideInstitution: (domain: string, institution: string) =>
    `${domain} is not an e-mail domain of ${institution}`,
  roles: 'Choose at least one role',
  institution: 'Choose an institution',
  created: 'Identity provider successfully created',
  updated: 'Identity provider successfully updated',
  updateFailed: 'Unable to update Identity provider',
  deleted: 'Identity provider successfully deleted',
  deleteFailed: 'Unable to delete Identity provider',
  /** SPEC section 8, verbatim. */
  emptyList: 'No identity providers found!',
} as const;

const DOMAIN = EMAIL_DOMAIN;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Splits what was typed into domains: commas, spaces or new lines between them; a leading '@' is dropped. */
export function splitDomains(typed: string): string[] {
  const parts = typed
    .split(/[\s,;]+/)
    .map((part) => part.trim().replace(/^@/, '').toLowerCase())
    .filter((part) => part.length > 0);
  return [...new Set(parts)];
}

/** The domain and each parent of it with at least two labels: `a.b.edu` → `a.b.edu`, `b.edu`. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, at) => labels.slice(at).join('.'));
}

/**
 * The institution an e-mail domain belongs to (ADR 186): the one holding the domain itself or, failing that, its
 * nearest parent among the institutions' e-mail domains (`med.riverside.edu` belongs to whoever holds
 * `riverside.edu`, unless another institution holds `med.riverside.edu`); null when none holds any.
 */
export function institutionOfDomain(
  domain: string,
  held: readonly { readonly domain: string; readonly institutionId: number }[],
): number | null {
  for (const candidate of domainAndParents(domain)) {
    const holder = held.find((row) => row.domain === candidate);
    if (holder) return holder.institutionId;
  }
  return null;
}

/** https, or http to this machine (a provider run for tests or development). */
export function isAllowedIssuer(issuer: string): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(max, FIELD_MESSAGES.tooLong(max))
    .refine((value) => !hasBadCharacter(value), FIELD_MESSAGES.badCharacter);

export const EmailDomainsSchema = z
  .string()
  .max(IDENTITY_PROVIDER_LIMITS.domainsText, FIELD_MESSAGES.tooLong(IDENTITY_PROVIDER_LIMITS.domainsText))
  .transform(splitDomains)
  .superRefine((domains, ctx) => {
    if (domains.length === 0) ctx.addIssue({ code: 'custom', message: IDENTITY_PROVIDER_MESSAGES.domains });
    if (domains.length > IDENTITY_PROVIDER_LIMITS.domains)
      ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.tooMany(IDENTITY_PROVIDER_LIMITS.domains) });
    const bad = domains.find((domain) => !DOMAIN.test(domain));
    if (bad) ctx.addIssue({ code: 'custom', message: IDENTITY_PROVIDER_MESSAGES.domain(bad) });
  });

/** The fields as sent to the server; `clientSecret` blank keeps the stored one. */
export const IdentityProviderFieldsSchema = z.object({
  institutionId: z
    .number()
    .int()
    .positive(IDENTITY_PROVIDER_MESSAGES.institution)
    .max(DB_INT_MAX, IDENTITY_PROVIDER_MESSAGES.institution),
  name: text(IDENTITY_PROVIDER_LIMITS.name),
  issuer: text(IDENTITY_PROVIDER_LIMITS.issuer).refine(isAllowedIssuer, IDENTITY_PROVIDER_MESSAGES.issuer),
  clientId: text(IDENTITY_PROVIDER_LIMITS.clientId),
  /** Absent: 'auto'. */
  clientAuth: z.enum(CLIENT_AUTH_METHODS).default('auto'),
  clientSecret: z
    .string()
    .max(IDENTITY_PROVIDER_LIMITS.clientSecret, FIELD_MESSAGES.tooLong(IDENTITY_PROVIDER_LIMITS.clientSecret))
    .refine((value) => !hasBadCharacter(value), FIELD_MESSAGES.badCharacter),
  emailDomains: EmailDomainsSchema,
  roles: z.array(SsoRoleSchema).min(1, IDENTITY_PROVIDER_MESSAGES.roles).max(SSO_ROLES.length),
  enabled: z.boolean(),
});

/** A provider with no stored secret must be given one, unless it signs in with the console's key. */
export const needsSecret = (
  hasSecret: boolean,
  clientSecret: string,
  clientAuth: ClientAuthMethod = 'auto',
) => clientAuth !== 'private_key_jwt' && !hasSecret && clientSecret.trim() === '';

/** The form as typed: the fields, and whether a secret is stored (not shown), so a new provider must be given one. */
export const IdentityProviderFormSchema = IdentityProviderFieldsSchema.extend({
  hasSecret: z.boolean(),
  /** The chosen institution's title, shown in the picker (ADR 271); not sent. */
  institutionTitle: z.string(),
}).superRefine((form, ctx) => {
  if (needsSecret(form.hasSecret, form.clientSecret, form.clientAuth))
    ctx.addIssue({ code: 'custom', path: ['clientSecret'], message: MESSAGES.required });
});
export type IdentityProviderForm = z.input<typeof IdentityProviderFormSchema>;
export type IdentityProviderValues = z.output<typeof IdentityProviderFormSchema>;

export const EMPTY_IDENTITY_PROVIDER_FORM: IdentityProviderForm = {
  institutionId: 0,
  institutionTitle: '',
  name: '',
  issuer: '',
  clientId: '',
  clientAuth: 'auto',
  clientSecret: '',
  hasSecret: false,
  emailDomains: '',
  roles: ['ROLE_CS_USER'],
  enabled: true,
};

/** A provider as the console reads it: the client secret never leaves the server, only whether one is set. */
export const IdentityProviderSchema = z.object({
  id: z.number().int(),
  /** Saves name the version they were made on (ADR 188). */
  version: RecordVersionSchema,
  institutionId: z.number().int(),
  institutionTitle: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientAuth: z.enum(CLIENT_AUTH_METHODS),
  clientSecretSet: z.boolean(),
  emailDomains: z.array(z.string()),
  roles: z.array(SsoRoleSchema),
  enabled: z.boolean(),
});
export type IdentityProvider = z.infer<typeof IdentityProviderSchema>;

export const InstitutionOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type InstitutionOption = z.infer<typeof InstitutionOptionSchema>;
