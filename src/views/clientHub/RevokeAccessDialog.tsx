/** Asks before an access is revoked, naming the label and the institution (ADR 348). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectIsRevoking,
  selectRevokeAsk,
  type HubRevokeActorRef,
} from '../../machines/clientHub/hubRevokeMachine';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export function RevokeAccessDialog({ actor }: { readonly actor: HubRevokeActorRef }) {
  const { t } = useTranslation();
  const ask = useSelector(actor, selectRevokeAsk);
  const busy = useSelector(actor, selectIsRevoking);
  const cancel = () => actor.send({ type: 'revoke.cancel' });
  const name = ask
    ? t('clientHub.accessName', { label: ask.labelName, institution: ask.institutionTitle })
    : '';
  return (
    <Dialog
      open={ask !== null}
      onClose={() => !busy && cancel()}
      role="alertdialog"
      title={t('clientHub.revokeAskTitle', { name })}
      description={t('clientHub.revokeAskText')}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('clientHub.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => actor.send({ type: 'revoke.confirm' })}>
            {t('clientHub.revokeConfirm')}
          </Button>
        </>
      }
    />
  );
}
