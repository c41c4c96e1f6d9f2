/**
 * /classes: the class screens arrive in a later release; the document viewer subroute
 * (/classes/view-file/{id}/document/{documentId}) is here already.
 */
import { useRoute } from 'wouter';
import { ComingSoonView } from '../shell/ComingSoonView';
import { ClassDocumentView } from './ClassDocumentView';

export default function ClassesView() {
  const [match, params] = useRoute('/classes/view-file/:id/document/:documentId');
  const classId = Number(params?.id);
  const documentId = Number(params?.documentId);
  if (match && Number.isInteger(classId) && Number.isInteger(documentId))
    return <ClassDocumentView key={`${classId}/${documentId}`} classId={classId} documentId={documentId} />;
  return <ComingSoonView area="classes" />;
}
