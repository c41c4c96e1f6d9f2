/** /feature-flags: the area's screens arrive in a later release; until then it says so. */
import { ComingSoonView } from '../shell/ComingSoonView';

export default function FeatureFlagsView() {
  return <ComingSoonView area="feature-flags" />;
}
