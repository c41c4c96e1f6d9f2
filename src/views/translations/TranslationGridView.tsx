/**
 * /translations: one row per key with its group and a column per language (ADR 076); search, language filter,
 * Manage Groups, Add (disabled without groups), the key column sorts; a cell's edit and delete open dialogs.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_LANGUAGES } from '../../domain/content/content';
import { listQuery, PAGE_SIZE, type ListQuery } from '../../domain/shared/listQuery';
import type { TranslationGridRow } from '../../domain/translations/translations';
import { selectListQuery } from '../../machines/shared/listMachine';
import {
  LANGUAGE_FILTER,
  languageOf,
  TRANSLATION_SORT_COLUMN,
  translationPages,
} from '../../machines/translations/translationServices';
import { useHttp } from '../AppContext';
import { ListSearchField } from '../shared/list/ListSearchField';
import { ListTable } from '../shared/list/ListTable';
import { useListInUrl, useQueryFromUrl, type ListUrlOptions } from '../shared/list/useListInUrl';
import { useListActor } from '../shared/list/useListScreen';
import type { DataColumn } from '../ui/DataTable';
import { SelectField } from '../ui/SelectField';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { LANGUAGE_LABEL_KEYS } from './languageLabels';
import { TranslationCell } from './TranslationCell';
import { TranslationCellDialogs } from './TranslationCellDialogs';
import { TranslationGridHeader } from './TranslationGridHeader';
import { useTranslationGridActor } from './useTranslationGridActor';

const DEFAULTS: ListQuery = listQuery({ sort: [TRANSLATION_SORT_COLUMN, 'desc'] });
const URL_OPTIONS: ListUrlOptions = { defaults: DEFAULTS, filterNames: [LANGUAGE_FILTER] };

/**
 * The Key column stays pinned at the left edge while the languages scroll sideways under it: opaque (the row's own
 * colours, hover included) and above the scrolled cells, with a line that marks the edge.
 */
const KEY_COLUMN =
  'sticky start-0 z-10 whitespace-nowrap bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)] rtl:shadow-[inset_1px_0_0_var(--color-slate-200)] ' +
  '[thead_&]:bg-slate-50 [tr:hover_&]:bg-slate-50';

export function TranslationGridView() {
  const { t } = useTranslation();
  const http = useHttp();
  const initialQuery = useQueryFromUrl(URL_OPTIONS);
  const list = useListActor(translationPages(http), { pageSize: PAGE_SIZE.default, initialQuery });
  useListInUrl(list, URL_OPTIONS);
  const { grid, pendingValues } = useTranslationGridActor(list);
  const query = useSelector(list, selectListQuery);
  const language = languageOf(query);
  useDocumentTitle(t('translations.title'));

  const languages = language ? [language] : TRANSLATION_LANGUAGES;
  const columns: DataColumn<TranslationGridRow>[] = [
    {
      key: 'key',
      header: t('translations.key'),
      sortKey: TRANSLATION_SORT_COLUMN,
      className: KEY_COLUMN,
      render: (row) => <span className="font-mono text-xs">{row.key}</span>,
    },
    { key: 'group', header: t('translations.group'), userText: true, render: (row) => row.groupTitle },
    ...languages.map((code) => ({
      key: code,
      header: t(LANGUAGE_LABEL_KEYS[code]),
      className: 'group/cell',
      render: (row: TranslationGridRow) => (
        <TranslationCell row={row} language={code} grid={grid} pendingValues={pendingValues} />
      ),
    })),
  ];

  return (
    <section className="flex flex-col gap-4">
      <TranslationGridHeader grid={grid} />
      <div className="flex flex-wrap items-end gap-3">
        <ListSearchField
          actorRef={list}
          label={t('translations.search')}
          placeholder={t('translations.searchPlaceholder')}
          className="w-full max-w-md"
        />
        <SelectField
          label={t('translations.language')}
          value={language ?? ''}
          placeholder={t('translations.allLanguages')}
          options={TRANSLATION_LANGUAGES.map((code) => ({
            value: code,
            label: t(LANGUAGE_LABEL_KEYS[code]),
          }))}
          onChange={(event) =>
            list.send({ type: 'list.filter', name: LANGUAGE_FILTER, value: event.target.value || null })
          }
        />
      </div>
      <ListTable<TranslationGridRow>
        actorRef={list}
        label={t('translations.title')}
        emptyText={query.search ? t('translations.noMatch') : t('translations.empty')}
        rowKey={(row) => row.key}
        columns={columns}
      />
      <TranslationCellDialogs grid={grid} />
    </section>
  );
}
