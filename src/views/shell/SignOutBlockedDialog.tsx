/** Shown while the session is in signOutBlocked: sign out waits for unsaved changes (SPEC section 2). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsSignOutBlocked } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { AlertDialog } from '../ui/AlertDialog';
import { Button } from '../ui/Button';

export function SignOutBlockedDialog() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const blocked = useSelector(session, selectIsSignOutBlocked);
  const dismiss = () => session.send({ type: 'session.dismissBlocked' });
  return (
    <AlertDialog
      open={blocked}
      onClose={dismiss}
      title={t('shell.signOutBlockedTitle')}
      description={t('shell.signOutBlockedText')}
      actions={<Button onClick={dismiss}>{t('shell.signOutBlockedDismiss')}</Button>}
    />
  );
}
