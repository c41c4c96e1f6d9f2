/**
 * /classes: the class list, a class's page (/classes/{id}) and the document viewer
 * (/classes/view-file/{id}/document/{documentId}).
 */
import { useRoute } from 'wouter';
import { ClassDocumentView } from './ClassDocumentView';
import { ClassListView } from './ClassListView';
import { ClassPageView } from './ClassPageView';

export default function ClassesView() {
  const [isFile, file] = useRoute('/classes/view-file/:id/document/:documentId');
  const [isPage, page] = useRoute('/classes/:id');
  if (isFile) {
    const classId = Number(file?.id);
    const documentId = Number(file?.documentId);
    if (Number.isInteger(classId) && Number.isInteger(documentId))
      return <ClassDocumentView key={`${classId}/${documentId}`} classId={classId} documentId={documentId} />;
  }
  const classId = Number(page?.id);
  if (isPage && Number.isInteger(classId) && classId > 0)
    return <ClassPageView key={classId} classId={classId} />;
  return <ClassListView />;
}
