/**
 * The identity provider's client fields: the client id, this console's addresses to paste into the provider, how the
 * client authenticates, and the write-only secret. Renders the form machine's values and sends `form.change`.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CLIENT_AUTH_METHODS, type ClientAuthMethod } from '../../domain/identityProviders/identityProviders';
import {
  identityProviderForm,
  type IdentityProviderFormActorRef,
} from '../../machines/identityProviders/identityProviderFormMachine';
import { jwksAddressOf, redirectUriOf } from '../../machines/identityProviders/identityProviderServices';
import { useHttp } from '../AppContext';
import { formFields } from '../shared/formFields';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

export function IdentityProviderClientFields({ actor }: { readonly actor: IdentityProviderFormActorRef }) {
  const { t } = useTranslation();
  const http = useHttp();
  const form = useSelector(actor, identityProviderForm.selectValues);
  const errors = useSelector(actor, identityProviderForm.selectErrors);
  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });
  const field = formFields(form, errors, change);

  return (
    <>
      <TextField label={t('identityProviders.clientId')} {...field.text('clientId')} autoComplete="off" />
      <AddressField
        label={t('identityProviders.redirectUri')}
        name="redirectUri"
        value={redirectUriOf(http, window.location.href)}
        description={t('identityProviders.redirectUriHelp')}
      />
      <SelectField
        label={t('identityProviders.clientAuth')}
        name="clientAuth"
        value={form.clientAuth ?? 'auto'}
        options={CLIENT_AUTH_METHODS.map((method) => ({
          value: method,
          label: method === 'auto' ? t('identityProviders.clientAuthAuto') : method,
        }))}
        description={t('identityProviders.clientAuthHelp')}
        error={errors.clientAuth?.[0]}
        onChange={(event) => change({ clientAuth: event.target.value as ClientAuthMethod })}
      />
      {form.clientAuth === 'private_key_jwt' && (
        <AddressField
          label={t('identityProviders.jwksUrl')}
          name="jwksUrl"
          value={jwksAddressOf(http, window.location.href)}
          description={t('identityProviders.jwksUrlHelp')}
        />
      )}
      <TextField
        label={t('identityProviders.clientSecret')}
        {...field.text('clientSecret')}
        type="password"
        autoComplete="new-password"
        description={
          form.hasSecret ? t('identityProviders.secretStored') : t('identityProviders.secretMissing')
        }
      />
    </>
  );
}

/** An address of this console to paste into the provider's settings: read only, selected whole on focus to copy. */
function AddressField(props: {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly description: string;
}) {
  return <TextField {...props} readOnly onFocus={(event) => event.currentTarget.select()} />;
}
