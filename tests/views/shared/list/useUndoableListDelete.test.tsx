/**
 * One step per delete (ADR 351) on the shared delete of the lists whose rows the bulk outbox deletes: a row's Delete
 * asks nothing, the row goes at once and its notice offers Undo; only without the outbox (no Undo) is it asked first.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { createActor, fromPromise } from 'xstate';
import { createHttpClient } from '../../../../src/api/shared/http';
import { paging } from '../../../../src/domain/shared/listQuery';
import type { ListPage } from '../../../../src/machines/shared/listMachine';
import {
  notificationsMachine,
  selectNotifications,
} from '../../../../src/machines/shared/notificationsMachine';
import { AppContext } from '../../../../src/views/AppContext';
import { BulkOutboxScope } from '../../../../src/views/shared/list/BulkOutboxScope';
import { ListRowActions } from '../../../../src/views/shared/list/ListRowActions';
import { useListActor, useUndoableListDelete } from '../../../../src/views/shared/list/useListScreen';
import { ListScreen } from '../../../../src/views/ui/ListScreen';
import { createI18n } from '../../../support/i18n';
import { createTestLanguage } from '../../../support/languageActor';
import { signedInSession } from '../../../support/signedInSession';
import { render } from '@testing-library/react';

// jsdom has no ResizeObserver; Headless UI's menu watches its button with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

interface Row {
  readonly id: number;
  readonly name: string;
}

const NOTICE = 'Identity provider successfully deleted';
const TARGET = { kind: 'identityProvider' } as const;

const onePage = async (): Promise<ListPage<Row>> => ({
  items: [{ id: 7, name: 'Riverside' }],
  paging: paging(1, 20, 1, 1),
});

function Providers({ fallback }: { readonly fallback: (id: number) => Promise<unknown> }) {
  const list = useListActor(onePage, { pageSize: 20 });
  const deleteAtOnce = fromPromise(({ input }: { input: { id: number } }) => fallback(input.id));
  const { remover, hiddenRowKeys } = useUndoableListDelete(list, TARGET, NOTICE, deleteAtOnce, null);
  return (
    <ListScreen<Row>
      list={list}
      remover={remover}
      hiddenRowKeys={hiddenRowKeys}
      title="Identity Providers"
      actions={null}
      searchLabel="Search identity providers"
      emptyText="No identity providers found!"
      rowKey={(row) => row.id}
      columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
      rowActions={(row) => (
        <ListRowActions
          editHref={`/identity-providers/edit/${row.id}`}
          editLabel={`Edit ${row.name}`}
          remover={remover}
          target={{ id: row.id, label: row.name }}
          deleteLabel={`Delete ${row.name}`}
        />
      )}
      deleteTexts={{
        title: 'Delete Identity Provider',
        text: (name) => `Delete ${name}?`,
        cancel: 'Cancel',
        confirm: 'Delete',
      }}
    />
  );
}

/** `outbox`: inside the signed-in shell's bulk outbox, whose deletes have an Undo window. */
function renderList({ outbox }: { readonly outbox: boolean }) {
  const sent: string[] = [];
  const deletedAtOnce: number[] = [];
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return new Response(JSON.stringify({ content: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const notifications = createActor(notificationsMachine).start();
  const screenOf = (children: ReactNode) =>
    outbox ? <BulkOutboxScope>{children}</BulkOutboxScope> : children;
  render(
    <I18nextProvider i18n={createI18n()}>
      <AppContext.Provider
        value={{
          session: signedInSession([]),
          notifications,
          language: createTestLanguage(),
          http,
          routePrefix: '/admin',
          reload: () => {},
        }}
      >
        <Router base="/admin">
          {screenOf(<Providers fallback={async (id) => void deletedAtOnce.push(id)} />)}
        </Router>
      </AppContext.Provider>
    </I18nextProvider>,
  );
  const shown = () => selectNotifications(notifications.getSnapshot());
  return { sent, deletedAtOnce, shown };
}

async function chooseDelete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Riverside' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete Riverside' }));
}

beforeEach(() => window.localStorage.clear());

test('a row’s Delete asks nothing: the row goes at once, its notice offers Undo, and Undo brings it back', async () => {
  const user = userEvent.setup();
  const { sent, deletedAtOnce, shown } = renderList({ outbox: true });
  await chooseDelete(user);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Riverside')).not.toBeInTheDocument());
  await waitFor(() => expect(shown().map((notice) => notice.message)).toEqual([NOTICE]));
  const undo = shown()[0]!.action!;
  expect(undo.label).toBe('Undo');
  act(() => undo.run());
  expect(await screen.findByText('Riverside')).toBeInTheDocument();
  // Nothing was deleted: neither at once nor through the outbox.
  expect(deletedAtOnce).toEqual([]);
  expect(sent.filter((request) => request.startsWith('DELETE'))).toEqual([]);
});

test('without an Undo (no bulk outbox) the row’s Delete asks first: Cancel keeps it, Delete deletes it at once', async () => {
  const user = userEvent.setup();
  const { deletedAtOnce } = renderList({ outbox: false });
  await chooseDelete(user);
  const ask = screen.getByRole('alertdialog', { name: 'Delete Identity Provider' });
  expect(within(ask).getByText('Delete Riverside?')).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(deletedAtOnce).toEqual([]);

  await chooseDelete(user);
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Delete Identity Provider' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  await waitFor(() => expect(deletedAtOnce).toEqual([7]));
});
