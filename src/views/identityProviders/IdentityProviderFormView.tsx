/** Add / Edit Identity Provider (ADR 182): the form; the secret is write-only. A save goes back to the list. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { identityProviderForm } from '../../machines/identityProviders/identityProviderFormMachine';
import { institutionSearchMachine } from '../../machines/institutions/institutionSearchMachine';
import { createInstitutionSearchServices } from '../../machines/institutions/institutionServices';
import { useHttp } from '../AppContext';
import { InstitutionCombobox } from '../institutions/InstitutionCombobox';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { FormScreen } from '../ui/FormScreen';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useFormScreen } from '../shared/useFormScreen';
import { IdentityProviderClientFields } from './IdentityProviderClientFields';
import { IdentityProviderRolesFieldset } from './IdentityProviderRolesFieldset';
import { useIdentityProviderFormActor } from './useIdentityProviderFormActor';

export function IdentityProviderFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const message = useMessage();
  const http = useHttp();
  const searchLogic = useMemo(
    () => institutionSearchMachine.provide(createInstitutionSearchServices(http)),
    [http],
  );
  const actor = useIdentityProviderFormActor(id);
  const form = useSelector(actor, identityProviderForm.selectValues);
  const errors = useSelector(actor, identityProviderForm.selectErrors);
  const { loading, failed, notFound, saving, screen } = useFormScreen(actor, {
    title: id === null ? t('identityProviders.add') : t('identityProviders.edit'),
    unsavedId: 'identity-provider-form',
    selectIsDirty: identityProviderForm.selectIsDirty,
  });
  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });
  const error = (field: keyof typeof errors) => message(errors[field]?.[0]) ?? undefined;

  // A provider that does not exist (404) says so in the form's place; any other failed load is the error screen.
  if (failed && !notFound) throw new Error('The identity provider could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  return (
    <FormScreen
      {...screen}
      backLabel={t('identityProviders.back')}
      list={{ href: '/identity-providers', title: t('identityProviders.title') }}
      notFoundText={t('identityProviders.notFound')}
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('identityProviders.create') : t('identityProviders.save')}
        </Button>
      }
    >
      <InstitutionCombobox
        label={t('identityProviders.institution')}
        name="institutionId"
        logic={searchLogic}
        placeholder={t('identityProviders.chooseInstitution')}
        value={form.institutionId > 0 ? { id: form.institutionId, title: form.institutionTitle } : null}
        error={error('institutionId')}
        onChange={(institution) =>
          change({ institutionId: institution?.id ?? 0, institutionTitle: institution?.title ?? '' })
        }
      />
      <TextField
        label={t('identityProviders.name')}
        name="name"
        value={form.name}
        error={error('name')}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        label={t('identityProviders.issuer')}
        name="issuer"
        type="url"
        value={form.issuer}
        description={t('identityProviders.issuerHelp')}
        error={error('issuer')}
        onChange={(event) => change({ issuer: event.target.value })}
      />
      <IdentityProviderClientFields actor={actor} />
      <TextField
        label={t('identityProviders.emailDomains')}
        name="emailDomains"
        value={form.emailDomains}
        description={t('identityProviders.emailDomainsHelp')}
        error={error('emailDomains')}
        onChange={(event) => change({ emailDomains: event.target.value })}
      />
      <IdentityProviderRolesFieldset actor={actor} />
      <CheckboxField
        asSwitch
        label={t('identityProviders.enabled')}
        name="enabled"
        checked={form.enabled}
        onChange={(event) => change({ enabled: event.target.checked })}
      />
    </FormScreen>
  );
}
