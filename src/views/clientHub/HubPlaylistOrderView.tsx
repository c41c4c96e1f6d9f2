/**
 * /client-hub-playlist/{labelId} (ADR 348): the label's playlists in the order its institutions' instructors see
 * them, reordered by drag (pointer, or Space and the arrow keys; Esc puts it back) or Move up / Move down, added from
 * the publisher's own playlists (or created first in the playlist editor), removed, and saved as one order. A save
 * refused because someone saved first asks Reload or Keep mine.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { createHubPlaylistsServices } from '../../machines/clientHub/clientHubServices';
import {
  hubPlaylistsMachine,
  selectConflict,
  selectIsBusy,
  selectIsDirty,
  selectIsLoading,
  selectLabelName,
  selectLoadFailed,
  selectOrder,
} from '../../machines/clientHub/hubPlaylistsMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { ConflictDialog } from '../ui/ConflictDialog';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { AddHubPlaylistDialog } from './AddHubPlaylistDialog';
import { HubPlaylistList } from './HubPlaylistList';

export function HubPlaylistOrderView({ labelId }: { readonly labelId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const notify = (kind: 'success' | 'error', message: string) =>
    notifications.send({ type: 'notify.show', kind, message });
  const actor = useActorRef(
    hubPlaylistsMachine.provide({
      actors: createHubPlaylistsServices(http),
      actions: {
        notifySaved: () => notify('success', t('clientHub.orderSaved')),
        notifySaveFailed: () => notify('error', t('clientHub.orderSaveFailed')),
      },
    }),
    { input: { labelId }, ...useActorOptions() },
  );
  const order = useSelector(actor, selectOrder);
  const name = useSelector(actor, selectLabelName);
  const dirty = useSelector(actor, selectIsDirty);
  const busy = useSelector(actor, selectIsBusy);
  const conflict = useSelector(actor, selectConflict);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const [adding, setAdding] = useState(false);
  const heading = t('clientHub.orderHeading', { name });
  useDocumentTitle(heading);
  useUnsavedChanges(`hub-playlists-${labelId}`, dirty);

  if (failed)
    return (
      <LoadFailed message={t('clientHub.loadFailed')} onRetry={() => actor.send({ type: 'load.retry' })} />
    );
  if (loading && name === '') return <Spinner label={t('app.loading')} className="size-8" />;
  return (
    <section className="flex flex-col gap-4">
      <Link href="/client-hub-playlist" className="self-start text-sky-800 underline">
        {t('clientHub.backToLabels')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{heading}</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('clientHub.addPlaylist')}
          </Button>
          <ButtonLink href="/playlist/create">{t('clientHub.createPlaylist')}</ButtonLink>
        </div>
      </div>
      <p className="text-slate-700">{t('clientHub.orderIntro')}</p>
      <HubPlaylistList actor={actor} order={order} />
      <div className="flex flex-wrap items-center gap-3">
        <Button busy={busy && !loading} disabled={!dirty} onClick={() => actor.send({ type: 'order.save' })}>
          {t('clientHub.saveOrder')}
        </Button>
        <Button
          variant="secondary"
          disabled={!dirty || busy}
          onClick={() => actor.send({ type: 'order.reset' })}
        >
          {t('clientHub.resetOrder')}
        </Button>
        {dirty && <p className="text-slate-700">{t('clientHub.unsaved')}</p>}
      </div>
      {adding && (
        <AddHubPlaylistDialog
          addedIds={order.map((p) => p.id)}
          onAdd={(playlist) => actor.send({ type: 'playlist.add', playlist })}
          onClose={() => setAdding(false)}
        />
      )}
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => actor.send({ type: 'conflict.reload' })}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      />
    </section>
  );
}
