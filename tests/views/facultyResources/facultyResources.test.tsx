/**
 * The Faculty Resources area (ADR 317) against a fake server: the list with its formats and audiences, Delete with
 * Undo (ADR 266), Add refusing a link without its address before anything is sent, the file upload on the edit
 * page, and a save on an older version offering Reload or Keep mine.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import type {
  FacultyResource,
  FacultyResourceRow,
} from '../../../src/domain/facultyResources/facultyResources';
import { FACULTY_RESOURCE_MESSAGES } from '../../../src/domain/facultyResources/facultyResources';
import { paging } from '../../../src/domain/shared/listQuery';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { onTestClock, undoWindowPasses } from '../undoWindow';
import { currentPath, renderApp } from '../renderApp';
import { resource } from '../../machines/facultyResources/resourceFixtures';

const STALE = STALE_MESSAGES.facultyResource;
const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };

const row = (overrides: Partial<FacultyResourceRow>): FacultyResourceRow => ({
  id: 7,
  title: 'Microscopy handout',
  kind: 'file',
  format: 'pdf',
  audience: 'all',
  institutionCount: 0,
  articleCount: 1,
  subjects: [{ id: 3, title: 'Biology' }],
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** `theirs`: someone saved the resource after it was loaded; a save on an older version is refused. */
function fakeServer(rows: FacultyResourceRow[], theirs?: FacultyResource) {
  let stored = resource();
  const saved: { method: string; body: Record<string, unknown> }[] = [];
  const deletes: string[] = [];
  const json = (content: unknown, status = 200) =>
    new Response(JSON.stringify({ content }), { status, headers: { 'Content-Type': 'application/json' } });
  const http = createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (path === '/api/free/tag_list')
        return json([
          { id: 3, title: 'Biology' },
          { id: 4, title: 'Chemistry' },
        ]);
      if (path === '/api/admin/faculty_resource/list') {
        const left = rows.filter((one) => !deletes.includes(`/api/admin/faculty_resource/${one.id}`));
        return json({ result: left, navigation: paging(1, 20, left.length, left.length) });
      }
      if (method === 'DELETE') {
        deletes.push(path);
        return json({ id: Number(path.split('/').at(-1)) });
      }
      if (/^\/api\/admin\/faculty_resource\/\d+$/.test(path) && method === 'GET') {
        const answer = json(stored);
        if (theirs) stored = theirs;
        return answer;
      }
      if (path.startsWith('/api/admin/faculty_resource')) {
        saved.push({ method, body });
        if (method === 'PATCH' && body.version !== stored.version)
          return json({ message: STALE, errors: { version: [STALE] } }, 409);
        stored = resource({ ...stored, id: method === 'POST' ? 12 : 7, title: String(body.title) });
        return json(stored);
      }
      throw new Error(`unexpected ${method} ${path}`);
    },
  });
  return { http, saved, deletes };
}

test('the list shows each resource with its format, subjects and audience', async () => {
  const { http } = fakeServer([
    row({}),
    row({
      id: 8,
      title: 'Lab safety',
      kind: 'link',
      format: 'link',
      audience: 'institutions',
      institutionCount: 2,
    }),
    row({ id: 9, title: 'Slides to come', format: null }),
  ]);
  const { user } = renderApp('/faculty-resources', { stored: SUPER }, http);
  const handout = (await screen.findByRole('rowheader', { name: 'Microscopy handout' })).closest('tr')!;
  expect(within(handout).getByText('PDF')).toBeInTheDocument();
  expect(within(handout).getByText('All institutions')).toBeInTheDocument();
  const link = screen.getByRole('rowheader', { name: 'Lab safety' }).closest('tr')!;
  expect(within(link).getByText('Chosen institutions (2)')).toBeInTheDocument();
  expect(
    within(screen.getByRole('rowheader', { name: 'Slides to come' }).closest('tr')!).getByText('No file yet'),
  ).toBeInTheDocument();
  await user.click(within(handout).getByRole('button', { name: 'Actions for Microscopy handout' }));
  expect(await screen.findByRole('menuitem', { name: 'Edit Microscopy handout' })).toHaveAttribute(
    'href',
    '/admin/faculty-resources/edit/7',
  );
});

test('a deleted resource goes at once with Undo, and is deleted on the server when the notice ends', async () => {
  onTestClock();
  const { http, deletes } = fakeServer([row({})]);
  const { user } = renderApp('/faculty-resources', { stored: SUPER }, http);
  await user.click(await screen.findByRole('button', { name: 'Actions for Microscopy handout' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete Microscopy handout' }));
  // One step (ADR 351): nothing is asked.
  expect(await screen.findByText(FACULTY_RESOURCE_MESSAGES.deleted)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Microscopy handout' })).not.toBeInTheDocument();
  expect(deletes).toEqual([]);
  await undoWindowPasses();
  await waitFor(() => expect(deletes).toEqual(['/api/admin/faculty_resource/7']), { timeout: 15_000 });
  expect(await screen.findByText(FACULTY_RESOURCE_MESSAGES.empty)).toBeInTheDocument();
}, 30_000);

test('Add refuses a link without its address on its field, then creates it and opens its edit page', async () => {
  const { http, saved } = fakeServer([]);
  const { user } = renderApp('/faculty-resources/add', { stored: SUPER }, http);
  await user.type(await screen.findByLabelText('Title'), 'Lab safety rules');
  await user.click(screen.getByRole('radio', { name: 'Link' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Chemistry' }));
  await user.click(screen.getByRole('button', { name: 'Create Resource' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Link address')).toHaveAccessibleDescription(
      FACULTY_RESOURCE_MESSAGES.urlRequired,
    ),
  );
  expect(saved).toEqual([]);
  await user.type(screen.getByLabelText('Link address'), 'https://lab.example/safety');
  await user.click(screen.getByRole('button', { name: 'Create Resource' }));
  await waitFor(() => expect(currentPath()).toBe('/faculty-resources/edit/12'));
  expect(saved).toEqual([
    {
      method: 'POST',
      body: {
        title: 'Lab safety rules',
        description: '',
        kind: 'link',
        url: 'https://lab.example/safety',
        subjectIds: [4],
        articleIds: [],
        audience: 'all',
        institutionIds: [],
      },
    },
  ]);
  expect(await screen.findByText(FACULTY_RESOURCE_MESSAGES.created)).toBeInTheDocument();
});

test('a file resource without its file says instructors do not see it yet, and offers the upload', async () => {
  const { http } = fakeServer([]);
  renderApp('/faculty-resources/edit/7', { stored: SUPER }, http);
  expect(
    await screen.findByText('Instructors see this resource once its file is uploaded.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Choose or drop the file')).toBeInTheDocument();
  expect(screen.getByText('Cells under the microscope')).toBeInTheDocument();
});

test('an edit saved after someone else saved the resource offers Reload or Keep mine; Keep mine saves on theirs', async () => {
  const { http, saved } = fakeServer([], resource({ title: 'Theirs', version: 2 }));
  const { user } = renderApp('/faculty-resources/edit/7', { stored: SUPER }, http);
  const title = await screen.findByLabelText('Title');
  await user.clear(title);
  await user.type(title, 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(STALE);
  await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(saved.map((save) => [save.body.title, save.body.version])).toEqual([
    ['Mine', 1],
    ['Mine', 2],
  ]);
});
