/**
 * Header controls of two quiz lists: the library's Textbooks/Sections tabs, and the customer list's switches for
 * expired quizzes and internal staff's quizzes (ADR 246).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectListQuery, type ListActorRef } from '../../../machines/shared/listMachine';
import {
  LIBRARY_TAB_FILTER,
  SHOW_EXPIRED_FILTER,
  SHOW_INTERNAL_FILTER,
} from '../../../machines/quiz/lists/quizListServices';
import { CheckboxField } from '../../ui/CheckboxField';
import { cx } from '../../ui/cx';

export function LibraryTabs({ list }: { readonly list: ListActorRef }) {
  const { t } = useTranslation();
  const tab = useSelector(list, selectListQuery).filters[LIBRARY_TAB_FILTER] ?? 'textbooks';
  const tabs = [
    { value: 'textbooks', label: t('quiz.textbooks') },
    { value: 'sections', label: t('quiz.sections') },
  ];
  return (
    <div role="group" aria-label={t('quiz.libraryTabs')} className="flex gap-2">
      {tabs.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={tab === item.value}
          onClick={() => list.send({ type: 'list.filter', name: LIBRARY_TAB_FILTER, value: item.value })}
          className={cx(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            tab === item.value ? 'bg-sky-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300',
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

function FilterSwitch({
  list,
  name,
  label,
}: {
  readonly list: ListActorRef;
  readonly name: string;
  readonly label: string;
}) {
  const on = useSelector(list, selectListQuery).filters[name] === '1';
  return (
    <CheckboxField
      asSwitch
      label={label}
      checked={on}
      onChange={(event) => list.send({ type: 'list.filter', name, value: event.target.checked ? '1' : null })}
    />
  );
}

export function CustomerListSwitches({ list }: { readonly list: ListActorRef }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <FilterSwitch list={list} name={SHOW_EXPIRED_FILTER} label={t('quiz.showExpired')} />
      <FilterSwitch list={list} name={SHOW_INTERNAL_FILTER} label={t('users.showInternalQuizzes')} />
    </div>
  );
}
