/** Asks before a grant ends now, naming the product and the institution (ADR 345). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectEndAsk,
  selectIsEnding,
  type GrantEndActorRef,
} from '../../machines/classAccess/grantEndMachine';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export function EndGrantDialog({ actor }: { readonly actor: GrantEndActorRef }) {
  const { t } = useTranslation();
  const ask = useSelector(actor, selectEndAsk);
  const busy = useSelector(actor, selectIsEnding);
  const cancel = () => actor.send({ type: 'end.cancel' });
  const name = ask
    ? t('classAccess.grantName', { product: ask.productName, institution: ask.institutionTitle })
    : '';
  return (
    <Dialog
      open={ask !== null}
      onClose={() => !busy && cancel()}
      role="alertdialog"
      title={t('classAccess.endAskTitle', { name })}
      description={t('classAccess.endAskText')}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('classAccess.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => actor.send({ type: 'end.confirm' })}>
            {t('classAccess.endConfirm')}
          </Button>
        </>
      }
    />
  );
}
