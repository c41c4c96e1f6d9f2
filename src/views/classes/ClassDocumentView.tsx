/** /classes/view-file/{id}/document/{documentId}: a class document shown inline or in the office viewer. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import { createClassDocumentServices } from '../../machines/classes/classDocumentServices';
import { useApp } from '../AppContext';
import { DocumentViewer } from '../shared/DocumentViewer';

export function ClassDocumentView({
  classId,
  documentId,
}: {
  readonly classId: number;
  readonly documentId: number;
}) {
  const { t } = useTranslation();
  const { http, routePrefix } = useApp();
  const services = useMemo(
    () => createClassDocumentServices(http, routePrefix, window.location.origin, { classId, documentId }),
    [http, routePrefix, classId, documentId],
  );

  return (
    <DocumentViewer<ClassDocument>
      services={services}
      nameOf={(document) => document?.fileName ?? t('site.documentTitle')}
      texts={{
        loading: t('site.documentLoading'),
        failed: t('site.documentLoadFailed'),
        download: t('site.documentDownload'),
        frame: (name) => t('site.documentFrame', { name }),
        unsupported: t('site.documentUnsupported'),
      }}
    />
  );
}
