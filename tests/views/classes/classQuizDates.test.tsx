/**
 * The class page's quiz rows (ADR 217, 218): New quiz opens the editor of a quiz made for this class; each row shows
 * the class's opening date and deadline (a dash for none); Dates changes them for this class (the machine's test
 * covers the refusals).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { DEADLINE_MESSAGES } from '../../../src/domain/quiz/deadline';
import { CS_USER, renderApp } from '../renderApp';
import { classRecord } from './classRecord';

const klass = classRecord({ quizzesCount: 1 });

function server() {
  const patches: unknown[] = [];
  let quiz = {
    id: 9,
    title: 'Cells',
    countOfQuestions: 3,
    opensAt: null as string | null,
    endDate: null as string | null,
    ownDates: false,
    addedAt: '2026-01-06T10:00:00.000Z',
    takenByStudents: true,
  };
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/\/$/, '');
      let content: unknown;
      if (path === '/api/admin/class/5') content = klass;
      else if (path === '/api/admin/class/5/quiz') content = { result: [quiz] };
      else if (path === '/api/admin/class/5/playlist') content = { result: [], playlistVideosCount: 0 };
      else if (path === '/api/admin/class/5/quiz/9' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { opensAt: string | null; deadline: string | null };
        patches.push(body);
        quiz = { ...quiz, opensAt: body.opensAt, endDate: body.deadline, ownDates: true };
        content = quiz;
      }
      return new Response(
        JSON.stringify(content === undefined ? { content: { message: 'Not found' } } : { content }),
        {
          status: content === undefined ? 404 : 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    },
  });
  return { http, patches };
}

async function openQuizzes() {
  const fake = server();
  const app = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, fake.http);
  await app.user.click(await screen.findByRole('tab', { name: /Quizzes/ }));
  return { ...app, ...fake };
}

test('New quiz opens the editor of a quiz made for this class', async () => {
  await openQuizzes();
  const link = await screen.findByRole('link', { name: 'New quiz' });
  expect(link.getAttribute('href')).toBe('/admin/quiz/my-quiz/create?classId=5');
});

test('each quiz row shows the class’s opening date and deadline, a dash for none', async () => {
  await openQuizzes();
  const table = await screen.findByRole('table', { name: 'Quizzes' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(expect.arrayContaining(['Opens', 'Deadline']));
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells[headers.indexOf('Opens')]!.textContent).toBe('—');
  expect(cells[headers.indexOf('Deadline')]!.textContent).toBe('—');
});

test('Dates saves this class’s dates, closes and says Deadline updated', async () => {
  const { user, patches } = await openQuizzes();
  await user.click(await screen.findByRole('button', { name: 'Actions for Cells' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Dates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dates in this class: Cells' });
  expect(within(dialog).getByRole('group', { name: 'Opening date' })).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
  // Both blank: no limit, saved as such; the dialog closes and says so.
  await waitFor(() => expect(patches).toEqual([{ opensAt: null, deadline: null }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText(DEADLINE_MESSAGES.updated)).toBeTruthy();
});
