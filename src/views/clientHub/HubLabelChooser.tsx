/** The label chooser of Client Hub Playlists (ADR 348): every hub label, each opening its playlists; New hub label. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HubLabel } from '../../domain/clientHub/clientHub';
import { labelPages } from '../../machines/clientHub/clientHubServices';
import { useHttp } from '../AppContext';
import { useListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { HubLabelDialog } from './HubLabelDialog';

export function HubLabelChooser() {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useListActor(labelPages(http), { pageSize: 100 });
  const [adding, setAdding] = useState(false);
  return (
    <ListScreen<HubLabel>
      list={list}
      title={t('clientHub.playlistsTitle')}
      beforeSearch={<p className="text-slate-700">{t('clientHub.chooseLabelIntro')}</p>}
      actions={<Button onClick={() => setAdding(true)}>{t('clientHub.labelAdd')}</Button>}
      searchLabel={t('clientHub.labelsSearch')}
      emptyText={t('clientHub.labelsEmpty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          userText: true,
          rowHeader: true,
          header: t('clientHub.colLabel'),
          render: (row) => (
            <Link
              href={`/client-hub-playlist/${row.id}`}
              aria-label={t('clientHub.openLabel', { name: row.name })}
              className="font-medium text-sky-800 underline"
            >
              {row.name}
            </Link>
          ),
        },
        { key: 'playlists', header: t('clientHub.colPlaylists'), render: (row) => row.playlists },
        { key: 'holders', header: t('clientHub.colHolders'), render: (row) => row.institutions },
      ]}
      afterTable={
        adding && (
          <HubLabelDialog
            onClose={() => setAdding(false)}
            onSaved={() => list.send({ type: 'list.reload' })}
          />
        )
      }
    />
  );
}
