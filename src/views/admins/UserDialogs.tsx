/**
 * The dialogs of a row's actions (ADR 245): the roles of an account as six checkboxes, and the confirmation of a
 * deactivation or reactivation saying what changes. A refusal shows under the buttons' row, in the dialog.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../domain/access/roles';
import {
  selectActionError,
  selectConfirmKind,
  selectDraftRoles,
  selectIsConfirming,
  selectIsEditingRoles,
  selectIsSaving,
  selectTarget,
  type UserActionsActorRef,
} from '../../machines/admins/userActionsMachine';
import { Button } from '../ui/Button';
import { CheckboxOptions } from '../ui/CheckboxOptions';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { ROLE_LABEL_KEYS } from './roleLabels';

export function UserDialogs({ actor }: { readonly actor: UserActionsActorRef }) {
  const { t } = useTranslation();
  const user = useSelector(actor, selectTarget);
  const roles = useSelector(actor, selectDraftRoles);
  const error = useSelector(actor, selectActionError);
  const editingRoles = useSelector(actor, selectIsEditingRoles);
  const confirming = useSelector(actor, selectIsConfirming);
  const kind = useSelector(actor, selectConfirmKind);
  const saving = useSelector(actor, selectIsSaving);
  const email = user?.email ?? '';
  const cancel = () => {
    if (!saving) actor.send({ type: 'action.cancel' });
  };
  const errorText = error ? t(`users.error_${error}`) : null;
  const buttons = (confirm: string, variant: 'primary' | 'danger') => (
    <>
      <Button variant="secondary" disabled={saving} onClick={cancel}>
        {t('users.cancel')}
      </Button>
      <Button variant={variant} busy={saving} onClick={() => actor.send({ type: 'action.submit' })}>
        {confirm}
      </Button>
    </>
  );

  return (
    <>
      <Dialog
        open={editingRoles}
        onClose={cancel}
        title={t('users.rolesTitle', { email })}
        actions={buttons(t('users.saveRoles'), 'primary')}
      >
        <fieldset className="mt-4 flex flex-col gap-2">
          <legend className="sr-only">{t('users.columnRoles')}</legend>
          <CheckboxOptions
            name="roles"
            values={ROLES}
            labelOf={(role) => t(ROLE_LABEL_KEYS[role])}
            chosen={roles}
            onToggle={(role) => actor.send({ type: 'roles.toggle', role })}
          />
        </fieldset>
        <div className="mt-3">
          <FormError message={errorText} />
        </div>
      </Dialog>
      <Dialog
        open={confirming}
        onClose={cancel}
        role="alertdialog"
        title={t(kind === 'reactivate' ? 'users.reactivateTitle' : 'users.deactivateTitle', { email })}
        description={t(kind === 'reactivate' ? 'users.reactivateText' : 'users.deactivateText')}
        actions={
          kind === 'reactivate'
            ? buttons(t('users.reactivate'), 'primary')
            : buttons(t('users.deactivate'), 'danger')
        }
      >
        {errorText && (
          <div className="mt-3">
            <FormError message={errorText} />
          </div>
        )}
      </Dialog>
    </>
  );
}
