/** The class list's tabs: all classes, own classes, professor classes (the list's kind filter). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CLASS_KIND_FILTER } from '../../machines/classes/classServices';
import { selectListQuery, type ListActorRef } from '../../machines/shared/listMachine';
import { ToggleButtons } from '../ui/ToggleButtons';

const TABS = [
  { value: null, labelKey: 'classes.tabAll' },
  { value: 'own', labelKey: 'classes.tabOwn' },
  { value: 'professor', labelKey: 'classes.tabProfessor' },
] as const;

export function ClassKindTabs({ list }: { readonly list: ListActorRef }) {
  const { t } = useTranslation();
  const kind = useSelector(list, (s) => selectListQuery(s).filters[CLASS_KIND_FILTER] ?? null);
  return (
    <ToggleButtons
      label={t('classes.tabsLabel')}
      options={TABS.map((tab) => ({ value: tab.value, label: t(tab.labelKey) }))}
      chosen={kind}
      className="flex flex-wrap gap-2"
      onChoose={(value) => list.send({ type: 'list.filter', name: CLASS_KIND_FILTER, value })}
    />
  );
}
