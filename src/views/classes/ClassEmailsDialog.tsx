/** Invite students or share with instructors: one text area of addresses, bad ones named under it. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MESSAGES } from '../../domain/classes';
import {
  classEmailsMachine,
  selectEmailsError,
  selectEmailsText,
  selectInvalidEmails,
  selectIsSending,
  type ClassEmailsMode,
} from '../../machines/classEmailsMachine';
import { createClassEmailsServices } from '../../machines/classServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/TextAreaField';

export interface ClassEmailsDialogProps {
  readonly classId: number;
  readonly mode: ClassEmailsMode;
  readonly initialEmails: readonly string[];
  readonly onClose: (sent: boolean) => void;
}

export function ClassEmailsDialog({ classId, mode, initialEmails, onClose }: ClassEmailsDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
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
          notifyFailed: (_, params) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message:
                params.message ||
                (mode === 'share' ? CLASS_MESSAGES.unableToShare : CLASS_MESSAGES.unableToInvite),
            }),
        },
      }),
    [http, notifications, mode],
  );
  const dialog = useActorRef(logic, { input: { classId, mode, initialEmails }, ...useActorOptions() });
  const text = useSelector(dialog, selectEmailsText);
  const invalid = useSelector(dialog, selectInvalidEmails);
  const error = useSelector(dialog, selectEmailsError);
  const sending = useSelector(dialog, selectIsSending);
  const done = useSelector(dialog, (s) => (s.status === 'done' ? s.matches('sent') : null));
  useEffect(() => {
    if (done !== null) onClose(done);
  }, [done, onClose]);
  const cancel = () => dialog.send({ type: 'emails.cancel' });

  return (
    <Dialog
      open={done === null}
      onClose={cancel}
      title={mode === 'share' ? t('classes.emailsShareTitle') : t('classes.emailsInviteTitle')}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('classes.cancel')}
          </Button>
          <Button busy={sending} onClick={() => dialog.send({ type: 'emails.submit' })}>
            {mode === 'share' ? t('classes.emailsShareSubmit') : t('classes.emailsInviteSubmit')}
          </Button>
        </>
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
      {error ? <p className="mt-2 text-sm text-red-800">{error}</p> : null}
    </Dialog>
  );
}
