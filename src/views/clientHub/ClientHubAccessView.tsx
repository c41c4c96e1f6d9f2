/** /client-hub-access (ADR 348): institutions' access to hub labels; /client-hub-access/history: who changed what. */
import { useRoute } from 'wouter';
import { HubAccessListView } from './HubAccessListView';
import { HubHistoryView } from './HubHistoryView';

export default function ClientHubAccessView() {
  const [isHistory] = useRoute('/client-hub-access/history');
  return isHistory ? <HubHistoryView /> : <HubAccessListView />;
}
