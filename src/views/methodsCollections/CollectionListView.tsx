/**
 * The collections list under its base (ADR 316): searched by ID or title, filtered on publication, sorted by
 * column, paged; each row's status, its number of videos and what the server says the caller may do. A full admin
 * lists every collection and creates them; an editor lists the ones they edit.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CollectionListItem } from '../../api/methodsCollections/collectionsContract';
import { mayCreateCollection } from '../../domain/methodsCollections/collectionCapabilities';
import { collectionPaths } from '../../domain/methodsCollections/collectionRoutes';
import { COLLECTION_MESSAGES } from '../../domain/methodsCollections/collections';
import { PAGE_SIZE } from '../../domain/shared/listQuery';
import {
  collectionPages,
  deleteCollectionById,
  PUBLISHED_FILTER,
} from '../../machines/methodsCollections/collectionServices';
import { selectRoles } from '../../machines/session/sessionMachine';
import { selectListQuery } from '../../machines/shared/listMachine';
import { useHttp, useSessionActor } from '../AppContext';
import { ListRowActions } from '../shared/list/ListRowActions';
import { useBulkDelete } from '../shared/list/useBulkDelete';
import type { ListUrlOptions } from '../shared/list/useListInUrl';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { useFormat } from '../shared/useFormat';
import { ButtonLink } from '../ui/ButtonLink';
import { ListScreen } from '../ui/ListScreen';
import { SelectField } from '../ui/SelectField';
import { PublishedBadge } from './PublishedBadge';

const TARGET = { kind: 'collection' } as const;
const URL_OPTIONS: ListUrlOptions = { filterNames: [PUBLISHED_FILTER] };

export function CollectionListView({ base }: { readonly base: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const http = useHttp();
  const paths = collectionPaths(base);
  const creates = useSelector(useSessionActor(), (s) => mayCreateCollection({ roles: selectRoles(s) }));
  const list = useUrlListActor(collectionPages(http), PAGE_SIZE.default, URL_OPTIONS);
  const published = useSelector(list, selectListQuery).filters[PUBLISHED_FILTER] ?? '';
  // A collection goes through the bulk outbox at once: hidden, its notice with Undo, then deleted (ADR 266).
  const { remover } = useUndoableListDelete(
    list,
    TARGET,
    COLLECTION_MESSAGES.deleted,
    deleteCollectionById(http),
    COLLECTION_MESSAGES.deleteFailed,
  );
  const bulk = useBulkDelete<CollectionListItem>(
    list,
    TARGET,
    (row) => row.title,
    (row) => row.actions.includes('delete'),
  );

  return (
    <ListScreen<CollectionListItem>
      list={list}
      remover={remover}
      title={t('collections.title')}
      actions={creates && <ButtonLink href={paths.create}>{t('collections.create')}</ButtonLink>}
      searchLabel={t('collections.search')}
      beforeTable={
        <>
          <SelectField
            label={t('collections.filterLabel')}
            className="max-w-xs"
            value={published}
            onChange={(event) =>
              list.send({ type: 'list.filter', name: PUBLISHED_FILTER, value: event.target.value || null })
            }
            options={[
              { value: '', label: t('collections.filterAll') },
              { value: 'yes', label: t('collections.filterPublished') },
              { value: 'no', label: t('collections.filterUnpublished') },
            ]}
          />
          {bulk.bar}
        </>
      }
      {...bulk.table}
      emptyText={COLLECTION_MESSAGES.emptyList}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'title',
          header: t('collections.columnTitle'),
          userText: true,
          sortKey: 'title',
          render: (row) => (
            <Link href={paths.edit(row.id)} className="font-medium text-sky-800 underline">
              {row.title}
            </Link>
          ),
        },
        {
          key: 'status',
          header: t('collections.columnStatus'),
          render: (row) => <PublishedBadge published={row.published} />,
        },
        {
          key: 'videos',
          header: t('collections.columnVideos'),
          sortKey: 'articleCount',
          render: (row) => row.articleCount,
        },
        {
          key: 'updated',
          header: t('collections.columnUpdated'),
          sortKey: 'updatedAt',
          render: (row) => format.day(row.updatedAt),
        },
      ]}
      actionsHeader={t('list.actions')}
      rowActions={(row) => (
        <ListRowActions
          editHref={paths.edit(row.id)}
          editLabel={t('collections.editOne', { title: row.title })}
          remover={remover}
          target={{ id: row.id, label: row.title }}
          deleteLabel={t('collections.deleteOne', { title: row.title })}
          texts={{ edit: t('collections.edit'), delete: t('collections.delete') }}
          canEdit={row.actions.includes('edit')}
          canDelete={row.actions.includes('delete')}
        />
      )}
      deleteTexts={{
        title: t('collections.deleteTitle'),
        text: (title) => t('collections.deleteText', { title }),
        cancel: t('collections.cancel'),
        confirm: t('collections.delete'),
      }}
    />
  );
}
