/** What goes to MoEngage, read only (ADR 347): each event, whom it is about and the attributes it carries. */
import { useTranslation } from 'react-i18next';
import {
  MOENGAGE_EVENTS,
  MOENGAGE_EVENT_KINDS,
  type MoengageEventKind,
} from '../../domain/moengage/moengageEvents';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { Section } from '../ui/Section';

export function MoengageMapping() {
  const { t } = useTranslation();
  const columns: DataColumn<MoengageEventKind>[] = [
    {
      key: 'event',
      header: t('moengage.colEvent'),
      rowHeader: true,
      render: (kind) => t(`moengage.event_${kind}`),
    },
    {
      key: 'action',
      header: t('moengage.colAction'),
      render: (kind) => <code>{MOENGAGE_EVENTS[kind].action}</code>,
    },
    {
      key: 'about',
      header: t('moengage.colAbout'),
      render: (kind) => t(`moengage.about_${MOENGAGE_EVENTS[kind].about}`),
    },
    {
      key: 'attributes',
      header: t('moengage.colAttributes'),
      className: 'break-words',
      render: (kind) => <code>{MOENGAGE_EVENTS[kind].attributes.join(', ')}</code>,
    },
  ];
  return (
    <Section heading={t('moengage.mappingHeading')} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('moengage.mappingIntro')}</p>
      <DataTable
        label={t('moengage.mappingHeading')}
        columns={columns}
        rows={MOENGAGE_EVENT_KINDS}
        rowKey={(kind) => kind}
      />
    </Section>
  );
}
