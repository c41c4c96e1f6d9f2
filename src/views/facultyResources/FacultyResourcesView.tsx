/** /faculty-resources: the area's screens arrive in a later release; until then it says so. */
import { ComingSoonView } from '../shared/ComingSoonView';

export default function FacultyResourcesView() {
  return <ComingSoonView area="faculty-resources" />;
}
