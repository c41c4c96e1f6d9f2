/**
 * A list row's Edit link and Delete button, each named for its row: the pencil and trash icons unless the screen
 * gives them words. Delete asks the screen's delete confirmation about the row.
 */
import { Link } from 'wouter';
import type { ConfirmDeleteActorRef } from '../../../machines/shared/confirmDeleteMachine';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';

export interface ListRowActionsProps {
  readonly editHref: string;
  readonly editLabel: string;
  readonly remover: ConfirmDeleteActorRef;
  /** The row as the delete confirmation names it. */
  readonly target: { readonly id: number; readonly label: string };
  readonly deleteLabel: string;
  /** The words Edit and Delete show in place of their icons. */
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
  return (
    <div className="flex gap-2">
      {canEdit && (
        <Link
          href={editHref}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm text-sky-800 hover:bg-slate-50"
          aria-label={editLabel}
        >
          {texts ? texts.edit : <Icon name="pencil" className="size-4" />}
        </Link>
      )}
      {canDelete && (
        <Button
          variant="ghost"
          className="px-3 py-1 text-red-800"
          aria-label={deleteLabel}
          onClick={() => remover.send({ type: 'delete.ask', target })}
        >
          {texts ? texts.delete : <Icon name="trash" className="size-4" />}
        </Button>
      )}
    </div>
  );
}
