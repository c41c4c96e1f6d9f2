import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { ADMIN, collectionRecord, collectionServer } from './collectionServer';

const SESSION = { user: ADMIN, flags: {} };

test('a video no longer published says so in its place, and Move up saves the new order', async () => {
  const server = collectionServer();
  const { user } = renderApp('/methods-collections/edit/7', { stored: SESSION }, server.http);
  const list = await screen.findByRole('list', { name: 'Videos' });
  const gone = within(list).getAllByRole('listitem')[1]!;
  expect(within(gone).getByText('Calcium Imaging in Slices')).toBeInTheDocument();
  expect(within(gone).getByText('This video is no longer available')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move Patch-Clamp Recording up' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Move Optogenetic Stimulation up' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Collection successfully updated');
  expect(server.saved()).toEqual([
    {
      title: 'Neuroscience Methods',
      description: 'Recording and imaging the nervous system.',
      published: true,
      articleIds: [41, 43, 42],
      version: 1,
    },
  ]);
});

test('removing the last video of a published collection stops the save with the rule’s words', async () => {
  const server = collectionServer({
    record: collectionRecord({
      articles: [{ id: 41, title: 'Patch-Clamp Recording', articleType: 'journal', available: true }],
    }),
  });
  const { user } = renderApp('/methods-collections/edit/7', { stored: SESSION }, server.http);
  await user.click(await screen.findByRole('button', { name: 'Remove Patch-Clamp Recording' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getAllByText('A published collection needs at least one video.').length).toBeGreaterThan(0),
  );
  expect(server.saved()).toEqual([]);
});

test('the editors panel is offered only where the server says the caller chooses editors', async () => {
  const admin = collectionServer();
  renderApp('/methods-collections/edit/7', { stored: SESSION }, admin.http);
  await screen.findByRole('heading', { name: 'Editors' });
  expect(
    await screen.findByText('No editors yet: only administrators work on this collection.'),
  ).toBeInTheDocument();
});

test('an editor’s collection shows no editors panel and asks for no editors', async () => {
  const server = collectionServer({
    record: collectionRecord({ actions: ['view', 'edit', 'reorder', 'publish'] }),
  });
  renderApp('/methods-collections/edit/7', { stored: SESSION }, server.http);
  await screen.findByRole('list', { name: 'Videos' });
  expect(screen.queryByRole('heading', { name: 'Editors' })).toBeNull();
  expect(server.requests.some((r) => r.path.endsWith('/editors'))).toBe(false);
});
