/**
 * A record form in a dialog (ADR 125): Cancel and Save (Try again after a failed load), the unsaved-changes
 * registration while it is dirty, `onClose` once the form has ended (saved or cancelled), and in place of the form
 * the conflict dialog while a save refused on an older version waits for Reload or Keep mine (ADR 109). The typed
 * values stay in the form's machine while Reload or Keep mine is chosen.
 */
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { formStateSelectors, type AnyFormSnapshot } from '../../machines/shared/formMachine';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Dialog } from '../ui/Dialog';
import { useUnsavedChanges } from './useUnsavedChanges';

/** Any form actor: what the dialog reads, and the events it sends. */
export interface FormDialogActor {
  getSnapshot(): AnyFormSnapshot;
  subscribe: AnyActorRef['subscribe'];
  send(
    event:
      | { type: 'form.cancel' }
      | { type: 'form.retry' }
      | { type: 'conflict.reload' }
      | { type: 'conflict.keepMine' },
  ): void;
}

export interface FormDialogProps {
  readonly actor: FormDialogActor;
  /** The form's own dirty selector (its definition decides when two values are the same). */
  readonly selectIsDirty: (snapshot: AnyFormSnapshot) => boolean;
  /** The dialog's id in the unsaved-changes guard. */
  readonly unsavedId: string;
  /** The id of the form element that Save submits. */
  readonly formId: string;
  readonly title: string;
  readonly size: 'md' | 'lg';
  readonly labels: { readonly cancel: string; readonly retry: string; readonly save: string };
  readonly onClose: () => void;
  /** The form's fields, in a form element with the id `formId`. */
  readonly children: ReactNode;
}

export function FormDialog({
  actor,
  selectIsDirty,
  unsavedId,
  formId,
  title,
  size,
  labels,
  onClose,
  children,
}: FormDialogProps) {
  const { selectIsBusy, selectLoadFailed, selectConflict, selectConflictByYou, selectIsEnded } =
    formStateSelectors;
  const busy = useSelector(actor, selectIsBusy);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const conflict = useSelector(actor, selectConflict);
  const conflictByYou = useSelector(actor, selectConflictByYou);
  const closed = useSelector(actor, selectIsEnded);
  useUnsavedChanges(unsavedId, useSelector(actor, selectIsDirty));
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const cancel = () => actor.send({ type: 'form.cancel' });

  return (
    <>
      <Dialog
        open={!closed && conflict === null}
        onClose={cancel}
        title={title}
        size={size}
        actions={
          <>
            <Button variant="secondary" onClick={cancel}>
              {labels.cancel}
            </Button>
            {loadFailed ? (
              <Button onClick={() => actor.send({ type: 'form.retry' })}>{labels.retry}</Button>
            ) : (
              <Button type="submit" form={formId} busy={busy}>
                {labels.save}
              </Button>
            )}
          </>
        }
      >
        {children}
      </Dialog>
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
        busy={busy}
        onReload={() => actor.send({ type: 'conflict.reload' })}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      />
    </>
  );
}
