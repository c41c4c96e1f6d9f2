/**
 * A list row's Edit link and Delete, in the row's actions menu ('Actions for <name>', ADR 267), as the row allows
 * them. Each item is named for its row unless the screen gives shorter words; Delete hands the row to the screen's
 * delete, which asks first only where there is no Undo (ADR 351).
 */
import { useTranslation } from 'react-i18next';
import type { ConfirmDeleteActorRef } from '../../../machines/shared/confirmDeleteMachine';
import { RowActions } from '../../ui/RowActions';

export interface ListRowActionsProps {
  readonly editHref: string;
  readonly editLabel: string;
  readonly remover: ConfirmDeleteActorRef;
  /** The row as the menu and the delete confirmation name it. */
  readonly target: { readonly id: number; readonly label: string };
  readonly deleteLabel: string;
  /** The words Edit and Delete show in place of the row-named labels. */
  readonly texts?: { readonly edit: string; readonly delete: string };
  readonly canEdit?: boolean;
  readonly canDelete?: boolean;
}

export function ListRowActions({
  editHref,
  editLabel,
  remover,
  target,
  deleteLabel,
  texts,
  canEdit = true,
  canDelete = true,
}: ListRowActionsProps) {
  const { t } = useTranslation();
  return (
    <RowActions
      label={t('list.rowActions', { name: target.label })}
      actions={[
        ...(canEdit ? [{ key: 'edit', label: texts?.edit ?? editLabel, href: editHref }] : []),
        ...(canDelete
          ? [
              {
                key: 'delete',
                label: texts?.delete ?? deleteLabel,
                danger: true,
                onAction: () => remover.send({ type: 'delete.request', target }),
              },
            ]
          : []),
      ]}
    />
  );
}
