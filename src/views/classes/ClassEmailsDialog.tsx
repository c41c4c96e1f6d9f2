/**
 * Invite students or share with instructors: one text area of addresses, bad ones named under it; a share refused
 * because someone else shared the class since shows the conflict dialog in its place (ADR 188).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import {
  classEmailsMachine,
  selectEmailsConflict,
  selectEmailsConflictByYou,
  selectEmailsError,
  selectEmailsText,
  selectInvalidEmails,
  selectIsSending,
  type ClassEmailsMode,
} from '../../machines/classes/classEmailsMachine';
import { createClassEmailsServices } from '../../machines/classes/classServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/TextAreaField';

export interface ClassEmailsDialogProps {
  readonly classId: number;
  readonly mode: ClassEmailsMode;
  readonly initialEmails: readonly string[];
  /** The share list's version `initialEmails` were read with (share); null for invite. */
  readonly version: number | null;
  readonly onClose: (sent: boolean) => void;
}

export function ClassEmailsDialog({
  classId,
  mode,
  initialEmails,
  version,
  onClose,
}: ClassEmailsDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const failed = mode === 'share' ? CLASS_MESSAGES.unableToShare : CLASS_MESSAGES.unableToInvite;
  const logic = useMemo(
    () =>
      classEmailsMachine.provide({
        actors: createClassEmailsServices(http),
        actions: {
          notifySent: () =>
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: mode === 'share' ? CLASS_MESSAGES.shared : CLASS_MESSAGES.invited,
            }),
          notifyTheirsUnread: () =>
            notifications.send({ type: 'notify.show', kind: 'error', message: t('site.loadFailed') }),
          notifyFailed: (_, params) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: params.message || failed,
            }),
        },
      }),
    [http, notifications, mode, t, failed],
  );
  const dialog = useActorRef(logic, {
    input: { classId, mode, initialEmails, version },
    ...useActorOptions(),
  });
  const text = useSelector(dialog, selectEmailsText);
  const invalid = useSelector(dialog, selectInvalidEmails);
  const error = useSelector(dialog, selectEmailsError);
  const sending = useSelector(dialog, selectIsSending);
  const conflict = useSelector(dialog, selectEmailsConflict);
  const conflictByYou = useSelector(dialog, selectEmailsConflictByYou);
  const done = useSelector(dialog, (s) => (s.status === 'done' ? s.matches('sent') : null));
  useEffect(() => {
    if (done !== null) onClose(done);
  }, [done, onClose]);
  const cancel = () => dialog.send({ type: 'emails.cancel' });

  // What was typed stays in the dialog's machine while Reload or Keep mine is chosen.
  if (conflict !== null)
    return (
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
        busy={sending}
        onReload={() => dialog.send({ type: 'conflict.reload' })}
        onKeepMine={() => dialog.send({ type: 'conflict.keepMine' })}
      />
    );

  return (
    <Dialog
      open={done === null}
      onClose={cancel}
      title={mode === 'share' ? t('classes.emailsShareTitle') : t('classes.emailsInviteTitle')}
      size="md"
      dismissLabel={t('classes.cancel')}
      actions={
        <Button busy={sending} onClick={() => dialog.send({ type: 'emails.submit' })}>
          {mode === 'share' ? t('classes.emailsShareSubmit') : t('classes.emailsInviteSubmit')}
        </Button>
      }
    >
      <TextAreaField
        label={t('classes.emailsLabel')}
        rows={6}
        value={text}
        description={mode === 'share' ? t('feedback.shareAccountsOnly') : undefined}
        error={invalid.length > 0 ? t('classes.emailsInvalid', { list: invalid.join(', ') }) : null}
        alertError
        onChange={(event) => dialog.send({ type: 'emails.type', text: event.target.value })}
      />
      {error !== null ? <p className="mt-2 text-sm text-red-800">{error || failed}</p> : null}
    </Dialog>
  );
}
