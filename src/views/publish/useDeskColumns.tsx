/** The desk list's columns: title (opens the article), status, type, section, subjects, who changed it last and when. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DeskArticleRow } from '../../domain/publish/deskArticle';
import { DESK_ROUTES } from '../../domain/publish/deskQuery';
import { useFormat } from '../shared/useFormat';
import type { DataColumn } from '../ui/DataTable';
import { personName, typeKey } from './deskLabels';
import { StatusBadge } from './StatusBadge';

export function useDeskColumns(): DataColumn<DeskArticleRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'title',
      header: t('publish.colTitle'),
      sortKey: 'title',
      rowHeader: true,
      userText: true,
      render: (row) => (
        <Link
          href={DESK_ROUTES.article(row.id)}
          className="font-medium text-sky-800 underline-offset-2 hover:underline"
        >
          {row.title}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('publish.colStatus'),
      sortKey: 'status',
      render: (row) => (
        <span className="flex flex-col gap-1">
          <StatusBadge status={row.status} />
          {row.status === 'scheduled' && row.scheduledAt && (
            <span className="text-xs text-slate-700">
              {t('publish.scheduledFor', { when: format.dayTime(row.scheduledAt) })}
            </span>
          )}
        </span>
      ),
    },
    { key: 'type', header: t('publish.colType'), render: (row) => t(typeKey(row.articleType)) },
    {
      key: 'section',
      header: t('publish.colSection'),
      userText: true,
      render: (row) => row.section?.title ?? t('publish.none'),
    },
    {
      key: 'subjects',
      header: t('publish.colSubjects'),
      userText: true,
      render: (row) => row.subjects.map((subject) => subject.title).join(', ') || t('publish.none'),
    },
    {
      key: 'changed',
      header: t('publish.colChanged'),
      sortKey: 'updatedAt',
      render: (row) =>
        t('publish.changedBy', {
          name: row.updatedBy ? personName(row.updatedBy) : t('publish.removedAccount'),
          when: format.dayTime(row.updatedAt),
        }),
    },
  ];
}
