/** /faculty-resources, /faculty-resources/add, /faculty-resources/edit/{id} (ADR 317). */
import { useRoute } from 'wouter';
import { ResourceFormView } from './ResourceFormView';
import { ResourceListView } from './ResourceListView';

export default function FacultyResourcesView() {
  const [isAdd] = useRoute('/faculty-resources/add');
  const [isEdit, params] = useRoute('/faculty-resources/edit/:id');
  const id = Number(params?.id);
  if (isAdd) return <ResourceFormView key="add" id={null} />;
  if (isEdit && Number.isInteger(id) && id > 0) return <ResourceFormView key={id} id={id} />;
  return <ResourceListView />;
}
