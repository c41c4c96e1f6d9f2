/**
 * What a record form screen reads of its form actor and sends to it (ADR 125): whether it is loading, failed to
 * load (and whether as not found), is saving; its document title; the unsaved-changes registration while it is
 * dirty; and, as `screen`, FormScreen's props for the save, the conflict (Reload or Keep mine) and a record that
 * does not exist.
 */
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { formStateSelectors, type AnyFormSnapshot } from '../../machines/shared/formMachine';
import { useDocumentTitle } from './useDocumentTitle';
import { useUnsavedChanges } from './useUnsavedChanges';

/** Any form actor: what the screen reads, and the events it sends. */
export interface FormScreenActor {
  getSnapshot(): AnyFormSnapshot;
  subscribe: AnyActorRef['subscribe'];
  send(event: { type: 'form.save' } | { type: 'conflict.reload' } | { type: 'conflict.keepMine' }): void;
}

export interface FormScreenOptions {
  /** The screen's title, shown as the document title from the first paint (also while loading). */
  readonly title: string;
  /** The screen's id in the unsaved-changes guard. */
  readonly unsavedId: string;
  /** The form's own dirty selector (its definition decides when two values are the same). */
  readonly selectIsDirty: (snapshot: AnyFormSnapshot) => boolean;
}

export function useFormScreen(
  actor: FormScreenActor,
  { title, unsavedId, selectIsDirty }: FormScreenOptions,
) {
  const { selectIsLoading, selectLoadFailed, selectNotFound, selectIsSaving, selectIsBusy } =
    formStateSelectors;
  const { selectConflict, selectConflictByYou } = formStateSelectors;
  const dirty = useSelector(actor, selectIsDirty);
  useUnsavedChanges(unsavedId, dirty);
  useDocumentTitle(title);
  const notFound = useSelector(actor, selectNotFound);
  return {
    loading: useSelector(actor, selectIsLoading),
    failed: useSelector(actor, selectLoadFailed),
    notFound,
    saving: useSelector(actor, selectIsSaving),
    screen: {
      title,
      notFound,
      onSubmit: () => actor.send({ type: 'form.save' }),
      conflict: useSelector(actor, selectConflict),
      conflictByYou: useSelector(actor, selectConflictByYou),
      busy: useSelector(actor, selectIsBusy),
      onReload: () => actor.send({ type: 'conflict.reload' }),
      onKeepMine: () => actor.send({ type: 'conflict.keepMine' }),
    },
  };
}
