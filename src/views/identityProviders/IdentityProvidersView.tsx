/** /identity-providers, /identity-providers/add, /identity-providers/edit/{id} (ADR 182). */
import { useRoute } from 'wouter';
import { IdentityProviderFormView } from './IdentityProviderFormView';
import { IdentityProviderListView } from './IdentityProviderListView';

export default function IdentityProvidersView() {
  const [isAdd] = useRoute('/identity-providers/add');
  const [isEdit, params] = useRoute('/identity-providers/edit/:id');
  const id = Number(params?.id);
  if (isAdd) return <IdentityProviderFormView key="add" id={null} />;
  if (isEdit && Number.isInteger(id) && id > 0) return <IdentityProviderFormView key={id} id={id} />;
  return <IdentityProviderListView />;
}
