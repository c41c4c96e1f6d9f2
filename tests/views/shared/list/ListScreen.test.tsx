import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paging } from '../../../../src/domain/shared/listQuery';
import {
  confirmDeleteMachine,
  type DeleteTarget,
} from '../../../../src/machines/shared/confirmDeleteMachine';
import {
  listMachine,
  listServices,
  type ListPage,
  type ListPageRequest,
} from '../../../../src/machines/shared/listMachine';
import { ListScreen } from '../../../../src/views/ui/ListScreen';
import { renderWithI18n } from './listTestUtils';

interface Row {
  readonly id: number;
  readonly title: string;
}

function Screen({
  fetchPage,
  deleteRow,
  hold = false,
}: {
  fetchPage: (request: ListPageRequest) => Promise<ListPage<Row>>;
  deleteRow: (id: number) => Promise<unknown>;
  hold?: boolean;
}) {
  const list = useActorRef(listMachine.provide(listServices(fetchPage)), { input: { pageSize: 20 } });
  const remover = useActorRef(
    confirmDeleteMachine.provide({
      actors: { deleteTarget: fromPromise(({ input }: { input: DeleteTarget }) => deleteRow(input.id)) },
      actions: { deleted: () => list.send({ type: 'list.reload' }) },
    }),
    // A delete without Undo: the one that asks first (ADR 351).
    { input: { undoable: false } },
  );
  return (
    <ListScreen<Row>
      list={list}
      remover={remover}
      title="My Rows"
      actions={<button type="button">Create a Row</button>}
      searchLabel="Search rows"
      emptyText="No rows"
      rowKey={(row) => row.id}
      columns={[{ key: 'title', header: 'Title', sortKey: 'title', render: (row) => row.title }]}
      rowActions={(row) => (
        <button
          type="button"
          onClick={() => remover.send({ type: 'delete.request', target: { id: row.id, label: row.title } })}
        >
          Delete {row.title}
        </button>
      )}
      deleteTexts={{
        title: 'Delete row',
        text: (label) => `Delete ${label} for good?`,
        cancel: 'Cancel',
        confirm: 'Delete',
        holdWhileDeleting: hold,
      }}
    />
  );
}

const onePage = async (): Promise<ListPage<Row>> => ({
  items: [{ id: 7, title: 'Cells' }],
  paging: paging(1, 20, 1, 1),
});

test('the heading, its actions, the search field and the rows, in that order', async () => {
  renderWithI18n(<Screen fetchPage={onePage} deleteRow={async () => null} />);
  const heading = screen.getByRole('heading', { level: 1, name: 'My Rows' });
  const create = screen.getByRole('button', { name: 'Create a Row' });
  const search = screen.getByRole('searchbox', { name: 'Search rows' });
  expect(heading.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(create.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(await screen.findByText('Cells')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'My Rows' })).toBeInTheDocument();
});

test('the empty text shows when the list has no rows', async () => {
  const none = async (): Promise<ListPage<Row>> => ({ items: [], paging: paging(1, 20, 0, 0) });
  renderWithI18n(<Screen fetchPage={none} deleteRow={async () => null} />);
  expect(await screen.findByText('No rows')).toBeInTheDocument();
});

test('delete asks by the row label, deletes on confirm and reloads the list', async () => {
  const fetchPage = vi.fn(onePage);
  const deleteRow = vi.fn(async () => null);
  renderWithI18n(<Screen fetchPage={fetchPage} deleteRow={deleteRow} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Cells' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete row' });
  expect(within(dialog).getByText('Delete Cells for good?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleteRow).toHaveBeenCalledWith(7));
  await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

test('a screen that holds the dialog while deleting disables Cancel until the delete ends', async () => {
  let finish: (value: unknown) => void = () => {};
  const deleteRow = () => new Promise((resolve) => (finish = resolve));
  renderWithI18n(<Screen fetchPage={onePage} deleteRow={deleteRow} hold />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Cells' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete row' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  finish(null);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});
