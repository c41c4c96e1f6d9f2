/**
 * The class page's documents (ADR 267): each row's actions are one menu named for the document. A content manager
 * finds Rename, then Delete last in red; in the Deleted view, Restore; whoever may not manage the content finds no
 * menu at all.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ClassDocument } from '../../../src/api/classes/classDocumentsContract';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';
import { openRowMenu } from '../ui/rowMenu';
import { classRecord } from './classRecord';

const document = (id: number, fileName: string, deletedAt: string | null = null): ClassDocument => ({
  id,
  classId: 5,
  fileName,
  mimeType: 'application/pdf',
  size: 2048,
  createdAt: '2026-01-05T10:00:00.000Z',
  shared: false,
  deletedAt,
  version: 1,
});
const syllabus = document(3, 'syllabus.pdf');
const readingList = document(4, 'reading-list.pdf', '2026-01-06T10:00:00.000Z');

/** A class with one document and one deleted, whose caller may do what `actions` says. */
function classServer(actions: readonly string[]) {
  return fakeServer((path, method) => {
    if (path === '/api/admin/class/5') return { content: classRecord({ documentsCount: 1, actions }) };
    if (path.startsWith('/api/admin/class/5/document?') && path.includes('deleted=1'))
      return { content: { documents: [readingList] } };
    if (path.startsWith('/api/admin/class/5/document') && method === 'GET')
      return { content: { documents: [syllabus] } };
    if (path.startsWith('/api/admin/class/5/document/3') && method === 'DELETE') return { content: {} };
    if (path === '/api/admin/class/5/document/4/restore') return { content: readingList };
    if (path === '/api/admin/class/5/quiz') return { content: { result: [] } };
    if (path === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
    return { status: 404, content: { message: 'Not found' } };
  });
}

async function openDocuments(actions: readonly string[] = classRecord().actions) {
  const server = classServer(actions);
  const app = renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, server.http);
  await app.user.click(await screen.findByRole('tab', { name: /Documents/ }, { timeout: 10_000 }));
  const table = await screen.findByRole('table', { name: 'Documents' });
  await within(table).findByRole('link', { name: 'Open syllabus.pdf' });
  return { ...app, ...server, table };
}

test('a document’s menu offers Rename, then Delete last in red; Delete sends the soft delete', async () => {
  const { user, calls, table } = await openDocuments();
  expect(await openRowMenu(user, 'syllabus.pdf', table)).toEqual([
    { name: 'Rename', danger: false, disabled: false },
    { name: 'Delete', danger: true, disabled: false },
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await waitFor(() =>
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path.startsWith('/api/admin/class/5/document/3')),
    ).toBe(true),
  );
}, 20_000);

test('in the Deleted view a document’s menu offers Restore, which restores it', async () => {
  const { user, calls } = await openDocuments();
  await user.click(screen.getByRole('button', { name: 'Deleted' }));
  const table = await screen.findByRole('table', { name: 'Documents' });
  await within(table).findByText('reading-list.pdf');
  expect(await openRowMenu(user, 'reading-list.pdf', table)).toEqual([
    { name: 'Restore', danger: false, disabled: false },
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'Restore' }));
  await waitFor(() =>
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/admin/class/5/document/4/restore'),
    ).toBe(true),
  );
}, 20_000);

test('whoever may not manage the class’s content finds no actions menu on a document', async () => {
  const { table } = await openDocuments(['view']);
  expect(within(table).queryByRole('button', { name: 'Actions for syllabus.pdf' })).toBeNull();
}, 20_000);
