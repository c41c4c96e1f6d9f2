/** A class row's actions menu (ADR 267), as its capabilities allow: Edit, Copy, then Delete with Undo (ADR 351). */
import { useTranslation } from 'react-i18next';
import type { ClassListItem } from '../../api/classes/classesContract';
import type { ClassActionsActorRef } from '../../machines/classes/classActionsMachine';
import type { ConfirmDeleteActorRef } from '../../machines/shared/confirmDeleteMachine';
import { RowActions, type RowAction } from '../ui/RowActions';

export function ClassRowActions({
  row,
  actions,
  acting,
  remover,
  onEdit,
}: {
  readonly row: ClassListItem;
  readonly actions: ClassActionsActorRef;
  readonly acting: boolean;
  readonly remover: ConfirmDeleteActorRef;
  readonly onEdit: (id: number) => void;
}) {
  const { t } = useTranslation();
  const may = (action: ClassListItem['actions'][number]) => row.actions.includes(action);
  const items: RowAction[] = [
    ...(may('edit') ? [{ key: 'edit', label: t('classes.edit'), onAction: () => onEdit(row.id) }] : []),
    // A copy already running: the next one waits for it.
    ...(may('edit') && !acting
      ? [
          {
            key: 'copy',
            label: t('classes.copy'),
            onAction: () => actions.send({ type: 'class.copy', id: row.id }),
          },
        ]
      : []),
    ...(may('delete')
      ? [
          {
            key: 'delete',
            label: t('classes.delete'),
            danger: true,
            onAction: () =>
              remover.send({ type: 'delete.request', target: { id: row.id, label: row.title } }),
          },
        ]
      : []),
  ];
  return <RowActions label={t('list.rowActions', { name: row.title })} actions={items} />;
}
