/**
 * Add or edit a platform registration in a dialog (ADR 183): errors under each field, a failed load or save said,
 * and in place of the form the conflict dialog when someone else saved the registration first (ADR 188).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ltiPlatformForm, ltiPlatformFormMachine } from '../../machines/lti/ltiPlatformFormMachine';
import { createLtiPlatformFormServices } from '../../machines/lti/ltiServices';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Dialog } from '../ui/Dialog';
import { LtiPlatformFields } from './LtiPlatformFields';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';

export interface LtiPlatformFormDialogProps {
  /** null adds a registration. */
  readonly platformId: number | null;
  readonly onClose: () => void;
  readonly onSaved: (created: boolean) => void;
}

export function LtiPlatformFormDialog({ platformId, onClose, onSaved }: LtiPlatformFormDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () =>
      ltiPlatformFormMachine.provide({
        actors: createLtiPlatformFormServices(http),
        actions: { notifySaved: (_, { created }) => onSaved(created) },
      }),
    [http, onSaved],
  );
  const form = useActorRef(logic, { input: { id: platformId }, ...useActorOptions() });
  const busy = useSelector(form, ltiPlatformForm.selectIsBusy);
  const dirty = useSelector(form, ltiPlatformForm.selectIsDirty);
  const loadFailed = useSelector(form, ltiPlatformForm.selectLoadFailed);
  const closed = useSelector(form, ltiPlatformForm.selectIsEnded);
  const conflict = useSelector(form, ltiPlatformForm.selectConflict);
  useUnsavedChanges(`lti-platform-${platformId ?? 'new'}`, dirty);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const cancel = () => form.send({ type: 'form.cancel' });

  // The typed values stay in the form's machine while Reload or Keep mine is chosen.
  if (conflict !== null)
    return (
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => form.send({ type: 'conflict.reload' })}
        onKeepMine={() => form.send({ type: 'conflict.keepMine' })}
      />
    );

  return (
    <Dialog
      open={!closed}
      onClose={cancel}
      title={platformId === null ? t('lti.formAddTitle') : t('lti.formEditTitle')}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('lti.cancel')}
          </Button>
          {loadFailed ? (
            <Button onClick={() => form.send({ type: 'form.retry' })}>{t('lti.retry')}</Button>
          ) : (
            <Button type="submit" form="lti-platform-form" busy={busy}>
              {t('lti.save')}
            </Button>
          )}
        </>
      }
    >
      <LtiPlatformFields form={form} />
    </Dialog>
  );
}
