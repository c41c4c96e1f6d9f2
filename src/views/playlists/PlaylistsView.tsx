/** /playlist (My Playlists), /playlist/create and /playlist/edit/{id}; any other address says the playlist was not found. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { resolvePlaylistRoute } from '../../domain/playlists/playlistRoutes';
import { AddressNotFound } from '../ui/AddressNotFound';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { PlaylistEditorView } from './PlaylistEditorView';
import { PlaylistListView } from './PlaylistListView';

function PlaylistNotFound({ back }: { readonly back: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('playlists.notFound'));
  return (
    <AddressNotFound
      title={t('playlists.title')}
      text={t('playlists.notFound')}
      back={{ href: back, text: t('playlists.backToList') }}
    />
  );
}

export default function PlaylistsView() {
  const [location] = useLocation();
  const route = resolvePlaylistRoute(location);
  switch (route.kind) {
    case 'create':
      return <PlaylistEditorView key="create" id={null} />;
    case 'edit':
      return <PlaylistEditorView key={route.id} id={route.id} />;
    case 'notFound':
      return <PlaylistNotFound back={route.back} />;
    default:
      return <PlaylistListView />;
  }
}
