/** /playlist: My Playlists, searched by id or title, sorted by column, paged; create, edit and delete. */
import { useActorRef, useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlaylistListItem } from '../../api/playlistsContract';
import { listQuery, PAGE_SIZE } from '../../domain/listQuery';
import { PLAYLIST_MESSAGES } from '../../domain/playlists';
import {
  confirmDeleteMachine,
  selectDeleteTarget,
  selectIsAsking,
  selectIsDeleting,
} from '../../machines/confirmDeleteMachine';
import { listMachine } from '../../machines/listMachine';
import { deletePlaylistById, playlistPages } from '../../machines/playlistServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { ListSearchField } from '../list/ListSearchField';
import { ListTable } from '../list/ListTable';
import { useListInUrl, useQueryFromUrl } from '../list/useListInUrl';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useDocumentTitle } from '../useDocumentTitle';

export function PlaylistListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const initialQuery = useQueryFromUrl();
  const list = useActorRef(listMachine, {
    input: {
      fetchPage: playlistPages(http),
      pageSize: PAGE_SIZE.default,
      initialQuery: listQuery(initialQuery),
    },
    ...options,
  });
  useListInUrl(list);
  const deleteLogic = useMemo(
    () =>
      confirmDeleteMachine.provide({
        actors: { deleteTarget: deletePlaylistById(http) },
        actions: {
          deleted: () => {
            notifications.send({ type: 'notify.show', kind: 'info', message: PLAYLIST_MESSAGES.deleted });
            list.send({ type: 'list.reload' });
          },
          notifyFailed: () =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: PLAYLIST_MESSAGES.deleteFailed,
            }),
        },
      }),
    [http, notifications, list],
  );
  const remover = useActorRef(deleteLogic, options);
  const target = useSelector(remover, selectDeleteTarget);
  const asking = useSelector(remover, selectIsAsking);
  const deleting = useSelector(remover, selectIsDeleting);
  useDocumentTitle(t('playlists.title'));

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('playlists.title')}</h1>
        <Link
          href="/playlist/create"
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          {t('playlists.create')}
        </Link>
      </div>
      <ListSearchField actorRef={list} label={t('playlists.search')} className="max-w-sm" />
      <ListTable<PlaylistListItem>
        actorRef={list}
        label={t('playlists.title')}
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
            render: (row) => format(new Date(row.createdAt), 'MM/dd/yyyy'),
          },
        ]}
        actionsHeader={t('list.actions')}
        rowActions={(row) => (
          <div className="flex gap-2">
            <Link
              href={`/playlist/edit/${row.id}`}
              className="rounded-md border border-slate-300 px-3 py-1 text-sm text-sky-800 hover:bg-slate-50"
              aria-label={t('playlists.editOne', { title: row.title })}
            >
              {t('playlists.edit')}
            </Link>
            <Button
              variant="ghost"
              className="px-3 py-1 text-red-800"
              aria-label={t('playlists.deleteOne', { title: row.title })}
              onClick={() => remover.send({ type: 'delete.ask', target: { id: row.id, label: row.title } })}
            >
              {t('playlists.delete')}
            </Button>
          </div>
        )}
      />
      <Dialog
        open={asking}
        onClose={() => remover.send({ type: 'delete.cancel' })}
        title={t('playlists.deleteTitle')}
        role="alertdialog"
        description={t('playlists.deleteText', { title: target?.label ?? '' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => remover.send({ type: 'delete.cancel' })}>
              {t('playlists.cancel')}
            </Button>
            <Button variant="danger" busy={deleting} onClick={() => remover.send({ type: 'delete.confirm' })}>
              {t('playlists.delete')}
            </Button>
          </>
        }
      />
    </section>
  );
}
