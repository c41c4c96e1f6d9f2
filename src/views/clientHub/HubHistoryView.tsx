/** /client-hub-access/history (ADR 348): every change to hub labels and access, newest first, with who made it. */
import { useTranslation } from 'react-i18next';
import type { HubHistoryEntry } from '../../domain/clientHub/clientHub';
import { historyPages } from '../../machines/clientHub/clientHubServices';
import { useHttp } from '../AppContext';
import { useUrlListActor } from '../shared/list/useListScreen';
import { useFormat } from '../shared/useFormat';
import { ListScreen } from '../ui/ListScreen';
import { ClientHubNav } from './ClientHubNav';

export function HubHistoryView() {
  const { t } = useTranslation();
  const format = useFormat();
  const http = useHttp();
  const list = useUrlListActor(historyPages(http), 20);
  return (
    <ListScreen<HubHistoryEntry>
      list={list}
      title={t('clientHub.historyTitle')}
      beforeSearch={<ClientHubNav current="history" />}
      actions={null}
      searchLabel={t('clientHub.historySearch')}
      emptyText={t('clientHub.historyEmpty')}
      rowKey={(row) => row.id}
      columns={[
        { key: 'at', header: t('clientHub.colWhen'), sortKey: 'at', render: (row) => format.dayTime(row.at) },
        { key: 'by', userText: true, header: t('clientHub.colWho'), render: (row) => row.by },
        {
          key: 'what',
          rowHeader: true,
          header: t('clientHub.colWhat'),
          render: (row) => t(`clientHub.action_${row.action}`, { n: Number(row.detail) || 0 }),
        },
        { key: 'label', userText: true, header: t('clientHub.colLabel'), render: (row) => row.labelName },
        {
          key: 'institution',
          userText: true,
          header: t('clientHub.colInstitution'),
          render: (row) => row.institutionTitle ?? '',
        },
        {
          key: 'detail',
          userText: true,
          header: t('clientHub.colDetail'),
          render: (row) => (row.action === 'playlistsOrdered' ? '' : row.detail),
        },
      ]}
    />
  );
}
