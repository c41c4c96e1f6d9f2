/** The invitation form: e-mail and the six roles as checkboxes; messages show under the fields. */
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../domain/access/roles';
import {
  selectEmail,
  selectError,
  selectFieldErrors,
  selectIsCreating,
  selectRoles,
  type InvitationsActorRef,
} from '../../machines/admins/invitationsMachine';
import { Button } from '../ui/Button';
import { CheckboxOptions } from '../ui/CheckboxOptions';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { ROLE_LABEL_KEYS } from './roleLabels';

export function InvitationForm({ actor }: { readonly actor: InvitationsActorRef }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rolesErrorId = useId();
  const email = useSelector(actor, selectEmail);
  const roles = useSelector(actor, selectRoles);
  const fieldErrors = useSelector(actor, selectFieldErrors);
  const error = useSelector(actor, selectError);
  const creating = useSelector(actor, selectIsCreating);
  const rolesError = fieldErrors.roles?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'invitation.create' });
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('admins.inviteHeading')}
      </h2>
      <TextField
        label={t('admins.email')}
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        error={fieldErrors.email?.[0]}
        onChange={(event) => actor.send({ type: 'invitation.email', value: event.target.value })}
      />
      <fieldset aria-describedby={rolesError ? rolesErrorId : undefined} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('admins.roles')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <CheckboxOptions
            name="roles"
            values={ROLES}
            labelOf={(role) => t(ROLE_LABEL_KEYS[role])}
            chosen={roles}
            onToggle={(role) => actor.send({ type: 'invitation.toggleRole', role })}
          />
        </div>
        {rolesError && (
          <p id={rolesErrorId} className="text-sm text-red-700">
            {rolesError}
          </p>
        )}
      </fieldset>
      <FormError message={error} />
      <div>
        <Button type="submit" busy={creating}>
          {creating ? t('admins.creating') : t('admins.create')}
        </Button>
      </div>
    </form>
  );
}
