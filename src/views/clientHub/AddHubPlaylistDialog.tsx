/** Add one of the publisher's own playlists to a label (ADR 348): searched by title; one already there says Added. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PlaylistListItem } from '../../api/playlists/playlistsContract';
import type { HubPlaylist } from '../../domain/clientHub/clientHub';
import { ownPlaylistPages } from '../../machines/clientHub/clientHubServices';
import { selectItems, selectTypedSearch } from '../../machines/shared/listMachine';
import { useHttp } from '../AppContext';
import { useListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { SearchField } from '../ui/SearchField';

export interface AddHubPlaylistDialogProps {
  readonly addedIds: readonly number[];
  readonly onAdd: (playlist: HubPlaylist) => void;
  readonly onClose: () => void;
}

export function AddHubPlaylistDialog({ addedIds, onAdd, onClose }: AddHubPlaylistDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useListActor(ownPlaylistPages(http), { pageSize: 50 });
  const typed = useSelector(list, selectTypedSearch);
  // Only the caller's own playlists may join a label; those curated for their institution are not theirs.
  const playlists = useSelector(list, selectItems<PlaylistListItem>).filter((p) => !p.fromPublisher);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('clientHub.addTitle')}
      size="md"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('clientHub.close')}
        </Button>
      }
    >
      <SearchField
        label={t('clientHub.addSearch')}
        value={typed}
        onChange={(text) => list.send({ type: 'list.type', text })}
      />
      {playlists.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('clientHub.addEmpty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {playlists.map((playlist) => {
            const added = addedIds.includes(playlist.id);
            return (
              <li key={playlist.id} className="flex items-center justify-between gap-3">
                {added ? (
                  <>
                    <span className="min-w-0 break-words text-slate-900">{playlist.title}</span>
                    <span className="text-sm text-slate-700">{t('clientHub.added')}</span>
                  </>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      onAdd({
                        id: playlist.id,
                        title: playlist.title,
                        countOfArticles: playlist.countOfArticles,
                      })
                    }
                  >
                    {t('clientHub.addOne', { title: playlist.title })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
