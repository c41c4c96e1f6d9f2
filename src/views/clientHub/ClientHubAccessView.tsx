/** /client-hub-access: the area's screens arrive in a later release; until then it says so. */
import { ComingSoonView } from '../shared/ComingSoonView';

export default function ClientHubAccessView() {
  return <ComingSoonView area="client-hub-access" />;
}
