/** /institutions, /institutions/new and /institutions/{id} (ADR 181). */
import { useRoute } from 'wouter';
import { InstitutionDetailView } from './InstitutionDetailView';
import { InstitutionListView } from './InstitutionListView';

export default function InstitutionsView() {
  const [isNew] = useRoute('/institutions/new');
  const [isOne, params] = useRoute('/institutions/:id');
  const id = Number(params?.id);
  if (isNew) return <InstitutionDetailView key="new" id={null} />;
  if (isOne && Number.isInteger(id) && id > 0) return <InstitutionDetailView key={id} id={id} />;
  return <InstitutionListView />;
}
