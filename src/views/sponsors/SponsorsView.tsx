/** /sponsors, /sponsors/add, /sponsors/edit/{id}. */
import { useRoute } from 'wouter';
import { SponsorFormView } from './SponsorFormView';
import { SponsorListView } from './SponsorListView';

export default function SponsorsView() {
  const [isAdd] = useRoute('/sponsors/add');
  const [isEdit, params] = useRoute('/sponsors/edit/:id');
  const id = Number(params?.id);
  if (isAdd) return <SponsorFormView key="add" id={null} />;
  if (isEdit && Number.isInteger(id) && id > 0) return <SponsorFormView key={id} id={id} />;
  return <SponsorListView />;
}
