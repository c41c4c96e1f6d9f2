/** A tab of the class's quizzes or playlists: Add (when the caller manages the class's content) and a table with Remove. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';

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
  /** Another action of each row, shown to whoever sees the class. */
  readonly rowExtra?: (row: T) => ReactNode;
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
          { key: 'title', header: t('classes.colTitle'), render: (row) => row.title },
          { key: 'count', header: props.countHeader, render: props.count },
          ...(props.extraColumns ?? []),
        ]}
        actionsHeader={t('classes.colActions')}
        rowActions={(row) => (
          <div className="flex flex-wrap gap-2">
            {props.rowExtra?.(row)}
            {props.canManage ? (
              <Button
                variant="ghost"
                className="px-3 py-1 text-red-800"
                disabled={props.busy}
                aria-label={t('classes.removeOne', { title: row.title })}
                onClick={() => props.onRemove(row)}
              >
                {t('classes.remove')}
              </Button>
            ) : null}
          </div>
        )}
      />
    </div>
  );
}
