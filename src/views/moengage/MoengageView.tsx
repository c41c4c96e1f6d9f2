/** /moengage: the area's screens arrive in a later release; until then it says so. */
import { ComingSoonView } from '../shared/ComingSoonView';

export default function MoengageView() {
  return <ComingSoonView area="moengage" />;
}
