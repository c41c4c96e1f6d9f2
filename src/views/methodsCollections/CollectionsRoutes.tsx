/**
 * The collection screens under a base (ADR 316): the list at the base, a new collection at `{base}/create`, a
 * collection at `{base}/edit/{id}`; any other address under the base, and `create` for those who do not create
 * collections, says the collection was not found. Full admins reach them at /methods-collections, the desk's editors
 * at /publish/collections.
 *
 * @publicModule the Publish area mounts it at /publish/collections.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { mayCreateCollection } from '../../domain/methodsCollections/collectionCapabilities';
import { resolveCollectionRoute } from '../../domain/methodsCollections/collectionRoutes';
import { selectRoles } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { AddressNotFound } from '../ui/AddressNotFound';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { CollectionEditorView } from './CollectionEditorView';
import { CollectionListView } from './CollectionListView';

function CollectionNotFound({ base }: { readonly base: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('collections.notFound'));
  return (
    <AddressNotFound
      title={t('collections.title')}
      text={t('collections.notFound')}
      back={{ href: base, text: t('collections.backToList') }}
    />
  );
}

export function CollectionsRoutes({ base }: { readonly base: string }) {
  const [location] = useLocation();
  const creates = useSelector(useSessionActor(), (s) => mayCreateCollection({ roles: selectRoles(s) }));
  const route = resolveCollectionRoute(location, base);
  switch (route.kind) {
    case 'create':
      if (!creates) return <CollectionNotFound base={base} />;
      return <CollectionEditorView key="create" base={base} id={null} />;
    case 'edit':
      return <CollectionEditorView key={route.id} base={base} id={route.id} />;
    case 'notFound':
      return <CollectionNotFound base={base} />;
    default:
      return <CollectionListView base={base} />;
  }
}
