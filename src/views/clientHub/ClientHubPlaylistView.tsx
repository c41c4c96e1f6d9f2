/**
 * /client-hub-playlist (ADR 348): without a label, the label chooser; /client-hub-playlist/{labelId} (or
 * `?label={id}`), that label's playlists in order.
 */
import { useRoute, useSearch } from 'wouter';
import { HubLabelChooser } from './HubLabelChooser';
import { HubPlaylistOrderView } from './HubPlaylistOrderView';

const labelIdOf = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export default function ClientHubPlaylistView() {
  const [, params] = useRoute('/client-hub-playlist/:labelId');
  const search = new URLSearchParams(useSearch());
  const labelId = labelIdOf(params?.labelId) ?? labelIdOf(search.get('label'));
  return labelId === null ? <HubLabelChooser /> : <HubPlaylistOrderView key={labelId} labelId={labelId} />;
}
