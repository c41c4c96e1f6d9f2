/** /methods-collections: the full admins' collection screens (ADR 316). */
import { CollectionsRoutes } from './CollectionsRoutes';

export default function MethodsCollectionsView() {
  return <CollectionsRoutes base="/methods-collections" />;
}
