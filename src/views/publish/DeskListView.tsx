/**
 * /publish: every article of the desk (ADR 314) with its status, type, section, subjects and last change; search by
 * title or id, filters by status, type and subject (in the address, so the dashboard links to them), sort, pages of
 * 20; bulk Publish, Publish again and Unpublish through the outbox's Undo window; a draft never published deleted
 * from its row, undoable too.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DeskArticleRow } from '../../domain/publish/deskArticle';
import { DESK_FILTERS, DESK_ROUTES } from '../../domain/publish/deskQuery';
import { listQuery, PAGE_SIZE } from '../../domain/shared/listQuery';
import { deleteArticleById, deskPages } from '../../machines/publish/publishServices';
import { useHttp } from '../AppContext';
import { ListRowActions } from '../shared/list/ListRowActions';
import type { ListUrlOptions } from '../shared/list/useListInUrl';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { ButtonLink } from '../ui/ButtonLink';
import { ListScreen } from '../ui/ListScreen';
import { DeskFilters } from './DeskFilters';
import { useDeskBulk } from './useDeskBulk';
import { useDeskColumns } from './useDeskColumns';
import { useDeskOptions } from './useDeskOptions';

const URL_OPTIONS: ListUrlOptions = { defaults: listQuery(), filterNames: Object.values(DESK_FILTERS) };
const ARTICLE_TARGET = { kind: 'article' } as const;

export function DeskListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const options = useDeskOptions();
  const list = useUrlListActor(deskPages(http), PAGE_SIZE.default, URL_OPTIONS);
  // A draft goes through the bulk outbox at once: hidden, its notice with Undo, sent when it ends (ADR 266).
  const { remover } = useUndoableListDelete(
    list,
    ARTICLE_TARGET,
    t('publish.deleted'),
    deleteArticleById(http),
    t('publish.deleteFailed'),
  );
  const bulk = useDeskBulk(list);
  const columns = useDeskColumns();

  return (
    <ListScreen<DeskArticleRow>
      list={list}
      remover={remover}
      title={t('publish.listTitle')}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <Link href={DESK_ROUTES.collections} className="text-sm font-medium text-sky-800 underline">
            {t('publish.collectionsLink')}
          </Link>
          <ButtonLink href={DESK_ROUTES.create}>{t('publish.newArticle')}</ButtonLink>
        </div>
      }
      searchLabel={t('publish.search')}
      beforeTable={
        <>
          <DeskFilters list={list} options={options} />
          {bulk.bar}
        </>
      }
      {...bulk.table}
      emptyText={t('publish.empty')}
      rowKey={(row) => row.id}
      columns={columns}
      actionsHeader={t('publish.colActions')}
      rowActions={(row) => (
        <ListRowActions
          editHref={DESK_ROUTES.article(row.id)}
          editLabel={t('publish.open', { title: row.title })}
          remover={remover}
          target={{ id: row.id, label: row.title }}
          deleteLabel={t('publish.deleteOne', { title: row.title })}
          canDelete={row.actions.delete}
        />
      )}
      afterTable={bulk.dialog}
      deleteTexts={{
        title: t('publish.deleteTitle'),
        text: (title) => t('publish.deleteText', { title }),
        cancel: t('publish.cancel'),
        confirm: t('publish.delete'),
      }}
    />
  );
}
