/** /playlist: My Playlists, searched by id or title, sorted by column, paged; create, edit and delete. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlaylistListItem } from '../../api/playlists/playlistsContract';
import { PAGE_SIZE } from '../../domain/shared/listQuery';
import { PLAYLIST_MESSAGES } from '../../domain/playlists/playlists';
import { deletePlaylistById, playlistPages } from '../../machines/playlists/playlistServices';
import { useHttp, useNotificationsActor } from '../AppContext';
import { useBulkDelete } from '../shared/list/useBulkDelete';
import { useListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { useFormat } from '../shared/useFormat';

export function PlaylistListView() {
  const { t } = useTranslation();
  const format = useFormat();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const list = useUrlListActor(playlistPages(http), PAGE_SIZE.default);
  const remover = useListDelete(list, deletePlaylistById(http), {
    deleted: () =>
      notifications.send({ type: 'notify.show', kind: 'info', message: PLAYLIST_MESSAGES.deleted }),
    failed: () =>
      notifications.send({ type: 'notify.show', kind: 'error', message: PLAYLIST_MESSAGES.deleteFailed }),
  });
  // My Playlists lists the caller's own playlists, each offering Delete (ADR 119).
  const bulk = useBulkDelete<PlaylistListItem>(
    list,
    { kind: 'playlist' },
    (row) => row.title,
    () => true,
  );

  return (
    <ListScreen<PlaylistListItem>
      list={list}
      remover={remover}
      title={t('playlists.title')}
      actions={
        <Link
          href="/playlist/create"
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          {t('playlists.create')}
        </Link>
      }
      searchLabel={t('playlists.search')}
      beforeTable={bulk.bar}
      {...bulk.table}
      emptyText={PLAYLIST_MESSAGES.emptyList}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'title',
          header: t('playlists.columnTitle'),
          sortKey: 'title',
          render: (row) => (
            <Link href={`/playlist/edit/${row.id}`} className="font-medium text-sky-800 underline">
              {row.title}
            </Link>
          ),
        },
        {
          key: 'articles',
          header: t('playlists.columnArticles'),
          sortKey: 'countOfArticles',
          render: (row) => row.countOfArticles,
        },
        {
          key: 'created',
          header: t('playlists.columnCreated'),
          sortKey: 'createdAt',
          render: (row) => format.day(row.createdAt),
        },
      ]}
      actionsHeader={t('list.actions')}
      rowActions={(row) => (
        <div className="flex gap-2">
          {row.actions.includes('edit') && (
            <Link
              href={`/playlist/edit/${row.id}`}
              className="rounded-md border border-slate-300 px-3 py-1 text-sm text-sky-800 hover:bg-slate-50"
              aria-label={t('playlists.editOne', { title: row.title })}
            >
              {t('playlists.edit')}
            </Link>
          )}
          {row.actions.includes('delete') && (
            <Button
              variant="ghost"
              className="px-3 py-1 text-red-800"
              aria-label={t('playlists.deleteOne', { title: row.title })}
              onClick={() => remover.send({ type: 'delete.ask', target: { id: row.id, label: row.title } })}
            >
              {t('playlists.delete')}
            </Button>
          )}
        </div>
      )}
      deleteTexts={{
        title: t('playlists.deleteTitle'),
        text: (title) => t('playlists.deleteText', { title }),
        cancel: t('playlists.cancel'),
        confirm: t('playlists.delete'),
      }}
    />
  );
}
