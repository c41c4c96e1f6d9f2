/**
 * Row selection of one list screen (ADR 164): the rows ticked on the page shown. A new page, search, sort or filter
 * starts an empty selection, and a row that leaves the page (deleted, hidden) leaves it, so a bulk action acts
 * only on rows the user can see. The rules are src/domain/shared/bulkActions.ts; this holds which keys are ticked.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clickSelection, togglePage } from '../../../domain/shared/bulkActions';
import { selectItems, selectListQuery, type ListActorRef } from '../../../machines/shared/listMachine';
import type { RowSelection } from '../../ui/DataTable';

type Key = string | number;

export interface RowSelectionState<T> {
  /** The selected rows, in page order. */
  readonly rows: readonly T[];
  readonly clear: () => void;
  /** What the table takes as its `selection`. */
  readonly table: RowSelection<T>;
}

export function useRowSelection<T>(
  list: ListActorRef,
  rowKey: (row: T) => Key,
  rowName: (row: T) => string,
  hidden: ReadonlySet<Key> = new Set(),
): RowSelectionState<T> {
  const { t } = useTranslation();
  const items = useSelector(list, selectItems<T>);
  const query = JSON.stringify(useSelector(list, selectListQuery));
  const [state, setState] = useState<{ query: string; keys: ReadonlySet<Key>; anchor: Key | null }>({
    query,
    keys: new Set(),
    anchor: null,
  });
  const shown = items.filter((row) => !hidden.has(rowKey(row)));
  const pageKeys = shown.map(rowKey);
  const current = state.query === query ? state : { query, keys: new Set<Key>(), anchor: null };
  const keys = new Set(pageKeys.filter((key) => current.keys.has(key)));
  const rows = shown.filter((row) => keys.has(rowKey(row)));

  return {
    rows,
    clear: () => setState({ query, keys: new Set(), anchor: null }),
    table: {
      selected: keys,
      onToggle: (row, shift) => {
        const key = rowKey(row);
        setState({ query, keys: clickSelection(keys, pageKeys, key, current.anchor, shift), anchor: key });
      },
      onTogglePage: () => setState({ query, keys: togglePage(keys, pageKeys), anchor: null }),
      rowName,
      selectRowLabel: (name) => t('bulk.selectRow', { name }),
      selectPageLabel: t('bulk.selectPage'),
    },
  };
}
