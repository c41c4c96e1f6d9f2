/**
 * A list machine shown as a table with its pagination: skeleton rows while loading, the empty text, an alert with
 * a retry on failure, and the screen's access message when the server denies the list (403).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectItems,
  selectListError,
  selectListQuery,
  selectListStatus,
  selectPaging,
  type ListActorRef,
} from '../../../machines/shared/listMachine';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableProps } from '../../ui/DataTable';
import { Pagination } from '../../ui/Pagination';

export interface ListTableProps<T> extends Omit<DataTableProps<T>, 'rows' | 'loading' | 'sort' | 'onSort'> {
  readonly actorRef: ListActorRef;
  /** Shown when the server denies the list; by default the server's message. */
  readonly deniedText?: string;
  /** Whether headers with a sortKey sort the list (default true). */
  readonly sortable?: boolean;
  /** Rows not shown although the page holds them (a bulk deletion waiting out its undo window, ADR 166). */
  readonly hiddenRowKeys?: ReadonlySet<string | number>;
}

export function ListTable<T>({
  actorRef,
  deniedText,
  sortable = true,
  hiddenRowKeys,
  ...table
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const status = useSelector(actorRef, selectListStatus);
  const items = useSelector(actorRef, selectItems<T>);
  const rows =
    hiddenRowKeys && hiddenRowKeys.size > 0
      ? items.filter((row) => !hiddenRowKeys.has(table.rowKey(row)))
      : items;
  const paging = useSelector(actorRef, selectPaging);
  const query = useSelector(actorRef, selectListQuery);
  const error = useSelector(actorRef, selectListError);

  if (status === 'denied') {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {deniedText ?? error?.message}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <span>{t('list.loadFailed', { message: error?.message ?? '' })}</span>
        <Button variant="secondary" onClick={() => actorRef.send({ type: 'list.retry' })}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        {...table}
        rows={rows}
        loading={status === 'loading'}
        sort={query.sort}
        onSort={sortable ? (column) => actorRef.send({ type: 'list.sort', column }) : undefined}
      />
      {status !== 'loading' && paging && (
        <Pagination
          page={query.page}
          totalPages={paging.total_pages}
          onPage={(page) => actorRef.send({ type: 'list.page', page })}
        />
      )}
    </div>
  );
}
