/** A class row's actions, as its capabilities allow: Edit and Copy, and Delete (confirmed). */
import { useTranslation } from 'react-i18next';
import type { ClassListItem } from '../../api/classes/classesContract';
import type { ClassActionsActorRef } from '../../machines/classes/classActionsMachine';
import type { ConfirmDeleteActorRef } from '../../machines/shared/confirmDeleteMachine';
import { Button } from '../ui/Button';

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
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {row.actions.includes('edit') ? (
        <>
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={t('classes.editOne', { title: row.title })}
            onClick={() => onEdit(row.id)}
          >
            {t('classes.edit')}
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1"
            disabled={acting}
            aria-label={t('classes.copyOne', { title: row.title })}
            onClick={() => actions.send({ type: 'class.copy', id: row.id })}
          >
            {t('classes.copy')}
          </Button>
        </>
      ) : null}
      {row.actions.includes('delete') ? (
        <Button
          variant="ghost"
          className="px-3 py-1 text-red-800"
          aria-label={t('classes.deleteOne', { title: row.title })}
          onClick={() => remover.send({ type: 'delete.ask', target: { id: row.id, label: row.title } })}
        >
          {t('classes.delete')}
        </Button>
      ) : null}
    </div>
  );
}
