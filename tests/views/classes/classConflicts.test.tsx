/**
 * A class page whose share list or documents someone else changed after they were loaded (ADR 188): the share
 * and the rename are sent on the version they were loaded with, the server refuses them with 409, and the page
 * offers Reload or Keep mine.
 */
import { screen, within } from '@testing-library/react';
import type { ClassDocument } from '../../../src/api/classes/classDocumentsContract';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';

const kim = { id: 8, email: 'kim@demo.test', firstName: 'Kim', lastName: 'Lee' };
const klass = {
  id: 5,
  title: 'Biology 101',
  institution: null,
  startDate: null,
  endDate: null,
  published: true,
  professor: false,
  owner: { id: 1, email: 'cs@demo.test', firstName: 'Casey', lastName: 'Support' },
  studentsCount: 0,
  quizzesCount: 0,
  playlistsCount: 0,
  documentsCount: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  version: 1,
  actions: ['view', 'edit', 'manageContent', 'share', 'delete'],
  description: '',
  students: [],
  sharedWith: [] as (typeof kim)[],
  sharesVersion: 1,
  playlistVideosCount: 0,
};
const syllabus: ClassDocument = {
  id: 3,
  classId: 5,
  fileName: 'syllabus.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  createdAt: '2026-01-05T10:00:00.000Z',
  shared: false,
  deletedAt: null,
  version: 1,
};
const stale = (message: string) => ({ status: 409, content: { message, errors: { version: [message] } } });

/** A class whose share list and document someone else changed right after the page read them. */
function changedByOthers() {
  let stored = klass;
  let document = syllabus;
  return fakeServer((path, method, body) => {
    const request = body as { version?: number; emails?: string[]; fileName?: string };
    if (path === '/api/admin/class/5' && method === 'GET') {
      const answer = { content: stored };
      stored = { ...klass, sharedWith: [kim], sharesVersion: 2 };
      return answer;
    }
    if (path === '/api/admin/class/5/share') {
      if (request.version !== stored.sharesVersion) return stale(STALE_MESSAGES.classShares);
      return {
        content: {
          shared: request.emails,
          already_shared: [],
          not_access: [],
          not_found: [],
          class: klass,
        },
      };
    }
    if (path === '/api/admin/class/5/document' && method === 'GET') {
      const answer = { content: { documents: [document] } };
      if (document === syllabus) document = { ...syllabus, shared: true, version: 2 };
      return answer;
    }
    if (path === '/api/admin/class/5/document/3' && method === 'PATCH') {
      if (request.version !== document.version) return stale(STALE_MESSAGES.classDocument);
      document = { ...document, fileName: request.fileName!, version: document.version + 1 };
      return { content: document };
    }
    if (path === '/api/admin/class/5/quiz') return { content: { result: [] } };
    if (path === '/api/admin/class/5/playlist') return { content: { result: [], playlistVideosCount: 0 } };
    return { status: 404, content: { message: 'Not found' } };
  });
}

/** The class page opens its area's code on first use: a first test in a worker takes seconds to show it. */
const open = (http: ReturnType<typeof fakeServer>['http']) =>
  renderApp('/classes/5', { stored: { user: CS_USER, flags: {} } }, http);

test('a share made after someone else shared the class offers Reload, which puts their list in the dialog', async () => {
  const { http, calls } = changedByOthers();
  const { user } = open(http);
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share class with instructors' });
  await user.type(within(dialog).getByLabelText(/E-mail addresses/), 'lee@demo.test');
  await user.click(within(dialog).getByRole('button', { name: 'Share' }));
  const conflict = await screen.findByRole('alertdialog');
  expect(conflict).toHaveAccessibleDescription(STALE_MESSAGES.classShares);
  await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
  const again = await screen.findByRole('dialog', { name: 'Share class with instructors' });
  expect(within(again).getByLabelText(/E-mail addresses/)).toHaveValue('kim@demo.test');
  expect(calls.filter((call) => call.path.endsWith('/share')).map((call) => call.body)).toEqual([
    { emails: ['lee@demo.test'], version: 1 },
  ]);
});

test('Keep mine sends my share list on their version', async () => {
  const { http, calls } = changedByOthers();
  const { user } = open(http);
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share class with instructors' });
  await user.type(within(dialog).getByLabelText(/E-mail addresses/), 'lee@demo.test');
  await user.click(within(dialog).getByRole('button', { name: 'Share' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Class successfully shared')).toBeInTheDocument();
  expect(calls.filter((call) => call.path.endsWith('/share')).map((call) => call.body)).toEqual([
    { emails: ['lee@demo.test'], version: 1 },
    { emails: ['lee@demo.test'], version: 2 },
  ]);
});

test('a rename made after someone else changed the document offers Reload or Keep mine; Keep mine renames on theirs', async () => {
  const { http, calls } = changedByOthers();
  const { user } = open(http);
  await user.click(await screen.findByRole('tab', { name: /Documents/ }));
  await user.click(await screen.findByRole('button', { name: 'Actions for syllabus.pdf' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  const rename = await screen.findByRole('dialog', { name: 'Rename document' });
  const name = within(rename).getByLabelText('New file name');
  await user.clear(name);
  await user.type(name, 'week-1.pdf');
  await user.click(within(rename).getByRole('button', { name: 'Save' }));
  const conflict = await screen.findByRole('alertdialog');
  expect(conflict).toHaveAccessibleDescription(STALE_MESSAGES.classDocument);
  await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByRole('link', { name: 'Open week-1.pdf' })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    { fileName: 'week-1.pdf', version: 1 },
    { fileName: 'week-1.pdf', version: 2 },
  ]);
});
