/**
 * The layout every list screen shares: the heading with its actions (create, back), the search field, the list
 * machine's table (sorting, skeleton, empty, failed and denied states, pagination) and the delete confirmation of a
 * delete without Undo (ADR 351).
 * It reads the list and delete machines through their selectors; the screen brings columns, texts and slots.
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  selectDeleteTarget,
  selectIsAsking,
  selectIsDeleting,
  type ConfirmDeleteActorRef,
} from '../../machines/shared/confirmDeleteMachine';
import type { ListActorRef } from '../../machines/shared/listMachine';
import { ListSearchField } from '../shared/list/ListSearchField';
import { ListTable, type ListTableProps } from '../shared/list/ListTable';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ListScreenDeleteTexts {
  readonly title: string;
  /** The question, naming the row by its label. */
  readonly text: (label: string) => string;
  readonly cancel: string;
  readonly confirm: string;
  /** While the delete runs, the dialog cannot be dismissed and Cancel is disabled. */
  readonly holdWhileDeleting?: boolean;
}

export interface ListScreenProps<T> extends Omit<ListTableProps<T>, 'actorRef' | 'label'> {
  readonly list: ListActorRef;
  /** The row delete of a list whose rows can be deleted; its texts are the confirmation's, asked where there is no Undo. */
  readonly remover?: ConfirmDeleteActorRef;
  /** The heading, the document title and the table's label. */
  readonly title: string;
  /** Beside the heading: the create link or button, and any other way out. */
  readonly actions: ReactNode;
  readonly searchLabel: string;
  /** Between the heading and the search field (e.g. tabs). */
  readonly beforeSearch?: ReactNode;
  /** Between the search field and the table (the bulk action bar). */
  readonly beforeTable?: ReactNode;
  /** After the table (e.g. a form dialog). */
  readonly afterTable?: ReactNode;
  readonly deleteTexts?: ListScreenDeleteTexts;
}

function DeleteConfirmation({
  remover,
  deleteTexts,
}: {
  readonly remover: ConfirmDeleteActorRef;
  readonly deleteTexts: ListScreenDeleteTexts;
}) {
  const target = useSelector(remover, selectDeleteTarget);
  const asking = useSelector(remover, selectIsAsking);
  const deleting = useSelector(remover, selectIsDeleting);
  const hold = deleteTexts.holdWhileDeleting === true;
  const cancel = () => remover.send({ type: 'delete.cancel' });
  return (
    <Dialog
      open={asking}
      onClose={hold ? () => !deleting && cancel() : cancel}
      title={deleteTexts.title}
      role="alertdialog"
      description={deleteTexts.text(target?.label ?? '')}
      actions={
        <>
          <Button variant="secondary" disabled={hold ? deleting : undefined} onClick={cancel}>
            {deleteTexts.cancel}
          </Button>
          <Button variant="danger" busy={deleting} onClick={() => remover.send({ type: 'delete.confirm' })}>
            {deleteTexts.confirm}
          </Button>
        </>
      }
    />
  );
}

export function ListScreen<T>({
  list,
  remover,
  title,
  actions,
  searchLabel,
  beforeSearch,
  beforeTable,
  afterTable,
  deleteTexts,
  ...table
}: ListScreenProps<T>) {
  useDocumentTitle(title);

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions}
      </div>
      {beforeSearch}
      <ListSearchField actorRef={list} label={searchLabel} className="max-w-sm" />
      {beforeTable}
      <ListTable<T> {...table} actorRef={list} label={title} />
      {afterTable}
      {remover && deleteTexts && <DeleteConfirmation remover={remover} deleteTexts={deleteTexts} />}
    </section>
  );
}
