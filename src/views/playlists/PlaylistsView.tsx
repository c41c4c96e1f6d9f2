/** /playlist (My Playlists), /playlist/create and /playlist/edit/{id}. */
import { useRoute } from 'wouter';
import { PlaylistEditorView } from './PlaylistEditorView';
import { PlaylistListView } from './PlaylistListView';

export default function PlaylistsView() {
  const [isCreate] = useRoute('/playlist/create');
  const [isEdit, params] = useRoute('/playlist/edit/:id');
  const id = Number(params?.id);
  if (isCreate) return <PlaylistEditorView key="create" id={null} />;
  if (isEdit && Number.isInteger(id) && id > 0) return <PlaylistEditorView key={id} id={id} />;
  return <PlaylistListView />;
}
