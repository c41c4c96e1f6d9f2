/** The roles an identity provider's new users get: one checkbox per SSO role, kept in the roles' order. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { SSO_ROLES, type SsoRole } from '../../domain/identityProviders/identityProviders';
import {
  identityProviderForm,
  type IdentityProviderFormActorRef,
} from '../../machines/identityProviders/identityProviderFormMachine';
import { useMessage } from '../shared/useMessage';
import { CheckboxOptions } from '../ui/CheckboxOptions';

const ROLE_KEYS: Record<SsoRole, 'identityProviders.roleCsUser' | 'identityProviders.roleLtiUser'> = {
  ROLE_CS_USER: 'identityProviders.roleCsUser',
  ROLE_CS_LTI_USER: 'identityProviders.roleLtiUser',
};

export function IdentityProviderRolesFieldset({ actor }: { readonly actor: IdentityProviderFormActorRef }) {
  const { t } = useTranslation();
  const message = useMessage();
  const roles = useSelector(actor, (snapshot) => identityProviderForm.selectValues(snapshot).roles);
  const errors = useSelector(actor, identityProviderForm.selectErrors);
  const toggleRole = (role: SsoRole, on: boolean) =>
    actor.send({
      type: 'form.change',
      patch: {
        roles: on
          ? SSO_ROLES.filter((r) => r === role || roles.includes(r))
          : roles.filter((r) => r !== role),
      },
    });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="identity-provider-roles-help">
      <legend className="text-sm font-medium text-slate-800">{t('identityProviders.roles')}</legend>
      <p id="identity-provider-roles-help" className="text-sm text-slate-700">
        {t('identityProviders.rolesHelp')}
      </p>
      <CheckboxOptions
        name="roles"
        values={SSO_ROLES}
        labelOf={(role) => t(ROLE_KEYS[role])}
        chosen={roles}
        onToggle={toggleRole}
      />
      {errors.roles?.[0] && (
        <p role="alert" className="text-sm text-red-800">
          {message(errors.roles[0])}
        </p>
      )}
    </fieldset>
  );
}
