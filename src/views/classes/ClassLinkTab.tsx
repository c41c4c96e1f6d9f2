/**
 * A tab of the class's quizzes or playlists: Add (when the caller manages the class's content) and a table whose rows
 * offer their actions in one menu (ADR 267): the tab's own, then Remove (last, in red) for a content manager.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { RowActions, type RowAction } from '../ui/RowActions';

export interface ClassLinkTabProps<T extends { id: number; title: string }> {
  readonly label: string;
  readonly rows: readonly T[];
  readonly addLabel: string;
  readonly countHeader: string;
  readonly count: (row: T) => number;
  readonly canManage: boolean;
  readonly busy: boolean;
  readonly onAdd: () => void;
  readonly onRemove: (row: T) => void;
  /** The row's other actions, before Remove, as the tab allows them. */
  readonly extraActions?: (row: T) => readonly RowAction[];
  /** Another action beside Add, for whoever manages the class's content. */
  readonly toolbarExtra?: ReactNode;
  /** More columns after the count. */
  readonly extraColumns?: readonly { key: string; header: string; render: (row: T) => ReactNode }[];
}

export function ClassLinkTab<T extends { id: number; title: string }>(props: ClassLinkTabProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {props.canManage ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={props.onAdd}>{props.addLabel}</Button>
          {props.toolbarExtra}
        </div>
      ) : null}
      <DataTable<T>
        label={props.label}
        rows={props.rows}
        rowKey={(row) => row.id}
        emptyText={CLASS_MESSAGES.emptyList}
        columns={[
          { key: 'title', header: t('classes.colTitle'), userText: true, render: (row) => row.title },
          { key: 'count', header: props.countHeader, render: props.count },
          ...(props.extraColumns ?? []),
        ]}
        actionsHeader={t('classes.colActions')}
        rowActions={(row) => (
          <RowActions
            label={t('list.rowActions', { name: row.title })}
            actions={[
              ...(props.extraActions?.(row) ?? []),
              ...(props.canManage
                ? [
                    {
                      key: 'remove',
                      label: t('classes.remove'),
                      danger: true,
                      disabled: props.busy,
                      onAction: () => props.onRemove(row),
                    },
                  ]
                : []),
            ]}
          />
        )}
      />
    </div>
  );
}
