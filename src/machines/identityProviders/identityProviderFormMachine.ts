/**
 * Add and Edit Identity provider (ADR 182) on the one form lifecycle (ADR 125). The load reads the provider (on
 * edit; the institution is searched in the picker, ADR 271); the client secret is never read back, only whether one is stored, so
 * a blank secret on edit keeps it. An edit is saved on the version it was loaded with (ADR 188); a stale one waits in
 * `conflict` for Reload or Keep mine. A save goes back to the list.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_IDENTITY_PROVIDER_FORM,
  IdentityProviderFormSchema,
  type IdentityProvider,
  type IdentityProviderForm,
  type IdentityProviderValues,
} from '../../domain/identityProviders/identityProviders';
import { defineForm, identityOf, type SaveFormInput } from '../shared/formMachine';

/** What the form loads: the provider (null on Add). */
export interface IdentityProviderEditing {
  readonly provider: IdentityProvider | null;
}

export const { machine: identityProviderFormMachine, selectors: identityProviderForm } = defineForm({
  id: 'identityProviderForm',
  record: 'this identity provider',
  schema: IdentityProviderFormSchema,
  empty: EMPTY_IDENTITY_PROVIDER_FORM,
  loadsNew: true,
  endsOnSave: true,
  valuesOf: ({ provider }: IdentityProviderEditing): IdentityProviderForm =>
    provider
      ? {
          institutionId: provider.institutionId,
          institutionTitle: provider.institutionTitle,
          name: provider.name,
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientAuth: provider.clientAuth,
          clientSecret: '',
          hasSecret: provider.clientSecretSet,
          emailDomains: provider.emailDomains.join(', '),
          roles: provider.roles,
          enabled: provider.enabled,
        }
      : EMPTY_IDENTITY_PROVIDER_FORM,
  ...identityOf((editing: IdentityProviderEditing) => editing.provider),
});

export type IdentityProviderFormActorRef = ActorRefFrom<typeof identityProviderFormMachine>;

export type SaveIdentityProviderInput = SaveFormInput<IdentityProviderForm, IdentityProviderValues>;
