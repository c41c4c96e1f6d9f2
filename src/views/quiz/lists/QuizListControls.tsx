/** Header controls of two quiz lists: the library's Textbooks/Sections tabs and the customer list's expired toggle. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectListQuery, type ListActorRef } from '../../../machines/shared/listMachine';
import { LIBRARY_TAB_FILTER, SHOW_EXPIRED_FILTER } from '../../../machines/quiz/lists/quizListServices';
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

export function ShowExpiredToggle({ list }: { readonly list: ListActorRef }) {
  const { t } = useTranslation();
  const on = useSelector(list, selectListQuery).filters[SHOW_EXPIRED_FILTER] === '1';
  return (
    <CheckboxField
      asSwitch
      label={t('quiz.showExpired')}
      checked={on}
      onChange={(event) =>
        list.send({
          type: 'list.filter',
          name: SHOW_EXPIRED_FILTER,
          value: event.target.checked ? '1' : null,
        })
      }
    />
  );
}
