/**
 * /faculty-resources (ADR 317): search by title, filters by format and subject kept in the URL, 20 per page,
 * sortable Title and Updated; a row opens its edit page; delete goes through the bulk outbox with Undo (ADR 266).
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  FACULTY_RESOURCE_MESSAGES,
  RESOURCE_FORMATS,
  type FacultyResourceRow,
} from '../../domain/facultyResources/facultyResources';
import type { Tag } from '../../domain/content/content';
import { listQuery, type ListQuery } from '../../domain/shared/listQuery';
import {
  deleteResourceById,
  RESOURCE_FILTERS,
  resourcePages,
  subjectsRead,
} from '../../machines/facultyResources/facultyResourceServices';
import { selectListQuery } from '../../machines/shared/listMachine';
import { selectRecord } from '../../machines/shared/recordMachine';
import { useHttp } from '../AppContext';
import { ListRowActions } from '../shared/list/ListRowActions';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import type { ListUrlOptions } from '../shared/list/useListInUrl';
import { useRecordActor } from '../shared/useRecordActor';
import { useFormat } from '../shared/useFormat';
import { ButtonLink } from '../ui/ButtonLink';
import { ListScreen } from '../ui/ListScreen';
import { SelectField } from '../ui/SelectField';
import { ResourceFormatLabel } from './ResourceFormatLabel';

const URL_OPTIONS: ListUrlOptions = {
  defaults: listQuery({ sort: ['updatedAt', 'desc'] }) satisfies ListQuery,
  filterNames: Object.values(RESOURCE_FILTERS),
};
const RESOURCE_TARGET = { kind: 'facultyResource' } as const;

export function ResourceListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const format = useFormat();
  const list = useUrlListActor(resourcePages(http), 20, URL_OPTIONS);
  const filters = useSelector(list, selectListQuery).filters;
  const subjects = useSelector(
    useRecordActor(useMemo(() => subjectsRead(http), [http])),
    selectRecord<Tag[]>,
  );
  const setFilter = (name: string, value: string) =>
    list.send({ type: 'list.filter', name, value: value === '' ? null : value });
  // A resource goes through the bulk outbox at once: hidden, its notice with Undo, sent when it ends (ADR 266).
  const { remover, hiddenRowKeys } = useUndoableListDelete(
    list,
    RESOURCE_TARGET,
    FACULTY_RESOURCE_MESSAGES.deleted,
    deleteResourceById(http),
    FACULTY_RESOURCE_MESSAGES.deleteFailed,
  );

  return (
    <ListScreen<FacultyResourceRow>
      list={list}
      remover={remover}
      hiddenRowKeys={hiddenRowKeys}
      title={t('facultyResources.title')}
      actions={<ButtonLink href="/faculty-resources/add">{t('facultyResources.add')}</ButtonLink>}
      searchLabel={t('facultyResources.search')}
      beforeTable={
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t('facultyResources.filters')}</legend>
          <SelectField
            label={t('facultyResources.formatFilter')}
            value={filters[RESOURCE_FILTERS.format] ?? ''}
            placeholder={t('facultyResources.formatAll')}
            options={RESOURCE_FORMATS.map((value) => ({
              value,
              label: t(`facultyResources.format_${value}`),
            }))}
            onChange={(event) => setFilter(RESOURCE_FILTERS.format, event.target.value)}
          />
          <SelectField
            label={t('facultyResources.subjectFilter')}
            value={filters[RESOURCE_FILTERS.subject] ?? ''}
            placeholder={t('facultyResources.subjectAll')}
            options={(subjects ?? []).map((tag) => ({ value: String(tag.id), label: tag.title }))}
            onChange={(event) => setFilter(RESOURCE_FILTERS.subject, event.target.value)}
          />
        </fieldset>
      }
      emptyText={FACULTY_RESOURCE_MESSAGES.empty}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'title',
          userText: true,
          header: t('facultyResources.columnTitle'),
          sortKey: 'title',
          rowHeader: true,
          render: (row) => (
            <Link
              href={`/faculty-resources/edit/${row.id}`}
              className="font-medium text-sky-800 underline-offset-2 hover:underline"
            >
              {row.title}
            </Link>
          ),
        },
        {
          key: 'format',
          header: t('facultyResources.columnFormat'),
          render: (row) => <ResourceFormatLabel format={row.format} />,
        },
        {
          key: 'subjects',
          userText: true,
          header: t('facultyResources.columnSubjects'),
          render: (row) => row.subjects.map((subject) => subject.title).join(', ') || '—',
        },
        {
          key: 'audience',
          header: t('facultyResources.columnAudience'),
          render: (row) =>
            row.audience === 'all'
              ? t('facultyResources.audienceAll')
              : t('facultyResources.audienceCount', { n: row.institutionCount }),
        },
        { key: 'articles', header: t('facultyResources.columnArticles'), render: (row) => row.articleCount },
        {
          key: 'updated',
          header: t('facultyResources.columnUpdated'),
          sortKey: 'updatedAt',
          render: (row) => format.day(row.updatedAt),
        },
      ]}
      actionsHeader={t('facultyResources.actions')}
      rowActions={(row) => (
        <ListRowActions
          editHref={`/faculty-resources/edit/${row.id}`}
          editLabel={t('facultyResources.editOne', { name: row.title })}
          remover={remover}
          target={{ id: row.id, label: row.title }}
          deleteLabel={t('facultyResources.deleteOne', { name: row.title })}
        />
      )}
      deleteTexts={{
        title: t('facultyResources.deleteTitle'),
        text: (name) => t('facultyResources.deleteText', { name }),
        cancel: t('facultyResources.cancel'),
        confirm: t('facultyResources.delete'),
      }}
    />
  );
}
