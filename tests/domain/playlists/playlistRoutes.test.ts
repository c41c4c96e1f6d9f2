import { resolvePlaylistRoute } from '../../../src/domain/playlists/playlistRoutes';

describe('the paths of the playlists area', () => {
  test('My Playlists, a new playlist and the editor open as before', () => {
    expect(resolvePlaylistRoute('/playlist')).toEqual({ kind: 'list' });
    expect(resolvePlaylistRoute('/playlist?page=2')).toEqual({ kind: 'list' });
    expect(resolvePlaylistRoute('/playlist/create')).toEqual({ kind: 'create' });
    expect(resolvePlaylistRoute('/playlist/edit/4')).toEqual({ kind: 'edit', id: 4 });
  });

  test.each([
    '/playlist/999999',
    '/playlist/abc',
    '/playlist/edit',
    '/playlist/edit/abc',
    '/playlist/edit/0',
    '/playlist/edit/4/more',
    '/playlist/create/4',
  ])('%s names no playlist: the not-found leads back to My Playlists', (path) => {
    expect(resolvePlaylistRoute(path)).toEqual({ kind: 'notFound', back: '/playlist' });
  });
});
