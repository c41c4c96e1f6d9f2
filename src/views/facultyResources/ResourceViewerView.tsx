/**
 * /classes/view-resource/{id} (ADR 317): a faculty resource in the document viewer, as a class document is shown
 * (PDF and images inline, office files through the external viewer, Download), with its description; a link is
 * shown with the way to open it in a new tab. A resource the reader may not see fails like a missing one.
 *
 * @publicModule the classes area opens it at its view-resource address, where every instructor can reach it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceCard } from '../../domain/facultyResources/facultyResources';
import { createResourceViewerServices } from '../../machines/facultyResources/facultyResourceServices';
import { useApp } from '../AppContext';
import { DocumentViewer } from '../shared/DocumentViewer';
import { ResourceLink } from './ResourceLink';

export function ResourceViewerView({ resourceId }: { readonly resourceId: number }) {
  const { t } = useTranslation();
  const { http, routePrefix } = useApp();
  const services = useMemo(
    () => createResourceViewerServices(http, routePrefix, window.location.origin, resourceId),
    [http, routePrefix, resourceId],
  );

  return (
    <DocumentViewer<ResourceCard>
      services={services}
      nameOf={(resource) => resource?.title ?? t('facultyResources.title')}
      texts={{
        loading: t('facultyResources.viewerLoading'),
        failed: t('facultyResources.viewerFailed'),
        download: t('facultyResources.download'),
        frame: (name) => t('facultyResources.frame', { name }),
        unsupported: t('site.documentUnsupported'),
      }}
      downloadable={(resource) => resource.kind === 'file'}
      details={(resource) => (
        <>
          {resource.description && (
            <p className="max-w-3xl whitespace-pre-line text-slate-800">{resource.description}</p>
          )}
          {resource.kind === 'link' && (
            <p className="flex flex-wrap items-center gap-2 text-slate-800">
              {t('facultyResources.linkText')}
              <ResourceLink resource={resource} />
            </p>
          )}
        </>
      )}
    />
  );
}
