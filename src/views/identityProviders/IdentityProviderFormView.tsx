/** Add / Edit Identity Provider (ADR 182): the form; the secret is write-only. A save goes back to the list. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { identityProviderForm } from '../../machines/identityProviders/identityProviderFormMachine';
import { institutionSearchMachine } from '../../machines/institutions/institutionSearchMachine';
import { createInstitutionSearchServices } from '../../machines/institutions/institutionServices';
import { useHttp } from '../AppContext';
import { InstitutionCombobox } from '../institutions/InstitutionCombobox';
import { formFields } from '../shared/formFields';
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
  const field = formFields(form, errors, change);

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
        error={errors.institutionId?.[0]}
        onChange={(institution) =>
          change({ institutionId: institution?.id ?? 0, institutionTitle: institution?.title ?? '' })
        }
      />
      <TextField label={t('identityProviders.name')} {...field.text('name')} />
      <TextField
        label={t('identityProviders.issuer')}
        {...field.text('issuer')}
        type="url"
        description={t('identityProviders.issuerHelp')}
      />
      <IdentityProviderClientFields actor={actor} />
      <TextField
        label={t('identityProviders.emailDomains')}
        {...field.text('emailDomains')}
        description={t('identityProviders.emailDomainsHelp')}
      />
      <IdentityProviderRolesFieldset actor={actor} />
      <CheckboxField asSwitch label={t('identityProviders.enabled')} {...field.checkbox('enabled')} />
    </FormScreen>
  );
}
