/** /translations, /translations/add, /translations/groups, /translations/groups/add, /translations/groups/edit/{id}. */
import { useRoute } from 'wouter';
import { TranslationAddView } from './TranslationAddView';
import { TranslationGridView } from './TranslationGridView';
import { TranslationGroupFormView } from './TranslationGroupFormView';
import { TranslationGroupsView } from './TranslationGroupsView';

export default function TranslationsView() {
  const [isAdd] = useRoute('/translations/add');
  const [isGroups] = useRoute('/translations/groups');
  const [isGroupAdd] = useRoute('/translations/groups/add');
  const [isGroupEdit, params] = useRoute('/translations/groups/edit/:id');
  const id = Number(params?.id);
  if (isAdd) return <TranslationAddView />;
  if (isGroups) return <TranslationGroupsView />;
  if (isGroupAdd) return <TranslationGroupFormView key="add" id={null} />;
  if (isGroupEdit && Number.isInteger(id) && id > 0) return <TranslationGroupFormView key={id} id={id} />;
  return <TranslationGridView />;
}
