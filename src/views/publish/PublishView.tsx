/**
 * /publish (ADR 314): the desk's list, /publish/new and /publish/article/{id}; any other address of the area shows
 * the list. The Methods Collections a desk editor edits are at /publish/collections/* (ADR 316).
 */
import { useRoute } from 'wouter';
import { DESK_ROUTES } from '../../domain/publish/deskQuery';
import { CollectionsRoutes } from '../methodsCollections/CollectionsRoutes';
import { ArticleView } from './ArticleView';
import { DeskListView } from './DeskListView';

export default function PublishView() {
  const [inCollections] = useRoute(`${DESK_ROUTES.collections}/*?`);
  const [isNew] = useRoute('/publish/new');
  const [isArticle, params] = useRoute('/publish/article/:id');
  const id = Number(params?.id);
  if (inCollections) return <CollectionsRoutes base={DESK_ROUTES.collections} />;
  if (isNew) return <ArticleView key="new" id={null} />;
  if (isArticle && Number.isInteger(id) && id > 0) return <ArticleView key={id} id={id} />;
  return <DeskListView />;
}
