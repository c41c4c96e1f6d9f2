/**
 * An undoable bulk delete as ADR 166 tells it, on My Quizzes against the real server: three quizzes selected and
 * deleted leave the list at once with '3 deleted' and Undo, while the server still holds them; Undo brings them back
 * and nothing is ever deleted; the window ending deletes them; a console closed inside the window (without a
 * chance to send anything) leaves them in the browser's outbox, and the next console sends them and says so.
 * Each path works on three quizzes of its own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setup } from 'xstate';
import { quizPayload } from '../support/quizFixtures';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { renderConsole, type Console } from './support/renderConsole';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

/** The notification's lifetime (SPEC section 9) and with it the undo window, and room for a busy server. */
const WINDOW_WAIT = { timeout: 30_000 };
const CS = 'cs@demo.test';

interface Ui {
  console: Console;
  readonly prefix: string;
  readonly ids: readonly number[];
}

type BulkModelEvent =
  | { type: 'user.deletesSelection' }
  | { type: 'user.undoes' }
  | { type: 'user.waitsOutTheWindow' }
  | { type: 'user.closesTheConsoleAndOpensItAgain' };

let server: TestApp;
let headers: Record<string, string>;

const table = () => screen.getByRole('table', { name: 'My Quizzes' });
const shownTitles = (prefix: string) =>
  within(table())
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '')
    .filter((title) => title.startsWith(prefix));

async function onServer(ids: readonly number[]): Promise<number> {
  const found = await Promise.all(
    ids.map((id) => call(server.app, { method: 'GET', url: `/api/admin/quiz/user_quiz/${id}`, headers })),
  );
  return found.filter((response) => response.status === 200).length;
}

const see = (check: (ui: Ui) => Promise<void>): { meta: StateMeta<Ui> } => ({ meta: { see: check } });

/** Written from ADR 166; nothing here comes from src/machines. */
const bulkDeleteModel = setup({ types: { events: {} as BulkModelEvent } }).createMachine({
  id: 'bulkDeleteModel',
  initial: 'selected',
  states: {
    selected: {
      ...see(async ({ prefix, ids }) => {
        const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
        expect(within(bar).getByText('3 selected')).toBeInTheDocument();
        expect(shownTitles(prefix)).toHaveLength(3);
        expect(await onServer(ids)).toBe(3);
      }),
      on: { 'user.deletesSelection': 'pending' },
    },
    pending: {
      ...see(async ({ prefix, ids }) => {
        await screen.findByText('3 deleted');
        expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
        await waitFor(() => expect(shownTitles(prefix)).toHaveLength(0));
        expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
        // Nothing is sent while Undo is offered.
        expect(await onServer(ids)).toBe(3);
      }),
      on: {
        'user.undoes': 'restored',
        'user.waitsOutTheWindow': 'deleted',
        'user.closesTheConsoleAndOpensItAgain': 'sentOnNextStart',
      },
    },
    restored: {
      ...see(async ({ prefix, ids }) => {
        await screen.findByText('Deletion undone: 3 restored');
        await waitFor(() => expect(shownTitles(prefix)).toHaveLength(3));
        // Past the end of the window the deletion was undone in: still nothing was sent.
        await waitFor(
          () => expect(screen.queryByText('Deletion undone: 3 restored')).not.toBeInTheDocument(),
          WINDOW_WAIT,
        );
        expect(await onServer(ids)).toBe(3);
        expect(shownTitles(prefix)).toHaveLength(3);
      }),
    },
    deleted: {
      ...see(async ({ prefix, ids }) => {
        await waitFor(async () => expect(await onServer(ids)).toBe(0), WINDOW_WAIT);
        expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
        await waitFor(() => expect(shownTitles(prefix)).toHaveLength(0));
        expect(screen.queryByText(/^Not deleted/)).not.toBeInTheDocument();
      }),
    },
    sentOnNextStart: {
      ...see(async ({ prefix, ids }) => {
        await screen.findByText('Sending 3 deletions left pending when the console was last closed');
        await waitFor(async () => expect(await onServer(ids)).toBe(0), WINDOW_WAIT);
        await screen.findByText('No list items', undefined, WINDOW_WAIT);
        expect(shownTitles(prefix)).toHaveLength(0);
      }),
    },
  },
});

const actions: UserActions<Ui, BulkModelEvent> = {
  'user.deletesSelection': async ({ console: ui }) => {
    await ui.user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
  },
  'user.undoes': async ({ console: ui }) => {
    await ui.user.click(screen.getByRole('button', { name: 'Undo' }));
  },
  'user.waitsOutTheWindow': async () => {
    await waitFor(() => expect(screen.queryByText('3 deleted')).not.toBeInTheDocument(), WINDOW_WAIT);
  },
  // The page goes without a pagehide (a crash, a killed process): only the outbox in the browser remains.
  'user.closesTheConsoleAndOpensItAgain': async (ui) => {
    ui.console.unmount();
    ui.console = await openMyQuizzes(ui.prefix);
  },
};

async function openMyQuizzes(prefix: string): Promise<Console> {
  const token = await server.signIn(CS);
  return renderConsole(server, `/quiz/my-quiz?search=${encodeURIComponent(prefix)}`, { token });
}

beforeAll(async () => {
  server = await createTestApp();
  headers = bearer(await server.signIn(CS));
});
afterAll(() => server.close());
beforeEach(() => window.localStorage.clear());

const paths = modelPaths(bulkDeleteModel, 'simple');
let pathNumber = 0;

describe('An undoable bulk delete on My Quizzes, against the real server', () => {
  test('the paths reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(
      new Set(['"selected"', '"pending"', '"restored"', '"deleted"', '"sentOnNextStart"']),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    pathNumber += 1;
    const prefix = `Bulk path ${pathNumber}`;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const created = await call(server.app, {
        method: 'POST',
        url: '/api/quiz/create',
        headers,
        payload: quizPayload(`${prefix} ${n}`, [
          { title: 'Activity 1', items: [{ title: 'Why?' }] },
        ]) as object,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      ids.push((created.body as { content: { id: number } }).content.id);
    }
    const ui: Ui = { console: await openMyQuizzes(prefix), prefix, ids };
    await waitFor(() => expect(shownTitles(prefix)).toHaveLength(3));
    await ui.console.user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await replay(path, ui, actions);
    ui.console.unmount();
  });
});
