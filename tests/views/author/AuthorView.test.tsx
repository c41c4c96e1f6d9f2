/**
 * /author/{name} (SPEC section 2, ADR 318): the author's name, the institutions their articles give and their
 * published articles, each co-author a link to their own page; an address that names nobody is a not-found page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthorPage } from '../../../src/api/author/authorContract';
import { fakeServer } from '../recordingServer';
import { CS_USER, renderApp } from '../renderApp';

const signedIn = { stored: { user: CS_USER, flags: {} } };

const marie: AuthorPage = {
  name: 'Marie Curie',
  institutions: [{ departmentTitle: 'Department of Physics', institutionTitle: 'University of Paris' }],
  articles: [
    {
      id: 7,
      title: 'Measuring Radioactivity with an Electrometer',
      articleType: 'journal',
      publishedAt: '2024-05-02T10:00:00.000Z',
      images: { short: '/media/short.jpg', large: '/media/large.jpg' },
      domain: { id: 1, title: 'Research Journal' },
      coAuthors: ['Pierre Curie'],
    },
  ],
};

function server() {
  return fakeServer((path) => {
    if (path === '/api/admin/author/Marie_Curie') return { content: marie };
    return { status: 404, content: { message: 'Not found' } };
  });
}

test("an author's page shows their name, institution and published articles", async () => {
  const { http, calls } = server();
  renderApp('/author/Marie_Curie', signedIn, http);
  expect(await screen.findByRole('heading', { level: 1, name: 'Marie Curie' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Institutions' })).getByText(
      'Department of Physics, University of Paris',
    ),
  ).toBeInTheDocument();
  const articles = screen.getByRole('region', { name: '1 published article' });
  expect(
    within(articles).getByRole('heading', { name: 'Measuring Radioactivity with an Electrometer' }),
  ).toBeInTheDocument();
  expect(calls.map((call) => call.path)).toContain('/api/admin/author/Marie_Curie');
});

test("a co-author's name leads to their own page", async () => {
  const { http, calls } = server();
  renderApp('/author/Marie_Curie', signedIn, http);
  await userEvent.click(await screen.findByRole('link', { name: 'Pierre Curie' }));
  expect(await screen.findByRole('heading', { name: 'Author not found' })).toBeInTheDocument();
  expect(screen.getByText('No published article lists Pierre Curie as an author.')).toBeInTheDocument();
  expect(calls.map((call) => call.path)).toContain('/api/admin/author/Pierre_Curie');
});

test('an address that cannot be a name is a not-found page without asking the server', async () => {
  const { http, calls } = server();
  renderApp('/author/___', signedIn, http);
  expect(await screen.findByRole('heading', { name: 'Author not found' })).toBeInTheDocument();
  expect(screen.getByText('This address names no author.')).toBeInTheDocument();
  expect(calls.filter((call) => call.path.startsWith('/api/admin/author'))).toEqual([]);
});
