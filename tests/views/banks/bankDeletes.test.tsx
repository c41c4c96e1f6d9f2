/**
 * Deleting on the Banks screen goes the one delete way (ADR 266, ADR 299), as a CS user sees it over a fake server:
 * the row goes at once, the notice names what goes with it as the server counted it ('Goes with it: 2 questions.')
 * and offers Undo, which waits while the pointer is on it; the DELETE is sent when the notice ends. A bank quizzes
 * draw from is refused at once, before any notice: its refusal, no Undo, the bank still there, nothing sent. While
 * the bank is read again after a delete is settled, its actions stay usable.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { onTestClock, undoWindowPasses } from '../undoWindow';
import { bankHttp, CS, json, question } from './bankFakeServer';

// The notice's Undo window passes on the test's clock (tests/views/undoWindow.ts).
beforeEach(onTestClock);

const NO_IMPACT = { classes: 0, results: 0, students: 0, documents: 0, articles: 0, translations: 0 };

/**
 * A server of one bank, Biology (categories Cells with two questions, Genes), that its user may delete. `quizzes`:
 * how many quizzes draw from the bank, which its count reports as a refusal.
 */
function bankServer(quizzes = 0) {
  let categories = [
    { id: 10, title: 'Cells', questionCount: 2 },
    { id: 11, title: 'Genes', questionCount: 0 },
  ];
  const bank = () => ({
    id: 1,
    title: 'Biology',
    ownerUserId: 5,
    institutionId: null,
    createdAt: '2026-11-24T00:00:00Z',
    actions: ['view', 'edit', 'delete', 'use'],
    categories,
  });
  /** `held`: the bank's reads answer once it is resolved, as on a slow network; `answered` counts those that did. */
  const reads = { bank: 0, answered: 0, held: Promise.resolve() };
  const { http, sent } = bankHttp(async (method, path, body) => {
    if (path === '/api/admin/question_banks' && method === 'GET') return json(200, [bank()]);
    if (path === '/api/admin/question_banks/1' && method === 'GET') {
      reads.bank += 1;
      await reads.held;
      reads.answered += 1;
      return json(200, {
        ...bank(),
        questions: categories.some((c) => c.id === 10) ? [question(1, 10), question(2, 10)] : [],
      });
    }
    if (path === '/api/admin/question_banks/1/categories/11' && method === 'PATCH') {
      const { title } = JSON.parse(body!) as { title: string };
      categories = categories.map((c) => (c.id === 11 ? { ...c, title } : c));
      return json(200, { ...bank(), questions: [] });
    }
    if (path === '/api/admin/question_banks/1/categories/delete_impact')
      return json(200, { ...NO_IMPACT, questions: 2 });
    if (path === '/api/admin/question_banks/delete_impact')
      return json(200, {
        ...NO_IMPACT,
        categories: 2,
        questions: 2,
        ...(quizzes > 0 ? { refused: { quizzes } } : {}),
      });
    if (path === '/api/admin/question_banks/1/categories/10' && method === 'DELETE') {
      categories = categories.filter((c) => c.id !== 10);
      return json(200, { ...bank(), questions: [] });
    }
    return undefined;
  });
  const deletes = () => sent.filter((call) => call.method === 'DELETE');
  /** Holds the bank's next reads; the returned function lets them answer. */
  const holdReads = () => {
    let answer = () => {};
    reads.held = new Promise<void>((resolve) => (answer = resolve));
    return answer;
  };
  return { http, sent, deletes, reads, holdReads };
}

async function deleteCells(user: ReturnType<typeof renderApp>['user']) {
  const panel = await screen.findByRole('region', { name: 'Biology' }, { timeout: 15_000 });
  await user.click(within(panel).getByRole('button', { name: 'Delete Cells' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete category' });
  expect(dialog.textContent).not.toMatch(/cannot be undone/i);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return panel;
}

test('a category goes at once, its notice names its questions with Undo, and the DELETE is sent when it ends', async () => {
  const server = bankServer();
  const { user } = renderApp('/banks', { stored: CS }, server.http);
  const panel = await deleteCells(user);
  expect(await screen.findByText(/Category deleted\s+Goes with it: 2 questions\./)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(within(panel).queryByRole('region', { name: /^Cells/ })).toBeNull();
  expect(within(panel).getByRole('region', { name: /^Genes/ })).toBeInTheDocument();
  expect(server.sent).toEqual([
    { method: 'POST', path: '/api/admin/question_banks/1/categories/delete_impact', body: { ids: [10] } },
  ]);
  const readsBefore = server.reads.bank;
  await undoWindowPasses();
  await waitFor(() => expect(server.deletes()).toHaveLength(1), { timeout: 15_000 });
  expect(server.deletes()[0]?.path).toBe('/api/admin/question_banks/1/categories/10');
  // Sent, the bank is read again, without it.
  await waitFor(() => expect(server.reads.bank).toBeGreaterThan(readsBefore));
  expect(within(panel).getByText(/Categories: 1 · Questions: 0/)).toBeInTheDocument();
  expect(within(panel).queryByRole('region', { name: /^Cells/ })).toBeNull();
}, 30_000);

test('Undo brings the category back and sends nothing', async () => {
  const server = bankServer();
  const { user } = renderApp('/banks', { stored: CS }, server.http);
  const panel = await deleteCells(user);
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Deletion undone: 1 restored')).toBeInTheDocument();
  expect(await within(panel).findByRole('region', { name: /^Cells/ })).toBeInTheDocument();
  await undoWindowPasses(500);
  expect(server.deletes()).toEqual([]);
}, 30_000);

test('while the bank is read again after an Undo, a category’s Rename opens its dialog and renames it', async () => {
  const server = bankServer();
  const { user } = renderApp('/banks', { stored: CS }, server.http);
  const panel = await deleteCells(user);
  const answer = server.holdReads();
  const readsBefore = server.reads.bank;
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(server.reads.bank).toBeGreaterThan(readsBefore));
  // The bank shown is still valid while it is read again: the panel is not busy and takes the click.
  expect(panel).not.toHaveAttribute('aria-busy');

  await user.click(within(panel).getByRole('button', { name: 'Rename Genes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename category' });
  const title = within(dialog).getByRole('textbox', { name: 'Category name' });
  expect((title as HTMLInputElement).value).toBe('Genes');
  // The bank read again arrives under the dialog, which stays as the user left it.
  answer();
  await waitFor(() => expect(server.reads.answered).toBe(server.reads.bank));
  // The console takes the answer in: React renders what the machine made of it.
  await act(() => new Promise((resolve) => setImmediate(resolve)));
  expect(screen.getByRole('dialog', { name: 'Rename category' })).toBe(dialog);
  await user.clear(title);
  await user.type(title, 'Heredity');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(panel).findByRole('region', { name: /^Heredity/ })).toBeInTheDocument();
  expect(server.sent.filter((call) => call.method === 'PATCH')).toEqual([
    { method: 'PATCH', path: '/api/admin/question_banks/1/categories/11', body: { title: 'Heredity' } },
  ]);
}, 30_000);

test('the Undo window waits while the pointer is on the notice', async () => {
  const server = bankServer();
  const { user } = renderApp('/banks', { stored: CS }, server.http);
  await deleteCells(user);
  const undo = await screen.findByRole('button', { name: 'Undo' });
  await user.hover(undo);
  await undoWindowPasses(1_000);
  expect(server.deletes()).toEqual([]);
  await user.unhover(undo);
  await undoWindowPasses();
  await waitFor(() => expect(server.deletes()).toHaveLength(1), { timeout: 15_000 });
}, 30_000);

test('a bank quizzes draw from is refused at once: its refusal, no Undo, the bank stays, nothing sent', async () => {
  const server = bankServer(2);
  const { user } = renderApp('/banks', { stored: CS }, server.http);
  const panel = await screen.findByRole('region', { name: 'Biology' }, { timeout: 15_000 });
  await user.click(within(panel).getByRole('button', { name: 'Delete bank' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete bank' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText('Quizzes draw from this bank: remove their random slots first.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Bank deleted/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  expect(await screen.findByRole('region', { name: 'Biology' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Banks' })).toHaveTextContent('Biology');
  await undoWindowPasses(500);
  expect(server.deletes()).toEqual([]);
  expect(server.sent).toEqual([
    { method: 'POST', path: '/api/admin/question_banks/delete_impact', body: { ids: [1] } },
  ]);
}, 30_000);
