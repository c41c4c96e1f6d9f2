/**
 * /translations/groups 'Translation Groups': Group Key, Title, Is Active, and each row's actions menu (Edit, Delete);
 * search; Add.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE } from '../../domain/shared/listQuery';
import { TRANSLATION_MESSAGES, type TranslationGroup } from '../../domain/translations/translations';
import { createTranslationGroupServices, groupPages } from '../../machines/translations/translationServices';
import { useHttp } from '../AppContext';
import { ListRowActions } from '../shared/list/ListRowActions';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { ListScreen } from '../ui/ListScreen';
import { PRIMARY_LINK, SECONDARY_LINK } from './translationLinkClass';

const GROUP_TARGET = { kind: 'translationGroup' } as const;

export function TranslationGroupsView() {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useUrlListActor(groupPages(http), PAGE_SIZE.default);
  // A group goes through the bulk outbox at once: hidden, its notice with Undo, sent when it ends (ADR 266).
  const { remover, hiddenRowKeys } = useUndoableListDelete(
    list,
    GROUP_TARGET,
    TRANSLATION_MESSAGES.groupDeleted,
    createTranslationGroupServices(http).deleteGroup,
    TRANSLATION_MESSAGES.groupDeleteFailed,
  );

  return (
    <ListScreen<TranslationGroup>
      list={list}
      remover={remover}
      hiddenRowKeys={hiddenRowKeys}
      title={t('translations.groupsTitle')}
      actions={
        <div className="flex items-center gap-3">
          <Link href="/translations" className={SECONDARY_LINK}>
            {t('translations.groupsBack')}
          </Link>
          <Link href="/translations/groups/add" className={PRIMARY_LINK}>
            {t('translations.groupsAdd')}
          </Link>
        </div>
      }
      searchLabel={t('translations.groupsSearch')}
      sortable={false}
      emptyText={t('translations.groupsEmpty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'key',
          header: t('translations.groupsKey'),
          render: (row) => <span className="font-mono text-xs">{row.key}</span>,
        },
        {
          key: 'title',
          header: t('translations.groupsTitleColumn'),
          userText: true,
          render: (row) => row.title,
        },
        {
          key: 'active',
          header: t('translations.groupsActive'),
          render: (row) => (
            <span className={row.isActive ? 'text-green-800' : 'text-slate-600'}>
              {row.isActive ? t('translations.groupsYes') : t('translations.groupsNo')}
            </span>
          ),
        },
      ]}
      rowActions={(row) => (
        <ListRowActions
          editHref={`/translations/groups/edit/${row.id}`}
          editLabel={t('translations.groupsEditOne', { key: row.key })}
          remover={remover}
          target={{ id: row.id, label: row.key }}
          deleteLabel={t('translations.groupsDeleteOne', { key: row.key })}
        />
      )}
      deleteTexts={{
        title: t('translations.groupsDeleteTitle'),
        text: (key) => t('translations.groupsDeleteText', { key }),
        cancel: t('translations.cancel'),
        confirm: t('translations.groupsDelete'),
        holdWhileDeleting: true,
      }}
    />
  );
}
