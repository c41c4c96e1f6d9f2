/**
 * The Banks screen (/banks, ADR 258) as a CS user sees it over a fake server: the menu entry after Quizzes, the open
 * bank's categories and questions, only the actions the bank allows, and a rename sent once. Its deletes are
 * bankDeletes.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { bankHttp, CS, json, question } from './bankFakeServer';

function fakeServer(actions: string[], listed: Promise<void> = Promise.resolve()) {
  const bank = {
    id: 1,
    title: 'Biology',
    ownerUserId: null,
    institutionId: 3,
    createdAt: '2026-11-24T00:00:00Z',
    actions,
    categories: [
      { id: 10, title: 'Cells', questionCount: 2 },
      { id: 11, title: 'Genes', questionCount: 0 },
    ],
  };
  // A question's text is rich text, as the editor writes it.
  const rich = { ...question(1, 10), title: '<p>Question <strong>1</strong> &amp; more</p>' };
  const detail = () => ({ ...bank, questions: [rich, question(2, 10)] });
  return bankHttp((method, path, body) => {
    if (path === '/api/admin/question_banks' && method === 'GET') return listed.then(() => json(200, [bank]));
    if (path === '/api/admin/question_banks/1' && method === 'GET') return json(200, detail());
    if (path === '/api/admin/question_banks/1' && method === 'PATCH') {
      bank.title = (JSON.parse(body!) as { title: string }).title;
      return json(200, detail());
    }
    return undefined;
  });
}

test('a colleague’s institution bank: its categories and questions as plain text, rename sent once, no Delete bank', async () => {
  const server = fakeServer(['view', 'edit', 'use']);
  const { user } = renderApp('/banks', { stored: CS }, server.http);
  await screen.findByRole('heading', { name: 'Question Banks', level: 1 });
  const menu = screen.getByRole('navigation', { name: 'Main navigation' });
  const labels = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());
  expect(labels.indexOf('Question Banks')).toBe(labels.indexOf('Quizzes') + 1);

  const panel = await screen.findByRole('region', { name: 'Biology' });
  expect(within(panel).getByText(/Your institution/)).toBeTruthy();
  const cells = within(panel).getByRole('region', { name: /^Cells/ });
  expect(
    within(cells)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([expect.stringContaining('Question 1 & more'), expect.stringContaining('Question 2')]);
  // The list shows rich text as what a reader sees, never its markup.
  expect(cells.textContent).not.toMatch(/<p>|&amp;/);
  expect(within(panel).queryByRole('button', { name: 'Delete bank' })).toBeNull();

  await user.click(within(panel).getByRole('button', { name: 'Rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename bank' });
  const title = within(dialog).getByRole('textbox', { name: 'Title' });
  expect((title as HTMLInputElement).value).toBe('Biology');
  await user.clear(title);
  await user.type(title, '  Cell biology ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await screen.findByRole('region', { name: 'Cell biology' });
  expect(server.sent).toEqual([
    { method: 'PATCH', path: '/api/admin/question_banks/1', body: { title: 'Cell biology' } },
  ]);
});

test('New bank is disabled while the banks are read, then opens its dialog', async () => {
  // The list answers when the test says so, as on a slow network.
  let answer = () => {};
  const server = fakeServer(['view', 'edit', 'use'], new Promise<void>((resolve) => (answer = resolve)));
  const { user } = renderApp('/banks', { stored: CS }, server.http);
  const create = await screen.findByRole('button', { name: 'New bank' });
  expect(create).toBeDisabled();
  answer();
  await waitFor(() => expect(create).toBeEnabled());
  await user.click(create);
  await screen.findByRole('dialog', { name: 'New question bank' });
});
