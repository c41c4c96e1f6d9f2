/** Add / Edit Identity Provider (ADR 182): the form; the secret is write-only. A save goes back to the list. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SSO_ROLES, type SsoRole } from '../../domain/identityProviders/identityProviders';
import {
  identityProviderFormMachine,
  selectIdentityProviderEditing,
  selectIdentityProviderErrors,
  selectIdentityProviderForm,
  selectIsIdentityProviderDirty,
} from '../../machines/identityProviders/identityProviderFormMachine';
import {
  createIdentityProviderFormServices,
  redirectUriOf,
  saveFailureOf,
} from '../../machines/identityProviders/identityProviderServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { FormScreen } from '../ui/FormScreen';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useFormScreen } from '../shared/useFormScreen';

const ROLE_KEYS: Record<SsoRole, 'identityProviders.roleCsUser' | 'identityProviders.roleLtiUser'> = {
  ROLE_CS_USER: 'identityProviders.roleCsUser',
  ROLE_CS_LTI_USER: 'identityProviders.roleLtiUser',
};

export function IdentityProviderFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const message = useMessage();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      identityProviderFormMachine.provide({
        actors: createIdentityProviderFormServices(http),
        actions: {
          notifySaved: (_, { created }) => {
            const text = created ? t('identityProviders.created') : t('identityProviders.updated');
            notifications.send({ type: 'notify.show', kind: 'success', message: text });
            navigate('/identity-providers');
          },
          notifySaveFailed: (_, { error }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: saveFailureOf(error) ?? t('identityProviders.updateFailed'),
            }),
        },
      }),
    [http, navigate, notifications, t],
  );
  const actor = useActorRef(machine, { input: { id }, ...options });
  const form = useSelector(actor, selectIdentityProviderForm);
  const errors = useSelector(actor, selectIdentityProviderErrors);
  const editing = useSelector(actor, selectIdentityProviderEditing);
  const { loading, failed, saving, screen } = useFormScreen(actor, {
    title: id === null ? t('identityProviders.add') : t('identityProviders.edit'),
    unsavedId: 'identity-provider-form',
    selectIsDirty: selectIsIdentityProviderDirty,
  });
  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });
  const error = (field: keyof typeof errors) => message(errors[field]?.[0]) ?? undefined;

  if (failed) throw new Error('The identity provider could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  const toggleRole = (role: SsoRole, on: boolean) =>
    change({
      roles: on
        ? SSO_ROLES.filter((r) => r === role || form.roles.includes(r))
        : form.roles.filter((r) => r !== role),
    });

  return (
    <FormScreen
      {...screen}
      backLabel={t('identityProviders.back')}
      onBack={() => navigate('/identity-providers')}
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('identityProviders.create') : t('identityProviders.save')}
        </Button>
      }
    >
      <SelectField
        label={t('identityProviders.institution')}
        name="institutionId"
        placeholder={t('identityProviders.chooseInstitution')}
        value={form.institutionId > 0 ? String(form.institutionId) : ''}
        options={(editing?.institutions ?? []).map((institution) => ({
          value: String(institution.id),
          label: institution.title,
        }))}
        error={error('institutionId')}
        onChange={(event) => change({ institutionId: Number(event.target.value) || 0 })}
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
      <TextField
        label={t('identityProviders.clientId')}
        name="clientId"
        autoComplete="off"
        value={form.clientId}
        error={error('clientId')}
        onChange={(event) => change({ clientId: event.target.value })}
      />
      <TextField
        label={t('identityProviders.redirectUri')}
        name="redirectUri"
        readOnly
        value={redirectUriOf(http, window.location.href)}
        description={t('identityProviders.redirectUriHelp')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <TextField
        label={t('identityProviders.clientSecret')}
        name="clientSecret"
        type="password"
        autoComplete="new-password"
        value={form.clientSecret}
        description={
          form.hasSecret ? t('identityProviders.secretStored') : t('identityProviders.secretMissing')
        }
        error={error('clientSecret')}
        onChange={(event) => change({ clientSecret: event.target.value })}
      />
      <TextField
        label={t('identityProviders.emailDomains')}
        name="emailDomains"
        value={form.emailDomains}
        description={t('identityProviders.emailDomainsHelp')}
        error={error('emailDomains')}
        onChange={(event) => change({ emailDomains: event.target.value })}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby="identity-provider-roles-help">
        <legend className="text-sm font-medium text-slate-800">{t('identityProviders.roles')}</legend>
        <p id="identity-provider-roles-help" className="text-sm text-slate-700">
          {t('identityProviders.rolesHelp')}
        </p>
        {SSO_ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={t(ROLE_KEYS[role])}
            name="roles"
            value={role}
            checked={form.roles.includes(role)}
            onChange={(event) => toggleRole(role, event.target.checked)}
          />
        ))}
        {errors.roles?.[0] && (
          <p role="alert" className="text-sm text-red-800">
            {message(errors.roles[0])}
          </p>
        )}
      </fieldset>
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
