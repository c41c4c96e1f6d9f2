/** /playlist: My Playlists, searched by id or title, sorted by column, paged; create, edit and delete. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlaylistListItem } from '../../api/playlists/playlistsContract';
import { PAGE_SIZE } from '../../domain/shared/listQuery';
import { PLAYLIST_MESSAGES } from '../../domain/playlists/playlists';
import { deletePlaylistById, playlistPages } from '../../machines/playlists/playlistServices';
import { useHttp } from '../AppContext';
import { useBulkDelete } from '../shared/list/useBulkDelete';
import { ListRowActions } from '../shared/list/ListRowActions';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { ButtonLink } from '../ui/ButtonLink';
import { ListScreen } from '../ui/ListScreen';
import { useFormat } from '../shared/useFormat';

const PLAYLIST_TARGET = { kind: 'playlist' } as const;

export function PlaylistListView() {
  const { t } = useTranslation();
  const format = useFormat();
  const http = useHttp();
  const list = useUrlListActor(playlistPages(http), PAGE_SIZE.default);
  // A playlist goes through the bulk outbox at once: hidden, its notice with what goes with it and Undo (ADR 266).
  const { remover } = useUndoableListDelete(
    list,
    PLAYLIST_TARGET,
    PLAYLIST_MESSAGES.deleted,
    deletePlaylistById(http),
    PLAYLIST_MESSAGES.deleteFailed,
  );
  // My Playlists lists the caller's own playlists, each offering Delete (ADR 119), and the publisher's curated
  // ones for the caller's institution, which the caller only reads (ADR 348).
  const bulk = useBulkDelete<PlaylistListItem>(
    list,
    { kind: 'playlist' },
    (row) => row.title,
    (row) => row.actions.includes('delete'),
  );

  return (
    <ListScreen<PlaylistListItem>
      list={list}
      remover={remover}
      title={t('playlists.title')}
      actions={<ButtonLink href="/playlist/create">{t('playlists.create')}</ButtonLink>}
      searchLabel={t('playlists.search')}
      beforeTable={bulk.bar}
      {...bulk.table}
      emptyText={PLAYLIST_MESSAGES.emptyList}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'title',
          header: t('playlists.columnTitle'),
          userText: true,
          sortKey: 'title',
          render: (row) => (
            <span className="flex flex-wrap items-center gap-2">
              <Link href={`/playlist/edit/${row.id}`} className="font-medium text-sky-800 underline">
                {row.title}
              </Link>
              {row.fromPublisher && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  {t('clientHub.fromPublisher')}
                </span>
              )}
            </span>
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
        <ListRowActions
          editHref={`/playlist/edit/${row.id}`}
          editLabel={t('playlists.editOne', { title: row.title })}
          remover={remover}
          target={{ id: row.id, label: row.title }}
          deleteLabel={t('playlists.deleteOne', { title: row.title })}
          texts={{ edit: t('playlists.edit'), delete: t('playlists.delete') }}
          canEdit={row.actions.includes('edit')}
          canDelete={row.actions.includes('delete')}
        />
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
