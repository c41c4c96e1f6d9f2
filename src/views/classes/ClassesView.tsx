/**
 * /classes: the class list, a class's page (/classes/{id}), the document viewer
 * (/classes/view-file/{id}/document/{documentId}) and a faculty resource in it (/classes/view-resource/{id}, ADR
 * 317); any other address says the class was not found.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { resolveClassRoute } from '../../domain/classes/classRoutes';
import { AddressNotFound } from '../ui/AddressNotFound';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { ResourceViewerView } from '../facultyResources/ResourceViewerView';
import { ClassDocumentView } from './ClassDocumentView';
import { ClassListView } from './ClassListView';
import { ClassPageView } from './ClassPageView';

function ClassNotFound({ back }: { readonly back: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('classes.notFoundTitle'));
  return (
    <AddressNotFound
      title={t('classes.notFoundTitle')}
      text={t('classes.notFoundText')}
      back={{ href: back, text: t('classes.back') }}
    />
  );
}

export default function ClassesView() {
  const [location] = useLocation();
  const route = resolveClassRoute(location);
  switch (route.kind) {
    case 'document':
      return (
        <ClassDocumentView
          key={`${route.classId}/${route.documentId}`}
          classId={route.classId}
          documentId={route.documentId}
        />
      );
    case 'resource':
      return <ResourceViewerView key={route.resourceId} resourceId={route.resourceId} />;
    case 'page':
      return <ClassPageView key={route.classId} classId={route.classId} />;
    case 'notFound':
      return <ClassNotFound back={route.back} />;
    default:
      return <ClassListView />;
  }
}
