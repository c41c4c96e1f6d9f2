/**
 * Where instructors meet faculty resources (ADR 317): under an article of the Add Video dialog's results when it
 * has some ('Resources for this video (n)'), a class playlist's by video, and the viewer. A link opens in a new tab
 * with rel=noopener; a file opens in the viewer, in a new tab too, so the editor or class page stays.
 */
import { screen, within } from '@testing-library/react';
import type { ResourceCard } from '../../../src/domain/facultyResources/facultyResources';
import { AddVideoDialog } from '../../../src/views/quiz/editor/dialogs/AddVideoDialog';
import { PlaylistResourcesDialog } from '../../../src/views/facultyResources/PlaylistResourcesDialog';
import { renderScreen } from '../quiz/results/renderScreen';
import { createHttpClient } from '../../../src/api/shared/http';
import { CS_USER, renderApp } from '../renderApp';

const navigation = {
  page: 1,
  total_items: 2,
  total_pages: 1,
  items_on_page: 2,
  items_per_page: 12,
  more: false,
};
const article = (id: number, title: string) => ({
  id,
  title,
  articleType: 'journal',
  images: { short: '/s.jpg', large: '/l.jpg' },
  publishedAt: '2026-01-10T00:00:00.000Z',
  inCollection: false,
  domain: null,
});
const handout: ResourceCard = {
  id: 5,
  title: 'Microscopy handout',
  description: 'Printed before the lab',
  kind: 'file',
  format: 'pdf',
  fileName: 'handout.pdf',
  url: null,
};
const safety: ResourceCard = {
  id: 6,
  title: 'Lab safety',
  description: '',
  kind: 'link',
  format: 'link',
  fileName: null,
  url: 'https://lab.example/safety',
};

test("an article with resources offers 'Resources for this video', which lists them to open in a new tab", async () => {
  const counted: unknown[] = [];
  const { user } = renderScreen(
    <AddVideoDialog
      addedArticleIds={[]}
      activities={[{ id: 'a1', title: 'Activity 1' }]}
      selectedActivityId="a1"
      today="2026-02-01"
      onClose={() => {}}
    />,
    ({ url, body }) => {
      if (url.pathname === '/api/free/search/')
        return {
          status: 200,
          body: { content: { result: [article(40, 'Cells'), article(41, 'Atoms')], navigation } },
        };
      if (url.pathname === '/api/admin/faculty_resource/article_counts') {
        counted.push(body);
        return { status: 200, body: { content: { counts: [{ articleId: 40, count: 2 }] } } };
      }
      if (url.pathname === '/api/admin/faculty_resource/article/40')
        return { status: 200, body: { content: { resources: [handout, safety] } } };
      return { status: 404, body: { content: { message: 'Not found' } } };
    },
    ['ROLE_CS_USER'],
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add Video' });
  const open = await within(dialog).findByRole(
    'button',
    { name: 'Resources for this video (2)' },
    { timeout: 10_000 },
  );
  // One read of the counts for the page; the article without resources offers none.
  expect(counted).toEqual([{ articleIds: [40, 41] }]);
  expect(within(dialog).getAllByRole('button', { name: /Resources for this video/ })).toHaveLength(1);
  await user.click(open);
  const resources = await screen.findByRole('dialog', { name: 'Resources for this video' });
  const file = await within(resources).findByRole('link', { name: /Open Microscopy handout/ });
  expect(file).toHaveAttribute('href', '/admin/classes/view-resource/5');
  expect(file).toHaveAttribute('target', '_blank');
  const link = within(resources).getByRole('link', { name: /Open link Lab safety/ });
  expect(link).toHaveAttribute('href', 'https://lab.example/safety');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(within(resources).getByText('Printed before the lab')).toBeInTheDocument();
});

test("a class playlist's resources come by video, each under its title", async () => {
  renderScreen(
    <PlaylistResourcesDialog classId={3} playlist={{ id: 9, title: 'Week 1' }} onClose={() => {}} />,
    ({ url }) =>
      url.pathname === '/api/admin/faculty_resource/class/3/playlist/9'
        ? {
            status: 200,
            body: {
              content: {
                videos: [
                  { articleId: 41, title: 'Atoms', resources: [safety] },
                  { articleId: 40, title: 'Cells', resources: [handout] },
                ],
              },
            },
          }
        : { status: 404, body: { content: { message: 'Not found' } } },
    ['ROLE_CS_USER'],
  );
  const dialog = await screen.findByRole('dialog', { name: 'Resources for this playlist' });
  const headings = await within(dialog).findAllByRole('heading', { level: 3 });
  expect(headings.map((heading) => heading.textContent)).toEqual(['Atoms', 'Cells']);
  expect(
    within(within(dialog).getByRole('list', { name: 'Cells' })).getByText('Microscopy handout'),
  ).toBeInTheDocument();
});

describe('the viewer at /classes/view-resource/{id}', () => {
  const VIEWER = 'https://view.example/embed?src=';
  beforeEach(() => {
    // The console reads the document viewer service's address from config.json.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          routePrefix: '/admin',
          apiBaseUrl: '',
          featureFlagClientId: 'test',
          documentViewerUrl: VIEWER,
          cacheHours: 0,
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const httpFor = (card: ResourceCard | null) =>
    createHttpClient({
      baseUrl: '',
      getAccessToken: () => 'token',
      refresh: async () => null,
      fetch: async (input) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const json = (status: number, content: unknown) =>
          new Response(JSON.stringify({ content }), {
            status,
            headers: { 'Content-Type': 'application/json' },
          });
        if (card && path === `/api/admin/faculty_resource/view/${card.id}`) return json(200, card);
        if (card && path === `/api/admin/faculty_resource/view/${card.id}/token`)
          return json(200, { token: 'tok', expiresAt: '2026-02-01T11:00:00.000Z' });
        return json(404, { message: 'Not found' });
      },
    });
  const open = (id: number, card: ResourceCard | null) =>
    renderApp(`/classes/view-resource/${id}`, { stored: { user: CS_USER, flags: {} } }, httpFor(card));

  test('a PDF resource is shown inline with its description and Download', async () => {
    open(5, handout);
    const frame = await screen.findByTitle('Resource: Microscopy handout');
    expect(frame).toHaveAttribute('src', '/api/admin/faculty_resource/view/5/file?token=tok');
    expect(screen.getByText('Printed before the lab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  test('slides open in the external document viewer service, given their file link', async () => {
    open(7, { ...handout, id: 7, format: 'slides', fileName: 'lab.pptx' });
    const frame = await screen.findByTitle('Resource: Microscopy handout');
    const fileUrl = new URL(
      '/api/admin/faculty_resource/view/7/file?token=tok',
      window.location.origin,
    ).toString();
    expect(frame).toHaveAttribute('src', `${VIEWER}${encodeURIComponent(fileUrl)}`);
  });

  test('a link is shown with the way to open it, and no Download', async () => {
    open(6, safety);
    const link = await screen.findByRole('link', { name: /Open link Lab safety/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  test('a resource the reader may not see fails with Try again', async () => {
    open(8, null);
    expect(await screen.findByText('The resource could not be opened.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
